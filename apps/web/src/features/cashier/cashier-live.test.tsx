import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { fakeSockets } from '../../test/sockets';
import { testPlayer } from '../../test/fixtures';

const PLAYER = testPlayer({ money: '500.00', leftmoney: '300.00', noPassword2: 0 });

const { subscribedSocket } = fakeSockets();
const meSocket = () => subscribedSocket('me');

describe('cashier pushes on the private channel', () => {
  it('refresh the balance on any screen when an operator approves a deposit', async () => {
    setToken('player-token');
    let money = '500.00';
    stubApi(() => ok({ ...PLAYER, money }));
    renderApp({ history: ['/user'] });
    expect(await screen.findByText('$500.00', {}, { timeout: 5_000 })).toBeTruthy();

    const socket = await meSocket();
    money = '1500.00';
    act(() =>
      socket.push({
        type: 'event',
        channel: 'me',
        seq: 1,
        payload: { type: 'cashier', event: 'deposit_approved', id: 'd1' },
      }),
    );
    expect(await screen.findByText('$1,500.00', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
