import { WS_SUBPROTOCOL } from '@fairround/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/session';
import { testPlayer } from '../test/fixtures';
import { ok, renderApp, stubApi } from '../test/render-app';
import { fakeSockets } from '../test/sockets';

const { sockets, subscribedSocket } = fakeSockets();

describe("the player app's sockets", () => {
  it('offer the session token as a subprotocol and never put it in the URL (access logs keep URLs)', async () => {
    setToken('player-token');
    stubApi(() => ok(testPlayer({ money: '500.00' })));
    renderApp({ history: ['/user'] });
    expect(await screen.findByText('$500.00', {}, { timeout: 5_000 })).toBeTruthy();

    const socket = await subscribedSocket('me');
    expect(socket.protocols).toEqual([WS_SUBPROTOCOL, 'fairround.token.player-token']);
    for (const opened of sockets) {
      expect(opened.url).not.toContain('player-token');
      expect([...new URL(opened.url).searchParams.keys()].filter((key) => key !== 'lang')).toEqual([]);
    }
  });
});
