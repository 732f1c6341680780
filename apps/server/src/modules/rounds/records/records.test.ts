import {
  ErrorCode,
  formatOdds,
  optionWins,
  payoutMinor,
  type GameInfo,
  type GameTile,
  type RoomView,
  gameEndpoints,
} from '@fairround/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { call, ok, refused } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { createPlayerForTest, type TestPlayer, fundedPlayer } from '../../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  openRoundsWorld,
} from '../../../test/rounds.js';
import { players } from '../../accounts/players.tables.js';
import type { RoundsEngine } from '../engine/engine.js';
import { roomTypes, rooms } from '../rounds.tables.js';
import type { RoundRow } from '../rounds.repository.js';

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let alice: TestPlayer;
let bob: TestPlayer;
let round: RoundRow;

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
  // Two room types are enough here and keep each case quick.
  engine = await openRoundsWorld(database, harness, { running: [1, 16] });
  round = (await roundsOfType(database, 1))[0]!;
  alice = await fundedPlayer(database, { clock: harness.clock, username: 'alice77' });
  bob = await fundedPlayer(database, { clock: harness.clock, username: 'bob88' });
  await database.db.update(players).set({ nickname: 'alice77' }).where(eq(players.id, alice.playerId));
  harness.clock.set(round.opensAt);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

describe('catalogue', () => {
  it('lists the home tiles of enabled room types with names in four languages (tiles/home-tiles.test.ts)', async () => {
    await database.db.update(roomTypes).set({ enabled: true });
    const { list } = await ok<{ list: GameTile[] }>(harness.app, gameEndpoints.gameList.path, { lang: 'en' });
    expect(list).toHaveLength(11);
    expect(list[0]).toMatchObject({ id: 1, type: 2, roomtype: 16, minjoin: '10.00', name: 'Beijing Racing' });
    expect(list.map((tile) => tile.roomtype)).toEqual([16, 1, 4, 15, 1, 1, 1, 1, 1, 4, 4]);
    for (const tile of list) expect(Object.values(tile.names).every((name) => name.length > 0)).toBe(true);
  });

  it('lists rooms by room type and tab with limits and odds', async () => {
    const { list } = await ok<{ list: RoomView[] }>(harness.app, gameEndpoints.roomList.path, {
      type: 1,
      roomtype: 2,
      lang: 'en',
    });
    expect(list.map((room) => [room.id, room.title, room.minjoin, room.minbuy, room.minLevel])).toEqual([
      [121, 'Lucky Three · Standard', '10.00', '10.00', 1],
      [122, 'Lucky Three · VIP', '100.00', '20.00', 2],
      [123, 'Lucky Three · Superior', '1000.00', '50.00', 3],
      [124, 'Lucky Three · Premier', '5000.00', '100.00', 4],
    ]);
    expect(list[0]!.rate0).toBe('1.98');
    expect(list[0]!.rate10).toBeDefined();
    const race = await ok<{ list: RoomView[] }>(harness.app, gameEndpoints.roomList.path, { type: 16 });
    expect(race.list).toHaveLength(12);
    expect(race.list[0]!.rate4).toBeUndefined();
    await refused(harness.app, gameEndpoints.roomList.path, { type: 7 }, ErrorCode.GameNotFound);
    // A tab that is not one of the three lists nothing, however large (the schema fuzz found a 500).
    for (const roomtype of [331912, -4, 'x', 2 ** 40]) {
      expect(
        (await ok<{ list: RoomView[] }>(harness.app, gameEndpoints.roomList.path, { type: 16, roomtype }))
          .list,
      ).toEqual([]);
    }
  });

  it('enters a room with the current round, countdown and history; refuses by the entry rules', async () => {
    const info = await ok<GameInfo>(harness.app, gameEndpoints.gameInfo.path, {
      token: alice.token,
      roomid: ROOM,
    });
    expect(info.game).toMatchObject({
      id: round.id,
      seqno: round.seqno,
      gametype: 1,
      initmoney: '1000.00',
      state: 'open',
    });
    expect(info.diff).toEqual({ minute: 4, second: 54 });
    expect(info.lockSeconds).toBe(60);
    expect(info.serverTime).toBe(round.opensAt.getTime());
    expect(info.his).toEqual([]);
    const roomIdEmpty = await call<{ errCode: number }>(harness.app, gameEndpoints.gameInfo.path, {
      token: alice.token,
      roomid: '',
      lang: 'en',
    });
    expect(roomIdEmpty.data.errCode).toBe(ErrorCode.RoomIdEmpty);
    expect(roomIdEmpty.info.toLowerCase()).toContain('room');
    await refused(
      harness.app,
      gameEndpoints.gameInfo.path,
      { token: alice.token, roomid: 5 },
      ErrorCode.RoomNotFound,
    );
    await refused(
      harness.app,
      gameEndpoints.gameInfo.path,
      { token: alice.token, roomid: ROOM + 1 },
      ErrorCode.VipLevelTooLow,
    );
    const poor = await createPlayerForTest(database, { clock: harness.clock });
    const below = await call<{ errCode: number }>(harness.app, gameEndpoints.gameInfo.path, {
      token: poor.token,
      roomid: ROOM,
      lang: 'en',
    });
    expect(below.data.errCode).toBe(ErrorCode.BalanceBelowMinJoin);
    expect(below.info).toContain('10.00');
    await database.db.update(rooms).set({ enabled: false }).where(eq(rooms.id, ROOM));
    await refused(
      harness.app,
      gameEndpoints.gameInfo.path,
      { token: alice.token, roomid: ROOM },
      ErrorCode.TradingStopped,
    );
    expect((await call(harness.app, gameEndpoints.gameInfo.path, { roomid: ROOM })).code).not.toBe(1);
  });
});

describe('records', () => {
  it('shows the real order feed with masked names, own flagged, and the own round log', async () => {
    const odds0 = formatOdds(19_800);
    await ok(harness.app, gameEndpoints.order.path, {
      token: alice.token,
      gameid: round.id,
      roomid: ROOM,
      order_info: [[0, odds0, 10]],
    });
    harness.clock.advanceMs(1_000);
    await ok(harness.app, gameEndpoints.order.path, {
      token: bob.token,
      gameid: round.id,
      roomid: ROOM,
      order_info: [[1, formatOdds(19_800), 12]],
    });
    const feed = await ok<{
      seqno: string;
      list: { username: string; own: boolean; value: number; money: string }[];
    }>(harness.app, gameEndpoints.roomOrders.path, {
      token: alice.token,
      roomid: ROOM,
    });
    expect(feed.seqno).toBe(round.seqno);
    expect(feed.list.map((line) => [line.username, line.own, line.value, line.money])).toEqual([
      ['b***8', false, 1, '12.00'],
      ['a***7', true, 0, '10.00'],
    ]);
    // Visitors see the same feed, nothing flagged as theirs.
    const visitor = await ok<{ list: { own: boolean }[] }>(harness.app, gameEndpoints.roomOrders.path, {
      roomid: ROOM,
      gameseq: round.seqno,
    });
    expect(visitor.list.every((line) => !line.own)).toBe(true);
    const log = await ok<{ list: { value: number; isaward: number; money: string }[] }>(
      harness.app,
      gameEndpoints.roundLog.path,
      {
        token: alice.token,
        gametype: 1,
        gameseq: round.seqno,
      },
    );
    expect(log.list).toMatchObject([{ value: 0, isaward: -1, money: '10.00' }]);
    const waiting = await ok<{ total: number }>(harness.app, gameEndpoints.betRecords.path, {
      token: alice.token,
      type: '待开奖',
    });
    expect(waiting.total).toBe(1);
  });

  it('sums today’s settled win/loss for the player and yesterday/today for everyone', async () => {
    await ok(harness.app, gameEndpoints.order.path, {
      token: alice.token,
      gameid: round.id,
      roomid: ROOM,
      order_info: [
        [0, formatOdds(19_800), 10],
        [1, formatOdds(19_800), 10],
      ],
    });
    harness.clock.set(round.drawsAt);
    const report = await engine.tick();
    const result = report.settled.find((entry) => entry.round.id === round.id)!.result;
    const paid = [0, 1].reduce(
      (sum, option) => sum + (optionWins(option, result) ? payoutMinor(1_000, 19_800) : 0),
      0,
    );
    const today = await ok<{ win: string; stake: string; award: string }>(
      harness.app,
      gameEndpoints.todayWinLost.path,
      { token: alice.token },
    );
    expect(today).toEqual({
      win: ((paid - 2_000) / 100).toFixed(2),
      stake: '20.00',
      award: (paid / 100).toFixed(2),
    });
    const trend = await ok<Record<string, string>>(harness.app, gameEndpoints.trend.path, {});
    expect(trend).toEqual({
      yeswin: '0.00',
      yestotal: '0.00',
      todaywin: (paid / 100).toFixed(2),
      todaytotal: '20.00',
    });
    const won = await ok<{ total: number }>(harness.app, gameEndpoints.betRecords.path, {
      token: alice.token,
      type: 'won',
    });
    const lost = await ok<{ total: number }>(harness.app, gameEndpoints.betRecords.path, {
      token: alice.token,
      type: 'lost',
    });
    expect(won.total + lost.total).toBe(2);
  });
});
