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
} from '@fairround/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import {
  createPlayerForTest,
  seedAccountsForTest,
  type TestPlayer,
} from '../../accounts/accounts.test-utils.js';
import { ok, refused } from '../../cashier/cashier.test-utils.js';
import { expectLedgerInvariants, fundPlayerForTest } from '../../ledger/ledger.test-utils.js';
import type { RoundsEngine } from '../engine/engine.js';
import type { RoundRow } from '../rounds.repository.js';
import { roomTypes } from '../rounds.tables.js';
import {
  buildRoundsHarness,
  roundsOfType,
  seedRoundsForTest,
  standardRoom,
  type RoundsHarness,
} from '../rounds.test-utils.js';

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
  harness.clock.set(T0);
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  await seedRoundsForTest(database, T0);
  await database.db
    .update(roomTypes)
    .set({ enabled: false })
    .where(inArray(roomTypes.roomType, [4, 15]));
  engine = harness.engine();
  await engine.tick();
  digits = (await roundsOfType(database, 1))[0]!;
  race = (await roundsOfType(database, 16))[0]!;
  alice = await createPlayerForTest(database, { clock: harness.clock, username: 'alice77' });
  bob = await createPlayerForTest(database, { clock: harness.clock, username: 'bob88' });
  await fundPlayerForTest(database.db, alice.playerId, 100_000);
  await fundPlayerForTest(database.db, bob.playerId, 100_000);
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
  const placed = await ok<{ order_id: string }>(harness.app, '/api/Game/order', {
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
  ok<BetOrdersPage>(harness.app, '/api/Game/betOrders', { token: player.token, lang: 'en', ...body });

describe('bet records by order', () => {
  it('names the game, room and round of each order, newest first, and refunds a cancelled one', async () => {
    const first = await order(alice, digits, DIGITS_ROOM, [
      [0, 10],
      [1, 10],
    ]);
    const second = await order(alice, race, RACE_ROOM, [[0, 10]]);
    const cancelled = await order(alice, digits, DIGITS_ROOM, [[2, 10]]);
    await ok(harness.app, '/api/Game/getGamecancel', {
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
      room: { id: DIGITS_ROOM, title: 'USDT · Standard' },
      round: { seqno: digits.seqno, state: 'open', drawsAt: digits.drawsAt.getTime(), result: null },
      lines: [{ option: 2, label: 'Odd', odds: '1.98', stake: '10.00', payout: '0.00', outcome: 'refunded' }],
      stake: '10.00',
      payout: '0.00',
    });
    expect(refund.orderNumber).toBe(cancelled.replace(/-/g, '').slice(0, 16).toUpperCase());
    expect(racing).toMatchObject({
      state: 'placed',
      game: { roomType: 16, name: 'Beijing Racing' },
      room: { id: RACE_ROOM, title: 'USDT · Standard' },
      round: { seqno: race.seqno, result: null },
      lines: [{ option: 0, label: 'Big', outcome: 'pending' }],
    });
    expect(digit.lines.map((line) => [line.label, line.stake, line.outcome])).toEqual([
      ['Big', '10.00', 'pending'],
      ['Small', '10.00', 'pending'],
    ]);

    // Names follow the request's language; paging counts orders, not lines.
    const vi = await ok<BetOrdersPage>(harness.app, '/api/Game/betOrders', {
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
    expect(won.list.every((record) => record.state === 'won')).toBe(true);
    expect((await betOrders(alice, { type: 'waiting' })).total).toBe(0);
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
    await ok(harness.app, '/api/Game/getGamecancel', {
      token: alice.token,
      roomid: DIGITS_ROOM,
      order_id: cancelled,
    });
    const early = (await drawAt(next.drawsAt)).get(next.id)!;
    const earlyPaid = optionWins(2, early) ? payoutMinor(3_000, 19_800) : 0;
    const money = (minor: number) => (minor / 100).toFixed(2);

    const answer = await ok<BetDaysResponse>(harness.app, '/api/Game/betDays', {
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
      '/api/Game/todayWinLost',
      { token: alice.token },
    );
    expect(today).toEqual({
      win: answer.days[0]!.net,
      stake: answer.days[0]!.stake,
      award: answer.days[0]!.payout,
    });
    // Bob's loss or win is his alone; the default is a week.
    const bobs = await ok<BetDaysResponse>(harness.app, '/api/Game/betDays', { token: bob.token });
    expect(bobs.days).toHaveLength(7);
    expect(bobs.days[1]).toMatchObject({ day: '2026-11-21', stake: '50.00', orders: 1 });
    expect(bobs.days[0]).toMatchObject({ stake: '0.00', orders: 0 });
  });

  it('refuses a number of days outside 1–31', async () => {
    await refused(
      harness.app,
      '/api/Game/betDays',
      { token: alice.token, days: 0 },
      ErrorCode.IncompleteParameters,
    );
    await refused(
      harness.app,
      '/api/Game/betDays',
      { token: alice.token, days: 32 },
      ErrorCode.IncompleteParameters,
    );
  });
});
