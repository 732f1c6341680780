import { gameEndpoints, accountsEndpoints } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import type { FeedLine, OwnLine } from './api/orders';
import { LOAD, openRoundInfo, TEST_SEQNO, testPlayer, testRoom } from '../../test/fixtures';

const PLAYER = testPlayer();

const ROOM = testRoom({ rates: Array<string>(11).fill('1.98') });

const SEQNO = TEST_SEQNO;

const openRound = () => openRoundInfo(ROOM);

const ownLine = (id: string, value: number, valuecn: string, money: string): OwnLine => ({
  id,
  order_id: 'order-1',
  ordersn: 'S20261126001',
  roomid: 111,
  seqno: SEQNO,
  value,
  valuecn,
  rate: '1.98',
  money,
  award: '0.00',
  isaward: -1,
  state: 'placed',
  createtime: Date.now(),
});

const feedLine = (orderId: string, username: string, own: boolean): FeedLine => ({
  order_id: orderId,
  seqno: SEQNO,
  username,
  value: 0,
  valuecn: 'Lớn',
  rate: '1.98',
  money: '10.00',
  own,
  createtime: Date.now(),
});

class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

function stubRoom(calls: { path: string; body: Record<string, unknown> }[]) {
  stubApi((path, body) => {
    calls.push({ path, body });
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === gameEndpoints.gameInfo.path) return ok(openRound());
    if (path === gameEndpoints.roomOrders.path)
      return ok({
        seqno: SEQNO,
        list: [feedLine('order-1', 'An***', true), feedLine('order-9', 'Bi***', false)],
      });
    if (path === gameEndpoints.roundLog.path)
      return ok({ list: [ownLine('l1', 0, 'Lớn', '15.00'), ownLine('l2', 2, 'Lẻ', '15.00')] });
    if (path === gameEndpoints.cancel.path) return ok({ order_id: body.order_id, balance: '100.00' });
    throw new Error(`unexpected call ${path}`);
  });
}

describe('room order fixes', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
    setToken('player-token');
  });

  it('asks before cancelling, naming every option of the order and the refund', async () => {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    stubRoom(calls);
    renderApp({ history: ['/activity/111'] });
    const order = await screen.findByTestId('own-order', {}, LOAD);
    expect(within(order).getAllByTestId('own-line')).toHaveLength(2);
    // One cancel per order, not per line.
    expect(within(order).getAllByRole('button')).toHaveLength(1);
    expect(order.textContent).toContain('Tổng lệnh $30.00');

    fireEvent.click(within(order).getByRole('button', { name: 'Hủy lệnh' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Hủy toàn bộ lệnh này?');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lớn ×1.98$15.00', 'Lẻ ×1.98$15.00']);
    expect(within(dialog).getByTestId('order-total').textContent).toBe('$30.00');
    expect(dialog.textContent).toContain('Hoàn về số dư');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Giữ lệnh' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === gameEndpoints.cancel.path)).toHaveLength(0);

    fireEvent.click(within(order).getByRole('button', { name: 'Hủy lệnh' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy lệnh' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === gameEndpoints.cancel.path)).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === gameEndpoints.cancel.path)?.body).toMatchObject({
      roomid: 111,
      order_id: 'order-1',
    });
  });

  it('offers Follow on other players’ lines only', async () => {
    stubRoom([]);
    renderApp({ history: ['/activity/111'] });
    const feed = await screen.findByTestId('order-feed', {}, LOAD);
    const rows = within(feed).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Theo' })).toBeTruthy();
  });

  it('says under the amount why the order cannot go, in the player’s language, with a total that stays an amount', async () => {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    stubRoom(calls);
    await i18n.changeLanguage('en-US');
    renderApp({ history: ['/activity/111'] });
    expect(await screen.findByText('Betting is open.', {}, LOAD)).toBeTruthy();
    const message = screen.getByTestId('slip-message');
    const amount = screen.getByLabelText('Amount per option', { selector: 'input' });
    expect(message.textContent).toBe('');
    expect(screen.getByTestId('slip-total').textContent).toBe('$0.00');

    // Buying with nothing chosen says so inline; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(message.textContent).toBe('Choose at least one option.');

    fireEvent.click(screen.getByRole('button', { name: /^Big\s*×/ }));
    fireEvent.change(amount, { target: { value: '5' } });
    expect(screen.getByTestId('slip-total').textContent).toBe('$5.00');
    expect(message.textContent).toBe('The total must be at least $10.00');
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(amount, { target: { value: '0' } });
    expect(screen.getByTestId('slip-total').textContent).toBe('$0.00');
    expect(message.textContent).toBe('Enter a whole amount above 0.');

    fireEvent.change(amount, { target: { value: '200' } });
    expect(message.textContent).toBe('Balance insufficient');

    fireEvent.change(amount, { target: { value: '20' } });
    expect(message.textContent).toBe('');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByTestId('slip-total').textContent).toBe('$20.00');
    expect(calls.filter((call) => call.path === gameEndpoints.order.path)).toHaveLength(0);
  });
});
