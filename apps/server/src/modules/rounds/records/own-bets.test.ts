import {
  ErrorCode,
  formatOdds,
  optionWins,
  parseMoney,
  payoutMinor,
  winningOptions,
  type BetDaysResponse,
  type BetOrdersPage,
  type RoundResult,
  gameEndpoints,
} from '@fairround/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../../test/ledger.js';
import { type TestPlayer, fundedPlayer } from '../../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  openRoundsWorld,
} from '../../../test/rounds.js';
import type { RoundsEngine } from '../engine/engine.js';
import { createBettor } from '../engine/testing/settlement.test-utils.js';
import { betRecordFilterOf } from './own-bets.service.js';
import type { RoundRow } from '../rounds.repository.js';
import { orders } from '../rounds.tables.js';

/**
 * The player's bet records by order and their daily result (issue #14). The operator's zone is
 * São Paulo (UTC−3, no daylight saving) so that the first round of the day draws just before local
 * midnight and the next one just after it: 02:55 and 03:00 UTC.
 */
const ZONE = 'America/Sao_Paulo';
const T0 = new Date('2026-11-22T02:50:10Z');
const DIGITS_ROOM = standardRoom(1);
const RACE_ROOM = standardRoom(16);
const ODDS = formatOdds(19_800);

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let alice: TestPlayer;
let bob: TestPlayer;
let digits: RoundRow;
let race: RoundRow;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database, { TIMEZONE: ZONE });
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  engine = await openRoundsWorld(database, harness, { at: T0, running: [1, 16] });
  digits = (await roundsOfType(database, 1))[0]!;
  race = (await roundsOfType(database, 16))[0]!;
  alice = await fundedPlayer(database, { clock: harness.clock, username: 'alice77' });
  bob = await fundedPlayer(database, { clock: harness.clock, username: 'bob88' });
  harness.clock.set(digits.opensAt);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

async function order(
  player: TestPlayer,
  round: RoundRow,
  roomId: number,
  lines: [number, number][],
): Promise<string> {
  const placed = await ok<{ order_id: string }>(harness.app, gameEndpoints.order.path, {
    token: player.token,
    gameid: round.id,
    roomid: roomId,
    order_info: lines.map(([option, amount]) => [option, ODDS, amount]),
  });
  harness.clock.advanceMs(1_000);
  return placed.order_id;
}

/** Draws and settles every round due now; answers each round's drawn result by id. */
async function drawAt(at: Date): Promise<Map<string, RoundResult>> {
  harness.clock.set(at);
  const report = await engine.tick();
  return new Map(report.settled.map((entry) => [entry.round.id, entry.result]));
}

const betOrders = (player: TestPlayer, body: Record<string, unknown> = {}) =>
  ok<BetOrdersPage>(harness.app, gameEndpoints.betOrders.path, { token: player.token, lang: 'en', ...body });

describe('the records filter', () => {
  it('reads the keys and the seed client’s words, and anything else as all (Object.prototype names too)', () => {
    expect(['won', '中奖', '待开奖', ''].map(betRecordFilterOf)).toEqual(['won', 'won', 'waiting', 'all']);
    expect(['valueOf', 'constructor', '__proto__', 'toString'].map(betRecordFilterOf)).toEqual(
      Array(4).fill('all'),
    );
  });
});

describe('bet records by order', () => {
  it('names the game, room and round of each order, newest first, and refunds a cancelled one', async () => {
    const first = await order(alice, digits, DIGITS_ROOM, [
      [0, 10],
      [1, 10],
    ]);
    const second = await order(alice, race, RACE_ROOM, [[0, 10]]);
    const cancelled = await order(alice, digits, DIGITS_ROOM, [[2, 10]]);
    await ok(harness.app, gameEndpoints.cancel.path, {
      token: alice.token,
      roomid: DIGITS_ROOM,
      order_id: cancelled,
    });
    await order(bob, digits, DIGITS_ROOM, [[3, 10]]);

    const page = await betOrders(alice);
    expect(page).toMatchObject({ filter: 'all', page: 1, total: 3, timeZone: ZONE });
    expect(page.list.map((record) => record.orderId)).toEqual([cancelled, second, first]);
    const [refund, racing, digit] = page.list as [
      BetOrdersPage['list'][number],
      BetOrdersPage['list'][number],
      BetOrdersPage['list'][number],
    ];
    expect(refund).toMatchObject({
      state: 'cancelled',
      game: { roomType: 1, name: 'Lucky Three' },
      room: { id: DIGITS_ROOM, title: 'Lucky Three · Standard' },
      round: { seqno: digits.seqno, state: 'open', drawsAt: digits.drawsAt.getTime(), result: null },
      lines: [{ option: 2, label: 'Odd', odds: '1.98', stake: '10.00', payout: '0.00', outcome: 'refunded' }],
      stake: '10.00',
      payout: '0.00',
    });
    expect(refund.orderNumber).toBe(cancelled.replace(/-/g, '').slice(0, 16).toUpperCase());
    expect(racing).toMatchObject({
      state: 'placed',
      game: { roomType: 16, name: 'Beijing Racing' },
      room: { id: RACE_ROOM, title: 'Beijing Racing · Standard' },
      round: { seqno: race.seqno, result: null },
      lines: [{ option: 0, label: 'Big', outcome: 'pending' }],
    });
    expect(digit.lines.map((line) => [line.label, line.stake, line.outcome])).toEqual([
      ['Big', '10.00', 'pending'],
      ['Small', '10.00', 'pending'],
    ]);

    // Names follow the request's language; paging counts orders, not lines.
    const vi = await ok<BetOrdersPage>(harness.app, gameEndpoints.betOrders.path, {
      token: alice.token,
      lang: 'vi',
      pageSize: 1,
      page: 3,
    });
    expect(vi).toMatchObject({ total: 3, pageSize: 1 });
    expect(vi.list).toHaveLength(1);
    expect(vi.list[0]).toMatchObject({ orderId: first, game: { name: 'Ba số may mắn' } });
    expect(vi.list[0]!.lines.map((line) => line.label)).toEqual(['Lớn', 'Nhỏ']);
    expect((await betOrders(alice, { type: 'waiting' })).total).toBe(2);
    expect((await betOrders(alice, { type: '待开奖' })).total).toBe(2);
    expect((await betOrders(bob)).list.map((record) => record.orderId)).not.toContain(first);
  });

  it('shows the drawn result in each game’s own form and what each option won or lost', async () => {
    const first = await order(alice, digits, DIGITS_ROOM, [
      [0, 10],
      [1, 10],
      [2, 5],
    ]);
    const second = await order(alice, race, RACE_ROOM, [
      [0, 10],
      [3, 20],
    ]);
    const results = await drawAt(digits.drawsAt);
    const digitResult = results.get(digits.id)!;
    const raceResult = results.get(race.id)!;
    expect(digitResult.kind).toBe('digits');
    expect(raceResult.kind).toBe('race');

    const page = await betOrders(alice);
    const byId = new Map(page.list.map((record) => [record.orderId, record]));
    const digit = byId.get(first)!;
    if (digitResult.kind !== 'digits') throw new Error('digit room drew a race');
    expect(digit.round).toMatchObject({
      state: 'settled',
      result: {
        seqno: digits.seqno,
        gametype: 1,
        num1: digitResult.nums[0],
        num2: digitResult.nums[1],
        num3: digitResult.nums[2],
        sum: digitResult.sum,
        order: null,
        wins: winningOptions(digitResult),
      },
    });
    const racing = byId.get(second)!;
    if (raceResult.kind !== 'race') throw new Error('race room drew digits');
    expect(racing.round.result).toMatchObject({
      gametype: 16,
      num1: null,
      sum: null,
      order: raceResult.order,
    });
    expect(racing.round.result!.order).toHaveLength(10);

    for (const [record, result] of [
      [digit, digitResult],
      [racing, raceResult],
    ] as const) {
      let paid = 0;
      for (const line of record.lines) {
        const stake = parseMoney(line.stake, 2);
        const stakeMinor = stake.ok ? stake.minor : NaN;
        const won = optionWins(line.option, result);
        const payout = won ? payoutMinor(stakeMinor, 19_800) : 0;
        paid += payout;
        expect(line.outcome, `${record.game.roomType}/${line.option}`).toBe(won ? 'won' : 'lost');
        expect(line.payout).toBe((payout / 100).toFixed(2));
      }
      expect(record.payout).toBe((paid / 100).toFixed(2));
      expect(record.state).toBe(paid > 0 ? 'won' : 'lost');
    }
    const won = await betOrders(alice, { type: 'won' });
    const lost = await betOrders(alice, { type: 'lost' });
    expect(won.total + lost.total).toBe(2);
    const minor = (amount: string) => Number(amount.replace('.', ''));
    expect(won.list.every((record) => minor(record.payout) > minor(record.stake))).toBe(true);
    expect(lost.list.every((record) => minor(record.payout) <= minor(record.stake))).toBe(true);
    expect((await betOrders(alice, { type: 'waiting' })).total).toBe(0);
  });

  it('lists a partial return under "not won": big and small together always lose net (issue #24)', async () => {
    // Exactly one of big and small wins: $19.80 back on $20.00 staked — the engine marks the
    // order "won" (it paid something), the records filter it as the loss it is.
    const both = await order(alice, digits, DIGITS_ROOM, [
      [0, 10],
      [1, 10],
    ]);
    await drawAt(digits.drawsAt);
    const [record] = (await betOrders(alice)).list;
    expect(record).toMatchObject({ orderId: both, state: 'won', stake: '20.00', payout: '19.80' });
    expect((await betOrders(alice, { type: 'won' })).total).toBe(0);
    expect((await betOrders(alice, { type: 'lost' })).list.map((row) => row.orderId)).toEqual([both]);
  });
});

describe('daily result', () => {
  it('sums settled stakes, payouts and net per local day of the operator’s zone, today first', async () => {
    // 23:55 local on 21 November: two options, exactly one of big and small wins.
    await order(alice, digits, DIGITS_ROOM, [
      [0, 10],
      [1, 10],
    ]);
    await order(bob, digits, DIGITS_ROOM, [[0, 50]]);
    const late = (await drawAt(digits.drawsAt)).get(digits.id)!;
    const lateStake = 2_000;
    const latePaid = payoutMinor(1_000, 19_800);
    expect([0, 1].filter((option) => optionWins(option, late))).toHaveLength(1);

    // 00:00 local on 22 November: one settled order, one cancelled (moves no money, not counted).
    const next = (await roundsOfType(database, 1)).find((round) => round.drawsAt > digits.drawsAt)!;
    harness.clock.set(next.opensAt);
    await order(alice, next, DIGITS_ROOM, [[2, 30]]);
    const cancelled = await order(alice, next, DIGITS_ROOM, [[3, 40]]);
    await ok(harness.app, gameEndpoints.cancel.path, {
      token: alice.token,
      roomid: DIGITS_ROOM,
      order_id: cancelled,
    });
    const early = (await drawAt(next.drawsAt)).get(next.id)!;
    const earlyPaid = optionWins(2, early) ? payoutMinor(3_000, 19_800) : 0;
    const money = (minor: number) => (minor / 100).toFixed(2);

    const answer = await ok<BetDaysResponse>(harness.app, gameEndpoints.betDays.path, {
      token: alice.token,
      days: 3,
    });
    expect(answer).toEqual({
      timeZone: ZONE,
      today: '2026-11-22',
      days: [
        {
          day: '2026-11-22',
          stake: '30.00',
          payout: money(earlyPaid),
          net: money(earlyPaid - 3_000),
          orders: 1,
        },
        {
          day: '2026-11-21',
          stake: '20.00',
          payout: money(latePaid),
          net: money(latePaid - lateStake),
          orders: 1,
        },
        { day: '2026-11-20', stake: '0.00', payout: '0.00', net: '0.00', orders: 0 },
      ],
    });
    // Today's line agrees with the seed's today figure.
    const today = await ok<{ win: string; stake: string; award: string }>(
      harness.app,
      gameEndpoints.todayWinLost.path,
      { token: alice.token },
    );
    expect(today).toEqual({
      win: answer.days[0]!.net,
      stake: answer.days[0]!.stake,
      award: answer.days[0]!.payout,
    });
    // Bob's loss or win is his alone; the default is a week.
    const bobs = await ok<BetDaysResponse>(harness.app, gameEndpoints.betDays.path, { token: bob.token });
    expect(bobs.days).toHaveLength(7);
    expect(bobs.days[1]).toMatchObject({ day: '2026-11-21', stake: '50.00', orders: 1 });
    expect(bobs.days[0]).toMatchObject({ stake: '0.00', orders: 0 });
  });

  it('refuses a number of days outside 1–31', async () => {
    await refused(
      harness.app,
      gameEndpoints.betDays.path,
      { token: alice.token, days: 0 },
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      gameEndpoints.betDays.path,
      { token: alice.token, days: 32 },
      ErrorCode.IncompleteParameters,
    );
  });
});

describe('bet records of one local day', () => {
  /** The type-1 round drawing after `round`, as the engine scheduled it. */
  const roundAfter = async (round: RoundRow) =>
    (await roundsOfType(database, 1)).find((candidate) => candidate.drawsAt > round.drawsAt)!;
  const idsOf = (page: BetOrdersPage) => page.list.map((record) => record.orderId);

  it('keeps the orders settled, cancelled or still waiting on that day of the operator’s zone, as the daily result counts them', async () => {
    // 23:50 local on 21 November, settled at 23:55: the 21st.
    const lateSettled = await order(alice, digits, DIGITS_ROOM, [[0, 10]]);
    await order(bob, digits, DIGITS_ROOM, [[0, 10]]);
    await drawAt(digits.drawsAt);
    // Placed at 23:55 local on the 21st in the round drawn at midnight: settled on the 22nd …
    const next = await roundAfter(digits);
    harness.clock.set(next.opensAt);
    const acrossMidnight = await order(alice, next, DIGITS_ROOM, [[2, 20]]);
    // … and one cancelled again at 23:55: the 21st.
    const cancelled = await order(alice, next, DIGITS_ROOM, [[3, 30]]);
    await ok(harness.app, gameEndpoints.cancel.path, {
      token: alice.token,
      roomid: DIGITS_ROOM,
      order_id: cancelled,
    });
    await drawAt(next.drawsAt);
    // 00:00 local on the 22nd, not drawn yet: waiting, on the 22nd.
    const third = await roundAfter(next);
    harness.clock.set(third.opensAt);
    const waiting = await order(alice, third, DIGITS_ROOM, [[1, 40]]);

    const day21 = await betOrders(alice, { day: '2026-11-21' });
    expect(day21).toMatchObject({ day: '2026-11-21', total: 2, timeZone: ZONE });
    expect(idsOf(day21)).toEqual([cancelled, lateSettled]);
    const day22 = await betOrders(alice, { day: '2026-11-22' });
    expect(day22).toMatchObject({ day: '2026-11-22', total: 2 });
    expect(idsOf(day22)).toEqual([waiting, acrossMidnight]);
    expect(await betOrders(alice, { day: '2026-11-20' })).toMatchObject({ total: 0, list: [] });
    // Every day, as before; an empty day is every day too (the seed's clients send empty fields).
    expect(await betOrders(alice)).toMatchObject({ day: null, total: 4 });
    expect(await betOrders(alice, { day: '' })).toMatchObject({ day: null, total: 4 });

    // The day's settled orders are the ones its daily result counts.
    const days = await ok<BetDaysResponse>(harness.app, gameEndpoints.betDays.path, {
      token: alice.token,
      days: 2,
    });
    for (const { day, orders: settled } of days.days) {
      const won = await betOrders(alice, { day, type: 'won' });
      const lost = await betOrders(alice, { day, type: 'lost' });
      expect(won.total + lost.total, day).toBe(settled);
    }
    // The day, the filter and paging together.
    expect(idsOf(await betOrders(alice, { day: '2026-11-22', type: 'waiting' }))).toEqual([waiting]);
    const second = await betOrders(alice, { day: '2026-11-22', page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, page: 2 });
    expect(idsOf(second)).toEqual([acrossMidnight]);
    expect((await betOrders(bob, { day: '2026-11-21' })).total).toBe(1);
  });

  it('refuses a day that is not a real date written YYYY-MM-DD with 1001 naming it', async () => {
    for (const day of ['2026-02-30', '2026-11-2', '22/11/2026', 'today', '2026-11-22T00:00', 20261122]) {
      const failure = await refused(
        harness.app,
        gameEndpoints.betOrders.path,
        { token: alice.token, day },
        ErrorCode.IncompleteParameters,
      );
      expect(failure.field, String(day)).toBe('day');
    }
  });

  it('pages exactly one day’s orders out of 340 over four days', { timeout: 60_000 }, async () => {
    const PER_DAY = 80;
    const PAGE_SIZE = 25;
    await fundPlayerForTest(database.db, alice.playerId, 100_000_000);
    await fundPlayerForTest(database.db, bob.playerId, 100_000_000);
    const aliceBets = createBettor(database.db, harness.clock, [alice.playerId]);
    const bobBets = createBettor(database.db, harness.clock, [bob.playerId]);
    const expected = new Map<string, string[]>();
    // Noon local (15:00 UTC) on 22–25 November: one round a day, settled the same day.
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']) {
      harness.clock.set(new Date(`${day}T15:00:10Z`));
      await engine.tick();
      const round = (await roundsOfType(database, 1)).find(
        (candidate) => candidate.opensAt <= harness.clock.now() && candidate.locksAt > harness.clock.now(),
      )!;
      for (let i = 0; i < PER_DAY; i += 1) {
        await aliceBets(round);
        if (i % 16 === 0) await bobBets(round);
        harness.clock.advanceMs(1_000);
      }
      await drawAt(round.drawsAt);
      const placed = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.roundId, round.id), eq(orders.playerId, alice.playerId)));
      expected.set(day, placed.map((row) => row.id).sort());
    }

    for (const [day, ids] of expected) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(PER_DAY / PAGE_SIZE); page += 1) {
        const answer = await betOrders(alice, { day, page, pageSize: PAGE_SIZE });
        expect(answer.total, day).toBe(PER_DAY);
        expect(answer.list.length).toBe(Math.min(PAGE_SIZE, PER_DAY - (page - 1) * PAGE_SIZE));
        seen.push(...idsOf(answer));
      }
      expect(seen.length, day).toBe(new Set(seen).size);
      expect([...seen].sort(), day).toEqual(ids);
    }
    expect((await betOrders(alice, { day: '2026-11-26' })).total).toBe(0);
    expect((await betOrders(alice)).total).toBe(4 * PER_DAY);
  });
});
