import { accountsEndpoints, protectionEndpoints, gameEndpoints } from '@fairround/shared';
import type { GameInfo } from '@fairround/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { testRoom } from '../../test/fixtures';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { PLAYER, sessionView } from './protection-test-data';

const ROOM = testRoom({ rates: [] });

class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

/** A room between rounds; the server's clock is 5 minutes ahead of the device's. */
function stubRoom(playedMs: number) {
  const serverNow = Date.now() + 300_000;
  const info: GameInfo = {
    game: null,
    room: ROOM,
    diff: { minute: 0, second: 0 },
    lockSeconds: 60,
    serverTime: serverNow,
    his: [],
  };
  stubApi((path) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === gameEndpoints.gameInfo.path) return ok(info);
    if (path === gameEndpoints.roomOrders.path) return ok({ seqno: '', list: [] });
    if (path === gameEndpoints.roundLog.path) return ok({ list: [] });
    if (path === protectionEndpoints.session.path)
      return ok(sessionView({ startedAt: Date.now() + 300_000 - playedMs, serverNow: Date.now() + 300_000 }));
    throw new Error(`unexpected call ${path}`);
  });
}

describe('session clock in a room', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
    setToken('player-token');
  });

  it('shows the time played since the server’s session start, ticking on', async () => {
    stubRoom((1 * 3600 + 2 * 60 + 3) * 1000);
    renderApp({ history: ['/activity/111'] });
    const clock = await screen.findByTestId('session-clock', {}, { timeout: 10_000 });
    const timer = clock.querySelector('[role="timer"]')!;
    // Right away (the first tick follows the session's arrival within a frame)…
    await vi.waitFor(() => expect(timer.textContent).toMatch(/^01:02:0[3-5]$/), { timeout: 500 });
    expect(clock.textContent).toContain('Phiên');
    // … then on every second.
    await vi.waitFor(() => expect(timer.textContent).toMatch(/^01:02:0[4-7]$/), { timeout: 2_500 });
  });
});
