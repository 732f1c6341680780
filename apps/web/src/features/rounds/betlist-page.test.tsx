import {
  ErrorCode,
  type BetDay,
  type BetDaysResponse,
  type BetOrderRecord,
  type BetOrdersPage,
  CATALOGUES,
  fillTemplate,
  gameEndpoints,
  type UserInfo,
  accountsEndpoints,
} from '@fairround/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formattersFor } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { ok, renderApp, stubApi, TEST_CONFIG, type Envelope } from '../../test/render-app';
import { LOAD } from '../../test/fixtures';

const r = CATALOGUES.vi.web.rounds;
const ZONE = 'Asia/Ho_Chi_Minh';
const PLAYER = { id: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001', money: '350.00', noPassword2: 0 } as UserInfo;
const DIGITS = {
  seqno: '20261122-0061',
  gametype: 1,
  num1: 4,
  num2: 9,
  num3: 2,
  sum: 15,
  order: null,
  wins: [0, 2, 4],
  resultcn: '',
  drawsAt: 0,
  lateBySeconds: null,
};
const RACE_ORDER = [7, 3, 10, 1, 5, 2, 9, 4, 8, 6];
const RACE = {
  seqno: '20261122-0030',
  gametype: 16,
  num1: null,
  num2: null,
  num3: null,
  sum: null,
  order: RACE_ORDER,
  wins: [0, 2],
  resultcn: '',
  drawsAt: 0,
  lateBySeconds: null,
};

function record(id: string, extra: Partial<BetOrderRecord>): BetOrderRecord {
  return {
    orderId: id,
    orderNumber: id.toUpperCase().padEnd(16, '0'),
    state: 'placed',
    placedAt: Date.parse('2026-11-22T03:04:05.000Z'),
    game: { roomType: 1, name: 'Ba số may mắn' },
    room: { id: 111, title: 'Ba số may mắn · Tiêu chuẩn', tier: 'standard' },
    round: {
      seqno: '20261122-0062',
      state: 'open',
      drawsAt: Date.parse('2026-11-22T03:10:00.000Z'),
      result: null,
    },
    lines: [],
    stake: '0.00',
    payout: '0.00',
    ...extra,
  };
}

const WON = record('a1', {
  state: 'won',
  round: { seqno: DIGITS.seqno, state: 'settled', drawsAt: 0, result: DIGITS },
  lines: [
    { option: 0, label: 'Lớn', odds: '1.98', stake: '10.00', payout: '19.80', outcome: 'won' },
    { option: 1, label: 'Nhỏ', odds: '1.98', stake: '10.00', payout: '0.00', outcome: 'lost' },
  ],
  stake: '20.00',
  payout: '19.80',
});
const RACING = record('b2', {
  state: 'lost',
  game: { roomType: 16, name: 'Đua xe Bắc Kinh' },
  room: { id: 1611, title: 'Đua xe Bắc Kinh · Tiêu chuẩn', tier: 'standard' },
  round: { seqno: RACE.seqno, state: 'settled', drawsAt: 0, result: RACE },
  lines: [{ option: 1, label: 'Nhỏ', odds: '1.98', stake: '30.00', payout: '0.00', outcome: 'lost' }],
  stake: '30.00',
  payout: '0.00',
});
const CANCELLED = record('c3', {
  state: 'cancelled',
  game: { roomType: 4, name: null },
  lines: [{ option: 3, label: 'Chẵn', odds: '1.98', stake: '15.00', payout: '0.00', outcome: 'refunded' }],
  stake: '15.00',
});
const WAITING = record('d4', {
  lines: [{ option: 10, label: 'Bộ ba', odds: '99.00', stake: '10.00', payout: '0.00', outcome: 'pending' }],
  stake: '10.00',
});

function ordersPage(list: BetOrderRecord[], extra: Partial<BetOrdersPage> = {}): BetOrdersPage {
  return {
    filter: 'all',
    day: null,
    page: 1,
    pageSize: 10,
    total: list.length,
    timeZone: ZONE,
    list,
    ...extra,
  };
}

const day = (date: string, stake: string, payout: string, net: string, orders: number): BetDay => ({
  day: date,
  stake,
  payout,
  net,
  orders,
});
const DAYS: BetDaysResponse = {
  timeZone: ZONE,
  today: '2026-11-22',
  days: [
    day('2026-11-22', '20.00', '19.80', '-0.20', 1),
    day('2026-11-21', '50.00', '99.00', '49.00', 2),
    day('2026-11-20', '0.00', '0.00', '0.00', 0),
  ],
};

type Answer = (path: string, body: Record<string, unknown>) => Envelope | Promise<Envelope> | undefined;

function open(answer: Answer) {
  setToken('player-token');
  const fetchMock = stubApi((path, body) => {
    if (path === accountsEndpoints.userInfo.path) return ok(PLAYER);
    return answer(path, body) ?? (path === gameEndpoints.betDays.path ? ok(DAYS) : ok(ordersPage([])));
  });
  renderApp({ history: ['/betlist'] });
  return fetchMock;
}

const bodiesOf = (fetchMock: ReturnType<typeof open>, path: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const failure: Envelope = { code: 0, info: 'Boom', data: { errCode: ErrorCode.UnknownError } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/betlist', { timeout: 20_000 }, () => {
  it('shows each order with its game, room, round, drawn result and what each option won', async () => {
    open((path) =>
      path === gameEndpoints.betOrders.path ? ok(ordersPage([WON, RACING, CANCELLED, WAITING])) : undefined,
    );
    const cards = await screen.findAllByTestId('bet-record', {}, LOAD);
    expect(cards).toHaveLength(4);
    const [won, racing, cancelled, waiting] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(won).getByText('Ba số may mắn')).toBeTruthy();
    // The game once, then the tier: no currency word, no "Ba số may mắn · Ba số may mắn" (issue #24).
    expect(within(won).getByText('Tiêu chuẩn')).toBeTruthy();
    expect(won.textContent).not.toContain('USDT');
    expect(
      within(won)
        .getByRole('link', { name: fillTemplate(r.records.round, { seqno: DIGITS.seqno }) })
        .getAttribute('href'),
    ).toBe(`/current/${DIGITS.seqno}?type=1`);
    expect(within(won).getByRole('time').getAttribute('datetime')).toBe('2026-11-22T03:04:05.000Z');
    // The digits and their sum, said in full to a screen reader.
    expect(
      within(won).getByLabelText(fillTemplate(r.result.digits, { a: 4, b: 9, c: 2, sum: 15 })),
    ).toBeTruthy();
    expect(within(won).getByTestId('bet-result').textContent).toContain('= 15');
    const [big, small] = within(won).getAllByTestId('bet-line') as [HTMLElement, HTMLElement];
    expect(big.textContent).toContain('Lớn');
    expect(big.textContent).toContain('×1.98');
    expect(big.textContent).toContain('$10.00');
    expect(big.querySelector('.fr-bet-lines__outcome--won')?.textContent).toBe(
      `${r.records.outcomes.won}$19.80`,
    );
    expect(within(big).getByText('$19.80').className).toContain('fr-tone-win');
    expect(small.textContent).toContain(r.records.outcomes.lost);
    expect(within(won).getByTestId('bet-stake').textContent).toBe('$20.00');
    expect(within(won).getByTestId('bet-payout').textContent).toContain('$19.80');
    const pill = (card: HTMLElement) => card.querySelector('.fr-status');
    // Big and Small together: one line won, $19.80 back on $20.00 — a net loss, said first (issue #24).
    expect(pill(won)?.textContent).toBe(r.records.status.lost);
    expect(pill(won)?.className).toContain('fr-status--lost');
    expect(within(won).getByTestId('bet-payout').querySelector('.fr-tone-win')).toBeNull();
    const net = within(won).getByTestId('net-summary');
    expect(net.dataset.outcome).toBe('loss');
    expect(net.textContent).toBe('−$0.20 · nhận lại $19.80');
    expect(
      within(won)
        .getByRole('link', { name: fillTemplate(r.records.verifyLabel, { seqno: DIGITS.seqno }) })
        .getAttribute('href'),
    ).toBe(`/fairness?type=1&seqno=${DIGITS.seqno}`);

    // The race: its cars in finishing order and the winner, not digits.
    expect(within(racing).getByText('Đua xe Bắc Kinh')).toBeTruthy();
    expect(
      within(racing).getByLabelText(fillTemplate(r.result.raceOrder, { order: RACE_ORDER.join(', ') })),
    ).toBeTruthy();
    expect(within(racing).getByTestId('bet-result').textContent).toContain(
      fillTemplate(r.records.winnerCar, { car: 7 }),
    );
    expect(pill(racing)?.className).toContain('fr-status--lost');

    // A cancelled order: refunded, no result; a game no tile names any more still says which, by
    // the catalogue's name rather than "type 4" (issue #24).
    expect(within(cancelled).getByText('Ba số nhanh')).toBeTruthy();
    expect(cancelled.textContent).not.toMatch(/USDT|loại 4/i);
    expect(within(cancelled).getByTestId('bet-line').textContent).toContain(r.records.outcomes.refunded);
    expect(pill(cancelled)?.textContent).toBe(r.records.status.cancelled);
    expect(within(cancelled).getByTestId('bet-result').textContent).toBe(r.records.notDrawn);
    expect(
      within(cancelled).queryByRole('link', {
        name: fillTemplate(r.records.verifyLabel, { seqno: '20261122-0062' }),
      }),
    ).toBeNull();

    expect(within(waiting).getByTestId('bet-line').textContent).toContain(r.records.outcomes.pending);
    expect(pill(waiting)?.className).toContain('fr-status--waiting');
    expect(waiting.textContent).toContain('×99.00');
  });

  it('sums the settled bets of today and steps back through the days in the operator’s zone', async () => {
    open(() => undefined);
    const summary = await screen.findByTestId('bet-day', {}, LOAD);
    const format = formattersFor('vi', TEST_CONFIG.timeZone, TEST_CONFIG.currency);
    expect(within(summary).getByTestId('bet-day-name').textContent).toBe(
      `${r.records.day.today} · ${format.day('2026-11-22')}`,
    );
    expect(within(summary).getByTestId('bet-day-stake').textContent).toBe('$20.00');
    expect(within(summary).getByTestId('bet-day-payout').textContent).toBe('$19.80');
    const loss = within(summary).getByText('-$0.20');
    expect(loss.className).toContain('fr-tone-loss');
    expect(within(summary).getByText(fillTemplate(r.records.day.settled_other, { count: 1 }))).toBeTruthy();
    expect(summary.textContent).toContain(fillTemplate(r.records.day.zone, { zone: format.zoneName() }));
    const next = within(summary).getByRole('button', { name: r.records.day.next }) as HTMLButtonElement;
    const previous = within(summary).getByRole('button', {
      name: r.records.day.previous,
    }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    fireEvent.click(previous);
    expect(within(summary).getByTestId('bet-day-name').textContent).toBe(
      `${r.records.day.yesterday} · ${format.day('2026-11-21')}`,
    );
    expect(within(summary).getByText('+$49.00').className).toContain('fr-tone-win');
    fireEvent.click(previous);
    expect(within(summary).getByTestId('bet-day-name').textContent).toBe(format.day('2026-11-20'));
    expect(within(summary).getByText(r.records.day.none)).toBeTruthy();
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(within(summary).getByTestId('bet-day-name').textContent).toContain(r.records.day.yesterday);
  });

  it('asks for the chosen filter and pages by order', async () => {
    const fetchMock = open((path, body) =>
      path === gameEndpoints.betOrders.path
        ? ok(ordersPage([WON], { total: 25, page: Number(body.page) }))
        : undefined,
    );
    await screen.findAllByTestId('bet-record', {}, LOAD);
    expect(bodiesOf(fetchMock, gameEndpoints.betOrders.path)[0]).toMatchObject({
      type: 'all',
      page: 1,
      pageSize: 10,
    });
    expect(bodiesOf(fetchMock, gameEndpoints.betDays.path)[0]).toMatchObject({ days: 31 });
    expect(screen.getByText(fillTemplate(r.records.pageOf, { page: 1, pages: 3 }))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: r.records.next }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, gameEndpoints.betOrders.path).at(-1)).toMatchObject({
        type: 'all',
        page: 2,
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: r.records.filters.won }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, gameEndpoints.betOrders.path).at(-1)).toMatchObject({
        type: 'won',
        page: 1,
      }),
    );
    expect(screen.getByRole('tab', { name: r.records.filters.won }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('limits the list to the day chosen on the daily result, follows the card, and shows every day again', async () => {
    const format = formattersFor('vi', TEST_CONFIG.timeZone, TEST_CONFIG.currency);
    let releaseToday: (() => void) | null = null;
    const fetchMock = open((path, body) => {
      if (path !== gameEndpoints.betOrders.path) return undefined;
      if (body.day === '2026-11-21') return ok(ordersPage([RACING], { day: '2026-11-21', total: 12 }));
      if (body.day === '2026-11-22') {
        // Held back, so the list's loading state can be seen.
        return new Promise<Envelope>((resolve) => {
          releaseToday = () => resolve(ok(ordersPage([], { day: '2026-11-22' })));
        });
      }
      return ok(ordersPage([WON, RACING, CANCELLED, WAITING]));
    });
    expect(await screen.findAllByTestId('bet-record', {}, LOAD)).toHaveLength(4);
    const heading = () => screen.getByTestId('bet-list-day').textContent;
    expect(heading()).toBe(r.records.list.allDays);
    expect(screen.queryByRole('button', { name: r.records.list.showAll })).toBeNull();

    // Stepping the card alone does not filter; its button does.
    const summary = screen.getByTestId('bet-day');
    fireEvent.click(within(summary).getByRole('button', { name: r.records.day.previous }));
    const show = within(summary).getByRole('button', { name: r.records.day.show });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    expect(bodiesOf(fetchMock, gameEndpoints.betOrders.path).every((body) => body.day === undefined)).toBe(
      true,
    );
    fireEvent.click(show);
    await waitFor(() => expect(screen.getAllByTestId('bet-record')).toHaveLength(1));
    expect(bodiesOf(fetchMock, gameEndpoints.betOrders.path).at(-1)).toEqual(
      expect.objectContaining({ type: 'all', page: 1, day: '2026-11-21' }),
    );
    expect(show.getAttribute('aria-pressed')).toBe('true');
    expect(heading()).toBe(`${r.records.day.yesterday} · ${format.day('2026-11-21')}`);
    expect(within(screen.getByTestId('bet-record')).getByText('Đua xe Bắc Kinh')).toBeTruthy();

    // Paging keeps the day.
    fireEvent.click(screen.getByRole('button', { name: r.records.next }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, gameEndpoints.betOrders.path).at(-1)).toMatchObject({
        day: '2026-11-21',
        page: 2,
      }),
    );

    // Stepping the card while a day is chosen moves the list too, from page 1: loading, then empty.
    fireEvent.click(within(summary).getByRole('button', { name: r.records.day.next }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, gameEndpoints.betOrders.path).at(-1)).toMatchObject({
        day: '2026-11-22',
        page: 1,
      }),
    );
    expect(heading()).toBe(`${r.records.day.today} · ${format.day('2026-11-22')}`);
    expect(screen.queryAllByTestId('bet-record')).toHaveLength(0);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => releaseToday!());
    expect(await screen.findByText(r.records.list.emptyDay)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: r.records.list.showAll }));
    await waitFor(() => expect(screen.getAllByTestId('bet-record')).toHaveLength(4));
    expect(heading()).toBe(r.records.list.allDays);
    expect(
      within(summary).getByRole('button', { name: r.records.day.show }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('says when there are no bets, and offers a retry when the records or the day cannot load', async () => {
    let fail = true;
    open((path) => {
      if (fail) return failure;
      return path === gameEndpoints.betOrders.path ? ok(ordersPage([])) : undefined;
    });
    expect(await screen.findByText(r.records.loadFailed, {}, LOAD)).toBeTruthy();
    expect(screen.getByText(r.records.day.loadFailed)).toBeTruthy();
    fail = false;
    const retries = screen.getAllByRole('button', { name: CATALOGUES.vi.web.common.retry });
    expect(retries).toHaveLength(2);
    for (const retry of retries) fireEvent.click(retry);
    expect(await screen.findByText(r.records.empty)).toBeTruthy();
    expect(await screen.findByTestId('bet-day')).toBeTruthy();
    expect(screen.queryByText(r.records.loadFailed)).toBeNull();
  });

  it('speaks English with the player’s language', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const en = CATALOGUES['en-US'].web.rounds;
    open((path) =>
      path === gameEndpoints.betOrders.path
        ? ok(
            ordersPage([
              {
                ...CANCELLED,
                game: { roomType: 1, name: 'Lucky Three' },
                lines: [{ ...CANCELLED.lines[0]!, label: 'Even' }],
              },
            ]),
          )
        : undefined,
    );
    const card = await screen.findByTestId('bet-record', {}, LOAD);
    expect(within(card).getByText('Lucky Three')).toBeTruthy();
    expect(within(card).getByText(en.records.outcomes.refunded)).toBeTruthy();
    expect(screen.getByText(fillTemplate(en.records.day.settled_one, { count: 1 }))).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Won',
      'Not won',
      'Waiting',
    ]);
  });
});
