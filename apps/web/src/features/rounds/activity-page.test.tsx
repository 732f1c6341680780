import { gameEndpoints, type GameInfo, accountsEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { LOAD, testPlayer, testRoom } from '../../test/fixtures';

const PLAYER = testPlayer();

const ROOM = testRoom();

/** A round whose lock and draw are `lockInMs` / `drawInMs` from the server's now; the server clock is 5 minutes ahead of the device. */
function gameInfo(lockInMs: number, drawInMs: number): GameInfo {
  const serverNow = Date.now() + 300_000;
  return {
    game: {
      id: 'round-1',
      seqno: '20261123-0042',
      gametype: 1,
      state: 'open',
      opensAt: serverNow - 60_000,
      locksAt: serverNow + lockInMs,
      drawsAt: serverNow + drawInMs,
      chainId: 'chain-1',
      n: 42,
      initmoney: '100.00',
    },
    room: ROOM,
    diff: { minute: 0, second: 0 },
    lockSeconds: 60,
    serverTime: serverNow,
    his: [],
  };
}

class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

function stubRoom(info: GameInfo, onOrder?: (body: Record<string, unknown>) => void) {
  return stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === gameEndpoints.gameInfo.path) return ok(info);
    if (path === gameEndpoints.roomOrders.path) return ok({ seqno: '20261123-0042', list: [] });
    if (path === gameEndpoints.roundLog.path) return ok({ list: [] });
    if (path === gameEndpoints.order.path) {
      onOrder?.(body);
      return ok({
        order_id: 'o1',
        ordersn: 'S1',
        seqno: '20261123-0042',
        total: '30.00',
        balance: '70.00',
        replayed: false,
        lines: [],
      });
    }
    throw new Error(`unexpected call ${path}`);
  });
}

describe('betting room', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
    setToken('player-token');
  });

  it('counts down on the server clock and, inside the lock window, blocks every option with the stopped message', async () => {
    stubRoom(gameInfo(-5_000, 55_000));
    renderApp({ history: ['/activity/111'] });
    expect(
      await screen.findByText('Kỳ này đã ngừng nhận cược. Vui lòng chờ kỳ tiếp theo.', {}, LOAD),
    ).toBeTruthy();
    const options = within(screen.getByRole('group', { name: 'Lựa chọn' })).getAllByRole('button');
    expect(options).toHaveLength(11);
    expect(options.every((option) => (option as HTMLButtonElement).disabled)).toBe(true);
    // 55 s to the draw by the server's clock, although the device clock is 5 minutes behind.
    expect(screen.getByRole('timer').textContent).toMatch(/^00:5[45]$/);
  });

  it('keeps betting closed until the next round opens, although the server already lists it as open', async () => {
    const info = gameInfo(40_000, 50_000);
    info.game = { ...info.game!, opensAt: info.serverTime + 2_000 };
    stubRoom(info);
    renderApp({ history: ['/activity/111'] });
    expect(await screen.findByText('Kỳ tiếp theo sắp mở.', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đặt lệnh' }).hasAttribute('disabled')).toBe(true);
    // Two seconds later by the server's clock it opens by itself, without a new call.
    expect(await screen.findByText('Đang nhận cược.', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đặt lệnh' }).hasAttribute('disabled')).toBe(false);
  });

  it('confirms options × amount = total before ordering, then clears the slip', async () => {
    const orders: Record<string, unknown>[] = [];
    stubRoom(gameInfo(120_000, 180_000), (body) => orders.push(body));
    renderApp({ history: ['/activity/111'] });
    expect(await screen.findByText('Đang nhận cược.', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^0[12]:[0-5]\d$/);

    fireEvent.click(screen.getByRole('button', { name: /^Lớn\s*×/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Lẻ\s*×/ }));
    fireEvent.change(screen.getByLabelText('Số tiền mỗi lựa chọn', { selector: 'input' }), {
      target: { value: '15' },
    });
    expect(screen.getByTestId('slip-total').textContent).toBe('$30.00');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lệnh' }));

    const summary = await screen.findByTestId('order-summary');
    // Named for screen readers, with the round number kept whole on one line.
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận lệnh · kỳ 20261123-0042' });
    expect(within(dialog).getByText('20261123-0042').className).toBe('fr-num');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lớn ×1.98$15.00', 'Lẻ ×1.98$15.00']);
    expect(within(summary).getByTestId('order-total').textContent).toBe('$30.00');
    expect(orders).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({
      gameid: 'round-1',
      roomid: 111,
      order_info: [
        [0, '1.98', '15'],
        [2, '1.98', '15'],
      ],
    });
    expect(typeof orders[0]?.order_key).toBe('string');
    await waitFor(() => expect(screen.getByTestId('slip-total').textContent).toBe('$0.00'));
    expect(screen.getByRole('button', { name: /^Lớn\s*×/ }).getAttribute('aria-pressed')).toBe('false');
  });
});
