import {
  balanceEventSchema,
  ErrorCode,
  formatOdds,
  payoutMinor,
  roomOrderEventSchema,
  roomTitle,
  gameEndpoints,
} from '@fairround/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { type TestPlayer, fundedPlayer } from '../../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  START,
  openRoundsWorld,
} from '../../../test/rounds.js';
import { players } from '../../accounts/players.tables.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import type { RoundsEngine } from '../engine/engine.js';
import { createRoundsRepository, type RoomRow, type RoundRow } from '../rounds.repository.js';
import { orders, rooms, roomTypes } from '../rounds.tables.js';

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let alice: TestPlayer;
let bob: TestPlayer;
let round: RoundRow;
let room: RoomRow;

const ROOM = standardRoom(1);

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  // Types 1 and 4 are all these cases need; fewer rounds keep each case quick.
  engine = await openRoundsWorld(database, harness, { running: [1, 4] });
  round = (await roundsOfType(database, 1))[0]!;
  room = (await createRoundsRepository({ db: database.db }).room(ROOM))!;
  alice = await fundedPlayer(database, { clock: harness.clock });
  bob = await fundedPlayer(database, { clock: harness.clock });
  harness.clock.set(round.opensAt);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const ledger = () => createLedgerService({ db: database.db, clock: harness.clock });
const odds = (option: number) => formatOdds(room.rates[option]!);
const orderBody = (player: TestPlayer, info: unknown, extra: Record<string, unknown> = {}) => ({
  token: player.token,
  gameid: round.id,
  roomid: ROOM,
  order_info: info,
  ...extra,
});
type Placed = {
  order_id: string;
  total: string;
  balance: string;
  replayed: boolean;
  lines: { value: number; rate: string; money: string }[];
};

describe('placing an order', () => {
  it('moves the stake from cash to escrow and answers the order', async () => {
    const placed = await ok<Placed>(
      harness.app,
      gameEndpoints.order.path,
      orderBody(
        alice,
        [
          [0, odds(0), 10],
          [2, odds(2), 5],
        ],
        { order_key: 'k1' },
      ),
    );
    expect(placed.total).toBe('15.00');
    expect(placed.balance).toBe('985.00');
    expect(placed.lines.map((line) => [line.value, line.rate, line.money])).toEqual([
      [0, odds(0), '10.00'],
      [2, odds(2), '5.00'],
    ]);
    const balances = await ledger().playerBalances(alice.playerId);
    expect(balances).toMatchObject({ cash: 98_500, betEscrow: 1_500 });
  });

  it('is idempotent by order_key: a replay answers the same order and moves nothing', async () => {
    const body = orderBody(alice, [[1, odds(1), 20]], { order_key: 'same-key' });
    const first = await ok<Placed>(harness.app, gameEndpoints.order.path, body);
    const again = await ok<Placed>(harness.app, gameEndpoints.order.path, body);
    expect(again.order_id).toBe(first.order_id);
    expect(again.replayed).toBe(true);
    expect((await ledger().playerBalances(alice.playerId)).betEscrow).toBe(2_000);
    // Concurrent replays of a new key: still one order.
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<Placed>(
          harness.app,
          gameEndpoints.order.path,
          orderBody(alice, [[1, odds(1), 20]], { order_key: 'race-key' }),
        ),
      ),
    );
    expect(new Set(concurrent.map((answer) => answer.data.order_id)).size).toBe(1);
    expect((await ledger().playerBalances(alice.playerId)).betEscrow).toBe(4_000);
  });

  it('answers the catalogue code of every broken rule', async () => {
    const app = harness.app;
    await refused(
      app,
      gameEndpoints.order.path,
      { ...orderBody(alice, [[0, odds(0), 10]]), roomid: '' },
      ErrorCode.RoomIdEmpty,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      { ...orderBody(alice, [[0, odds(0), 10]]), roomid: 9999 },
      ErrorCode.RoomNotFound,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      { ...orderBody(alice, [[0, odds(0), 10]]), gameid: '' },
      ErrorCode.PeriodEmpty,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      { ...orderBody(alice, [[0, odds(0), 10]]), gameid: 'nope' },
      ErrorCode.NoActiveRound,
    );
    // A round of another room type is not this room's round.
    const other = (await roundsOfType(database, 4))[0]!;
    await refused(
      app,
      gameEndpoints.order.path,
      { ...orderBody(alice, [[0, odds(0), 10]]), gameid: other.id },
      ErrorCode.NoActiveRound,
    );
    await refused(app, gameEndpoints.order.path, orderBody(alice, []), ErrorCode.BetInfoEmpty);
    await refused(app, gameEndpoints.order.path, orderBody(alice, undefined), ErrorCode.BetInfoEmpty);
    const ten = Array.from({ length: 10 }, (_, option) => [option, odds(option), 10]);
    const tooMany = await refused(
      app,
      gameEndpoints.order.path,
      orderBody(alice, ten),
      ErrorCode.TooManyOptions,
    );
    expect(tooMany.field).toBe('order_info');
    await refused(
      app,
      gameEndpoints.order.path,
      orderBody(alice, [
        [0, odds(0), 10],
        [0, odds(0), 10],
      ]),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      orderBody(alice, [[11, '1.98', 10]]),
      ErrorCode.IncompleteParameters,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 10.5]]),
      ErrorCode.IncorrectAmount,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 'ten']]),
      ErrorCode.IncorrectAmount,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 0]]),
      ErrorCode.AmountNotPositive,
    );
    await refused(
      app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), -5]]),
      ErrorCode.AmountNotPositive,
    );
    await refused(app, gameEndpoints.order.path, orderBody(alice, [[0, '1.50', 10]]), ErrorCode.OddsChanged);
    // Nine options are allowed.
    const nine = Array.from({ length: 9 }, (_, option) => [option, odds(option), 2]);
    await ok(app, gameEndpoints.order.path, orderBody(alice, nine));
    expect((await ledger().playerBalances(alice.playerId)).betEscrow).toBe(1_800);
  });

  it('refuses a total below the room minimum with the number (1024)', async () => {
    const answer = await call<{ errCode: number }>(harness.app, gameEndpoints.order.path, {
      ...orderBody(alice, [
        [0, odds(0), 4],
        [1, odds(1), 5],
      ]),
      lang: 'en',
    });
    expect(answer.data.errCode).toBe(ErrorCode.BelowMinimumBuy);
    expect(answer.info).toContain('10.00');
  });

  it('refuses a total the cash does not cover (1025) and a room above the VIP level (2055)', async () => {
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 1001]]),
      ErrorCode.BalanceInsufficient,
    );
    const vipRoom = ROOM + 1;
    await refused(
      harness.app,
      gameEndpoints.order.path,
      { ...orderBody(alice, [[0, odds(0), 50]]), roomid: vipRoom },
      ErrorCode.VipLevelTooLow,
    );
    expect((await ledger().playerBalances(alice.playerId)).betEscrow).toBe(0);
  });

  it('refuses orders in a disabled room (1020)', async () => {
    await database.db.update(rooms).set({ enabled: false }).where(eq(rooms.id, ROOM));
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 10]]),
      ErrorCode.TradingStopped,
    );
  });
});

describe('odds and the racing room', () => {
  it('keeps the odds of an open round when the console changes them; the next round takes the new ones', async () => {
    const [, next] = await roundsOfType(database, 1);
    const newRates = room.rates.map((rate, option) => (option === 0 ? rate - 100 : rate));
    await database.db
      .update(rooms)
      .set({ pendingRates: newRates, pendingFrom: next!.opensAt })
      .where(eq(rooms.id, ROOM));
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, formatOdds(newRates[0]!), 10]]),
      ErrorCode.OddsChanged,
    );
    await ok(harness.app, gameEndpoints.order.path, orderBody(alice, [[0, odds(0), 10]]));
    harness.clock.set(next!.opensAt);
    await engine.tick();
    const nextBody = { ...orderBody(bob, [[0, odds(0), 10]]), gameid: next!.id };
    await refused(harness.app, gameEndpoints.order.path, nextBody, ErrorCode.OddsChanged);
    await ok(harness.app, gameEndpoints.order.path, {
      ...nextBody,
      order_info: [[0, formatOdds(newRates[0]!), 10]],
    });
    const info = await ok<{ room: { rate0: string } }>(harness.app, gameEndpoints.gameInfo.path, {
      token: bob.token,
      roomid: ROOM,
    });
    expect(info.room.rate0).toBe(formatOdds(newRates[0]!));
  });

  it('takes 4 options in the racing room and pays on the champion', async () => {
    await database.db.update(roomTypes).set({ enabled: true }).where(eq(roomTypes.roomType, 16));
    harness.clock.set(START);
    await engine.tick();
    const [race] = await roundsOfType(database, 16);
    const raceRoom = standardRoom(16);
    const rates = (await createRoundsRepository({ db: database.db }).room(raceRoom))!.rates;
    harness.clock.set(race!.opensAt);
    const body = (info: unknown) => ({
      token: alice.token,
      gameid: race!.id,
      roomid: raceRoom,
      order_info: info,
    });
    await refused(
      harness.app,
      gameEndpoints.order.path,
      body([[4, formatOdds(rates[0]!), 10]]),
      ErrorCode.IncompleteParameters,
    );
    await ok(
      harness.app,
      gameEndpoints.order.path,
      body([
        [0, formatOdds(rates[0]!), 10],
        [3, formatOdds(rates[3]!), 20],
      ]),
    );
    harness.clock.set(race!.drawsAt);
    const report = await engine.tick();
    const result = report.settled.find((entry) => entry.round.id === race!.id)!.result;
    if (result.kind !== 'race') throw new Error('a race round drew digits');
    const champion = result.order[0]!;
    const paid =
      (champion >= 6 ? payoutMinor(1_000, rates[0]!) : 0) +
      (champion % 2 === 0 ? payoutMinor(2_000, rates[3]!) : 0);
    expect(await ledger().playerBalances(alice.playerId)).toMatchObject({
      cash: 100_000 - 3_000 + paid,
      betEscrow: 0,
    });
  });
});

describe('real-time', () => {
  it('pushes the order to the room feed (masked) and the new balance to the player only', async () => {
    const feed: unknown[] = [];
    const mine: unknown[] = [];
    const theirs: unknown[] = [];
    const stops = [
      harness.deps.realtime.listen(`room-orders:${ROOM}`, (event) => feed.push(JSON.parse(event.frame))),
      harness.deps.realtime.listen(`player:${alice.playerId}:me`, (event) =>
        mine.push(JSON.parse(event.frame)),
      ),
      harness.deps.realtime.listen(`player:${bob.playerId}:me`, (event) =>
        theirs.push(JSON.parse(event.frame)),
      ),
    ];
    try {
      const placed = await ok<Placed>(
        harness.app,
        gameEndpoints.order.path,
        orderBody(alice, [[4, odds(4), 10]]),
      );
      await ok(harness.app, gameEndpoints.cancel.path, {
        token: alice.token,
        roomid: ROOM,
        order_id: placed.order_id,
      });
      const feedEvents = feed.map((frame) =>
        roomOrderEventSchema.parse((frame as { payload: unknown }).payload),
      );
      expect(
        feedEvents.map((event) => [event.event, event.orderId, event.lines[0]!.value, event.lines[0]!.money]),
      ).toEqual([
        ['placed', placed.order_id, 4, '10.00'],
        ['cancelled', placed.order_id, 4, '10.00'],
      ]);
      expect(feedEvents[0]!.username).toMatch(/^.\*\*\*.$/);
      const balances = mine.map((frame) => balanceEventSchema.parse((frame as { payload: unknown }).payload));
      expect(balances.map((event) => [event.reason, event.money])).toEqual([
        ['order', '990.00'],
        ['cancel', '1000.00'],
      ]);
      expect(theirs).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('the lock boundary', () => {
  it('accepts an order 1 ms before the lock and refuses one at the lock (1029)', async () => {
    harness.clock.set(new Date(round.locksAt.getTime() - 1));
    await ok(harness.app, gameEndpoints.order.path, orderBody(alice, [[0, odds(0), 10]]));
    harness.clock.set(round.locksAt);
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(bob, [[0, odds(0), 10]]),
      ErrorCode.OutsideBettingTime,
    );
  });

  it('getGameinfo calls a round "upcoming" until its opensAt, while orders answer 1029, and "open" from it', async () => {
    const answer = () =>
      ok<{ game: { seqno: string; state: string }; room: { title: string } }>(
        harness.app,
        gameEndpoints.gameInfo.path,
        { token: alice.token, roomid: ROOM },
      );
    const info = async () => (await answer()).game;
    harness.clock.set(new Date(round.opensAt.getTime() - 1));
    expect(await info()).toMatchObject({ seqno: round.seqno, state: 'upcoming' });
    // The room names its game and tier, never the tab's currency (issue #24 item 4).
    expect((await answer()).room.title).toBe(roomTitle('vi', 1, 'standard'));
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 10]]),
      ErrorCode.OutsideBettingTime,
    );
    harness.clock.set(round.opensAt);
    expect(await info()).toMatchObject({ seqno: round.seqno, state: 'open' });
    await ok(harness.app, gameEndpoints.order.path, orderBody(alice, [[0, odds(0), 10]]));
  });

  it('refuses orders before the round opens, in locked rounds and in settled rounds', async () => {
    harness.clock.set(new Date(round.opensAt.getTime() - 1));
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 10]]),
      ErrorCode.OutsideBettingTime,
    );
    harness.clock.set(round.locksAt);
    await engine.tick();
    // Even with the clock wound back, a locked round takes nothing.
    harness.clock.set(round.opensAt);
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 10]]),
      ErrorCode.OutsideBettingTime,
    );
    harness.clock.set(round.drawsAt);
    await engine.tick();
    harness.clock.set(round.opensAt);
    await refused(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[0, odds(0), 10]]),
      ErrorCode.OutsideBettingTime,
    );
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(row!.n).toBe(0);
  });
});

describe('cancelling', () => {
  it('refunds an own order while open; refuses someone else’s (1041) and after the lock (2003)', async () => {
    const mine = await ok<Placed>(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [[3, odds(3), 30]]),
    );
    const bobs = await ok<Placed>(harness.app, gameEndpoints.order.path, orderBody(bob, [[3, odds(3), 30]]));
    await refused(
      harness.app,
      gameEndpoints.cancel.path,
      { token: alice.token, roomid: ROOM, order_id: bobs.order_id },
      ErrorCode.OrderNotFound,
    );
    await refused(
      harness.app,
      gameEndpoints.cancel.path,
      { token: alice.token, roomid: ROOM, order_id: 'x' },
      ErrorCode.OrderNotFound,
    );
    const cancelled = await ok<{ order_id: string; balance: string }>(
      harness.app,
      gameEndpoints.cancel.path,
      { token: alice.token, roomid: ROOM, order_id: mine.order_id },
    );
    expect(cancelled.balance).toBe('1000.00');
    expect(await ledger().playerBalances(alice.playerId)).toMatchObject({ cash: 100_000, betEscrow: 0 });
    // Twice: nothing more moves.
    await refused(
      harness.app,
      gameEndpoints.cancel.path,
      { token: alice.token, roomid: ROOM, order_id: mine.order_id },
      ErrorCode.CancellationFailed,
    );
    harness.clock.set(round.locksAt);
    await refused(
      harness.app,
      gameEndpoints.cancel.path,
      { token: bob.token, roomid: ROOM, order_id: bobs.order_id },
      ErrorCode.CancellationFailed,
    );
    expect((await ledger().playerBalances(bob.playerId)).betEscrow).toBe(3_000);
  });
});

describe('settlement', () => {
  it('pays winners stake × odds, keeps losing stakes, empties escrow and records turnover', async () => {
    const aliceOrder = await ok<Placed>(
      harness.app,
      gameEndpoints.order.path,
      orderBody(alice, [
        [0, odds(0), 10],
        [1, odds(1), 10],
        [10, odds(10), 5],
      ]),
    );
    await ok<Placed>(harness.app, gameEndpoints.order.path, orderBody(bob, [[2, odds(2), 40]]));
    harness.clock.set(round.drawsAt);
    const report = await engine.tick();
    const settlement = report.settled.find((entry) => entry.round.id === round.id)!;
    const result = settlement.result;
    expect(result.kind).toBe('digits');
    const { optionWins, payoutMinor } = await import('@fairround/shared');
    const expected = (lines: [number, number][]) =>
      lines.reduce(
        (sum, [option, amount]) =>
          sum + (optionWins(option, result) ? payoutMinor(amount, room.rates[option]!) : 0),
        0,
      );
    const alicePaid = expected([
      [0, 1_000],
      [1, 1_000],
      [10, 500],
    ]);
    const bobPaid = expected([[2, 4_000]]);
    expect(await ledger().playerBalances(alice.playerId)).toMatchObject({
      cash: 100_000 - 2_500 + alicePaid,
      betEscrow: 0,
    });
    expect(await ledger().playerBalances(bob.playerId)).toMatchObject({
      cash: 100_000 - 4_000 + bobPaid,
      betEscrow: 0,
    });

    const records = await ok<{ data: { order_id: string; value: number; isaward: number; award: string }[] }>(
      harness.app,
      gameEndpoints.betRecords.path,
      { token: alice.token, type: 'all' },
    );
    expect(records.data.filter((record) => record.order_id === aliceOrder.order_id)).toHaveLength(3);
    for (const record of records.data) expect(record.isaward).toBe(optionWins(record.value, result) ? 1 : 0);
    const current = await ok<{ award: string; state: string }>(harness.app, gameEndpoints.current.path, {
      token: alice.token,
      gametype: 1,
      gameseq: round.seqno,
    });
    expect(current).toMatchObject({ state: 'settled', award: (alicePaid / 100).toFixed(2) });
    const [player] = await database.db.select().from(players).where(eq(players.id, alice.playerId));
    expect(player).toMatchObject({ turnover: 2_500, level: 1 });
    // A settled round never settles again.
    expect((await engine.tick()).settled).toHaveLength(0);
  });

  it('raises the VIP level the settled turnover reaches (1000.00 → level 2)', async () => {
    const carol = await fundedPlayer(database, {
      clock: harness.clock,
      turnoverMinor: 99_500,
      money: 10_000,
    });
    await ok(harness.app, gameEndpoints.order.path, orderBody(carol, [[9, odds(9), 10]]));
    const before = await database.db.select().from(players).where(eq(players.id, carol.playerId));
    expect(before[0]).toMatchObject({ turnover: 99_500, level: 1 });
    harness.clock.set(round.drawsAt);
    await engine.tick();
    const after = await database.db.select().from(players).where(eq(players.id, carol.playerId));
    expect(after[0]).toMatchObject({ turnover: 100_500, level: 2 });
  });

  it('settles each order exactly once with 10 concurrent settlers', async () => {
    for (let i = 0; i < 4; i += 1) {
      await ok(
        harness.app,
        gameEndpoints.order.path,
        orderBody(i % 2 ? alice : bob, [[i, odds(i), 10 + i]], { order_key: `c${i}` }),
      );
    }
    harness.clock.set(round.drawsAt);
    const { drawAndSettle } = await import('../engine/settlement.js');
    const { roundsContextOf } = await import('../rounds.module.js');
    const context = roundsContextOf(harness.deps);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => drawAndSettle(context, round.id)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const settleRows = await database.db.execute(
      sql`select count(*)::int as n from ledger_transfers where id like 'order:%:settle'`,
    );
    const rows = (settleRows as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBe(4);
    expect((await ledger().playerBalances(alice.playerId)).betEscrow).toBe(0);
    expect((await ledger().playerBalances(bob.playerId)).betEscrow).toBe(0);
  });
});
