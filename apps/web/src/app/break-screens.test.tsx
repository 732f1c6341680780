import {
  CATALOGUES,
  accountsEndpoints,
  cashierEndpoints,
  gameEndpoints,
  protectionEndpoints,
  stakingEndpoints,
  type ExclusionView,
  type ProtectionState,
} from '@fairround/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { PRODUCTS } from '../features/finance/finance-test-data';
import { homeApi, TILES } from '../features/home/home-test-data';
import type { FeedLine } from '../features/rounds/api/orders';
import { setToken } from '../lib/session';
import { LOAD, openRoundInfo, TEST_SEQNO, testRoom } from '../test/fixtures';
import { ok, renderApp, stubApi, type Envelope } from '../test/render-app';
import { HOUR_MS, PLAYER, protectionState, sessionView } from '../features/protection/protection-test-data';

const web = CATALOGUES.vi.web;
const TIMEOUT: ExclusionView = {
  kind: 'timeout',
  duration: '24h',
  startsAt: Date.now() - HOUR_MS,
  endsAt: Date.now() + 23 * HOUR_MS,
};
const METHODS = {
  methods: [
    {
      id: 'acb',
      kind: 'bank',
      label: 'ACB',
      bankName: 'ACB',
      accountName: 'FAIRROUND JSC',
      accountNumber: '123456789',
      note: 'Ghi tên đăng nhập',
    },
  ],
  minDeposit: '10.00',
  quickAmounts: ['100.00'],
};

const ROOM = testRoom();
const SEQNO = TEST_SEQNO;

const openRound = () => openRoundInfo(ROOM);

/** Another player's line in the room's feed: the one a player could follow. */
const OTHER_LINE: FeedLine = {
  order_id: 'order-9',
  seqno: SEQNO,
  username: 'Bi***',
  value: 0,
  valuecn: 'Lớn',
  rate: '1.98',
  money: '10.00',
  own: false,
  createtime: Date.now(),
};

/**
 * Every call of home, the room /activity/111, /recharge and /producttransferin, with the given
 * protection state. The paths asked for are kept in `calls`.
 */
function serve(state: ProtectionState, calls: string[] = []) {
  const home = homeApi({ user: PLAYER });
  stubApi((path): Envelope => {
    calls.push(path);
    if (path === protectionEndpoints.state.path) return ok(state);
    if (path === protectionEndpoints.session.path) return ok(sessionView());
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    if (path === cashierEndpoints.methods.path) return ok(METHODS);
    if (path === cashierEndpoints.deposits.path) return ok({ list: [], total: 0, page: 1, pageSize: 10 });
    if (path === stakingEndpoints.products.path) return ok(PRODUCTS);
    if (path === gameEndpoints.gameInfo.path) return ok(openRound());
    if (path === gameEndpoints.roomOrders.path) return ok({ seqno: SEQNO, list: [OTHER_LINE] });
    if (path === gameEndpoints.roundLog.path) return ok({ list: [] });
    if (path === gameEndpoints.order.path) return ok({ order_id: 'order-1', balance: '90.00' });
    return home(path);
  });
}

async function banner() {
  const found = await screen.findByTestId('protection-banner', {}, { timeout: 10_000 });
  expect(within(found).getByRole('heading').textContent).toMatch(/^Tạm nghỉ đến /);
  return found;
}

describe('the money actions of each screen under a time-out', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    setToken('player-token');
  });

  it('home: the banner on top, the game tiles shown but leading nowhere', async () => {
    serve(protectionState({ exclusion: TIMEOUT }));
    renderApp({ history: ['/'] });
    await banner();
    const tile = await screen.findByRole('link', { name: new RegExp(TILES[0]!.name) });
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    expect(tile.getAttribute('href')).toBeNull();
  });

  it('home without a break: the tiles open their rooms', async () => {
    serve(protectionState());
    renderApp({ history: ['/'] });
    const tile = await screen.findByRole('link', { name: new RegExp(TILES[0]!.name) }, { timeout: 10_000 });
    expect(tile.getAttribute('href')).not.toBeNull();
    expect(screen.queryByTestId('protection-banner')).toBeNull();
  });

  it('the room: the banner on top, options, amount, order button and Follow closed, no order sent', async () => {
    const calls: string[] = [];
    serve(protectionState({ exclusion: TIMEOUT }), calls);
    renderApp({ history: ['/activity/111'] });
    const found = await banner();
    const options = await screen.findByRole('group', { name: web.rounds.room.options }, LOAD);
    // On top: before the round, the options and the slip.
    expect(found.compareDocumentPosition(options) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const optionButtons = within(options).getAllByRole('button');
    expect(optionButtons).toHaveLength(11);
    for (const option of optionButtons) expect(option.hasAttribute('disabled')).toBe(true);
    const amount = screen.getByLabelText(web.rounds.slip.amount, { selector: 'input' });
    expect(amount.hasAttribute('disabled')).toBe(true);
    const buy = screen.getByRole('button', { name: web.rounds.slip.buy });
    expect(buy.hasAttribute('disabled')).toBe(true);
    const feed = await screen.findByTestId('order-feed', {}, LOAD);
    expect(within(feed).getAllByRole('listitem')).toHaveLength(1);
    const follow = within(feed).getByRole('button', { name: web.rounds.feed.follow });
    expect(follow.hasAttribute('disabled')).toBe(true);

    fireEvent.click(optionButtons[0]!);
    fireEvent.click(follow);
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(buy);
    expect(optionButtons[0]!.getAttribute('aria-pressed')).toBe('false');
    expect(calls).not.toContain(gameEndpoints.order.path);
  });

  it('the same room without a break: options, amount, order button and Follow open', async () => {
    serve(protectionState());
    renderApp({ history: ['/activity/111'] });
    const options = await screen.findByRole('group', { name: web.rounds.room.options }, LOAD);
    const feed = await screen.findByTestId('order-feed', {}, LOAD);
    expect(within(feed).getByRole('button', { name: web.rounds.feed.follow }).hasAttribute('disabled')).toBe(
      false,
    );
    for (const option of within(options).getAllByRole('button'))
      expect(option.hasAttribute('disabled')).toBe(false);
    expect(
      screen.getByLabelText(web.rounds.slip.amount, { selector: 'input' }).hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.getByRole('button', { name: web.rounds.slip.buy }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('protection-banner')).toBeNull();
  });

  it('/recharge: the banner on top and the request button disabled', async () => {
    serve(protectionState({ exclusion: TIMEOUT }));
    renderApp({ history: ['/recharge'] });
    await banner();
    const submit = await screen.findByRole('button', { name: web.cashier.recharge.submit });
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  it('/producttransferin: the banner on top and the transfer button disabled', async () => {
    serve(protectionState({ exclusion: TIMEOUT }));
    renderApp({ history: ['/producttransferin?tier=1'] });
    await banner();
    const submit = await screen.findByRole('button', { name: web.finance.transferIn.submit });
    expect(submit.hasAttribute('disabled')).toBe(true);
  });
});
