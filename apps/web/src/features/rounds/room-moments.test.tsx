import {
  gameEndpoints,
  type GameInfo,
  type RoomView,
  type RoundResultView,
  accountsEndpoints,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi } from '../../test/render-app';
import { LOAD, testPlayer, testRoom } from '../../test/fixtures';

/** The room asks for the next round every 1.5 s after the draw time. */
const NEXT_ROUND = { timeout: 6_000 };

const PLAYER = testPlayer({ money: '80.00', leftmoney: '80.00' });

const DIGIT_ROOM = testRoom({ rates: Array<string>(11).fill('1.98') });

const RACE_ROOM = {
  ...DIGIT_ROOM,
  id: 1611,
  type: 16,
  ...Object.fromEntries(Array.from({ length: 4 }, (_, index) => [`rate${index}`, '1.98'])),
} as RoomView;
for (let index = 4; index < 11; index += 1) delete (RACE_ROOM as Record<string, unknown>)[`rate${index}`];

const ORDER_A = [2, 5, 1, 3, 4, 6, 7, 8, 9, 10];
const ORDER_B = [7, 3, 10, 1, 5, 2, 9, 4, 8, 6];

function result(room: RoomView, seqno: string, order: number[] | null): RoundResultView {
  return {
    seqno,
    gametype: room.type,
    num1: order ? null : 4,
    num2: order ? null : 9,
    num3: order ? null : 2,
    sum: order ? null : 15,
    order,
    wins: [0],
    resultcn: '',
    drawsAt: Date.now(),
    lateBySeconds: null,
  };
}

/**
 * Before: round 0042 is past its draw time (so the room asks for the next round every 1.5 s) and
 * round 0041 is the latest result. After: round 0042 is drawn and 0043 takes orders.
 */
function rounds(room: RoomView) {
  const race = room.type === 16;
  const previous = result(room, '20261126-0041', race ? ORDER_A : null);
  const drawn = result(room, '20261126-0042', race ? ORDER_B : null);
  const now = Date.now();
  const round = (seqno: string, drawsAt: number) => ({
    id: `round-${seqno}`,
    seqno,
    gametype: room.type,
    state: 'open' as const,
    opensAt: drawsAt - 40_000,
    locksAt: drawsAt - 10_000,
    drawsAt,
    chainId: 'chain-1',
    n: 42,
    initmoney: '100.00',
  });
  const info = (game: ReturnType<typeof round>, his: RoundResultView[]): GameInfo => ({
    game,
    room,
    diff: { minute: 0, second: 0 },
    lockSeconds: 10,
    serverTime: Date.now(),
    his,
  });
  return {
    before: info(round('20261126-0042', now - 500), [previous]),
    after: info(round('20261126-0043', now + 60_000), [drawn, previous]),
    drawn,
  };
}

type Settlement = { stake: string; award: string; balanceAfter: string };

/** A room whose round 0042 gets drawn after the first look; the player's stake in it as given. */
function stubDraw(room: RoomView, settlement: Settlement) {
  const { before, after } = rounds(room);
  let drawn = false;
  let gameInfoCalls = 0;
  stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path)
      return ok({ ...PLAYER, money: drawn ? settlement.balanceAfter : PLAYER.money });
    if (path === gameEndpoints.gameInfo.path) {
      gameInfoCalls += 1;
      // The second look finds the draw.
      if (gameInfoCalls >= 2) drawn = true;
      return ok(drawn ? after : before);
    }
    if (path === gameEndpoints.roomOrders.path) return ok({ seqno: '20261126-0043', list: [] });
    if (path === gameEndpoints.roundLog.path) return ok({ list: [] });
    if (path === gameEndpoints.current.path) {
      const mine = body.gameseq === '20261126-0042';
      return ok({
        state: 'settled',
        stake: mine ? settlement.stake : '0.00',
        award: mine ? settlement.award : '0.00',
        result: null,
      });
    }
    throw new Error(`unexpected call ${path}`);
  });
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

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const WON = { stake: '20.00', award: '39.60', balanceAfter: '119.60' };

describe('racing room reveal', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
    setToken('player-token');
  });

  it('keeps the finishing order, the result and the outcome out of the page until the race has run', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    stubDraw(RACE_ROOM, WON);
    renderApp({ history: ['/bjsc/1611'] });
    const track = await screen.findByTestId('race-track', {}, LOAD);
    await waitFor(() => expect(track.dataset.state).toBe('racing'), NEXT_ROUND);

    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    // Mid-race: cars move, nothing in the text says how round 0042 ended.
    expect(track.dataset.state).toBe('racing');
    expect(screen.queryByTestId('race-order')).toBeNull();
    expect(screen.queryByTestId('outcome-moment')).toBeNull();
    expect(screen.getByTestId('last-outcome').textContent).not.toContain('20261126-0042');
    expect(screen.getByTestId('result-history').textContent).not.toContain('20261126-0042');
    expect(document.body.innerHTML).not.toContain(ORDER_B.join(', '));
    expect(screen.queryByText(/xe số 7 về nhất/)).toBeNull();
    // The payout is already credited, but the balance on screen waits for the finish.
    await waitFor(() => expect(screen.getByText('$80.00')).toBeTruthy());

    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    expect(track.dataset.state).toBe('finished');
    const order = screen.getByTestId('race-order');
    expect(order.textContent).toContain('20261126-0042');
    expect(
      within(order)
        .getAllByText(/^\d+$/)
        .map((chip) => chip.textContent),
    ).toEqual(ORDER_B.map(String));
    expect(screen.getByText('Kỳ 20261126-0042: xe số 7 về nhất')).toBeTruthy();
    expect(screen.getByTestId('last-outcome').textContent).toContain('20261126-0042');
    const moment = await screen.findByTestId('outcome-moment');
    expect(within(moment).getByTestId('outcome-headline').textContent).toBe('Bạn thắng $19.60');
    await waitFor(() => expect(within(moment).getByText('$119.60')).toBeTruthy());
    expect(document.querySelector('.fr-room-balance__value')?.textContent).toBe('$119.60');
  });

  it('with reduced motion shows the result at once, without a race', async () => {
    reduceMotion();
    stubDraw(RACE_ROOM, WON);
    renderApp({ history: ['/bjsc/1611'] });
    const track = await screen.findByTestId('race-track', {}, LOAD);
    await waitFor(
      () => expect(screen.getByTestId('race-order').textContent).toContain('20261126-0042'),
      NEXT_ROUND,
    );
    expect(track.dataset.state).toBe('finished');
    expect(screen.queryByTestId('race-live')).toBeNull();
    expect((await screen.findByTestId('outcome-headline')).textContent).toBe('Bạn thắng $19.60');
  });
});

describe('outcome moment in a digit room', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', SilentSocket);
    setToken('player-token');
  });

  it('says what the settled orders paid and shows the balance the server reports', async () => {
    stubDraw(DIGIT_ROOM, WON);
    renderApp({ history: ['/activity/111'] });
    const moment = await screen.findByTestId('outcome-moment', {}, { timeout: 12_000 });
    expect(moment.dataset.outcome).toBe('win');
    expect(moment.className).toContain('fr-moment--win');
    expect(within(moment).getByTestId('outcome-headline').textContent).toBe('Bạn thắng $19.60');
    expect(moment.textContent).toContain('Kỳ 20261126-0042 · bạn đã cược $20.00 · nhận lại $39.60');
    await waitFor(() => expect(within(moment).getByText('$119.60')).toBeTruthy());
    fireEvent.click(within(moment).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByTestId('outcome-moment')).toBeNull();
  });

  it('says what was lost when every line lost', async () => {
    await i18n.changeLanguage('en-US');
    stubDraw(DIGIT_ROOM, { stake: '20.00', award: '0.00', balanceAfter: '80.00' });
    renderApp({ history: ['/activity/111'] });
    const moment = await screen.findByTestId('outcome-moment', {}, { timeout: 12_000 });
    expect(moment.dataset.outcome).toBe('loss');
    expect(within(moment).getByTestId('outcome-headline').textContent).toBe('You lost $20.00');
  });

  it('calls a partial return the loss it is: no star, no win colour, the net first (issue #24)', async () => {
    // $60 on three options, $39.60 back: two lines won, the round lost $20.40.
    stubDraw(DIGIT_ROOM, { stake: '60.00', award: '39.60', balanceAfter: '79.60' });
    renderApp({ history: ['/activity/111'] });
    const moment = await screen.findByTestId('outcome-moment', {}, { timeout: 12_000 });
    expect(moment.dataset.outcome).toBe('loss');
    expect(moment.className).not.toContain('fr-moment--win');
    expect(moment.textContent).not.toContain('★');
    expect(within(moment).getByTestId('outcome-headline').textContent).toBe('Bạn thua $20.40');
    expect(moment.textContent).not.toContain('Bạn thắng');
    expect(moment.textContent).toContain('bạn đã cược $60.00 · nhận lại $39.60');
    // The latest-round line under the result agrees: the net loss first, nothing green.
    const mine = await screen.findByTestId('last-payout');
    const net = within(mine).getByTestId('net-summary');
    expect(net.dataset.outcome).toBe('loss');
    expect(net.textContent).toBe('−$20.40 · nhận lại $39.60');
    expect(mine.querySelector('.fr-tone-win, .fr-net--win')).toBeNull();
  });

  it('says break-even when exactly the stake came back', async () => {
    await i18n.changeLanguage('en-US');
    stubDraw(DIGIT_ROOM, { stake: '20.00', award: '20.00', balanceAfter: '100.00' });
    renderApp({ history: ['/activity/111'] });
    const moment = await screen.findByTestId('outcome-moment', {}, { timeout: 12_000 });
    expect(moment.dataset.outcome).toBe('even');
    expect(moment.textContent).not.toContain('★');
    expect(within(moment).getByTestId('outcome-headline').textContent).toBe(
      'Break-even: your stake came back',
    );
  });

  it('shows no moment when the player had no order in the round', async () => {
    stubDraw(DIGIT_ROOM, { stake: '0.00', award: '0.00', balanceAfter: '80.00' });
    renderApp({ history: ['/activity/111'] });
    await waitFor(() => expect(screen.getByTestId('last-outcome').textContent).toContain('20261126-0042'), {
      timeout: 12_000,
    });
    // The outcome call has answered (the result row is shown); still no moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('outcome-moment')).toBeNull();
  });
});
