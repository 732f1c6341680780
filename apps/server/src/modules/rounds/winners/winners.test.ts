import { formatOdds, optionWins, payoutMinor, gameEndpoints } from '@fairround/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HubEvent } from '../../../platform/ws/realtime.js';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { ok } from '../../../test/http.js';
import { expectLedgerInvariants } from '../../../test/ledger.js';
import { type TestPlayer, fundedPlayer } from '../../../test/players.js';
import {
  buildRoundsHarness,
  type RoundsHarness,
  roundsOfType,
  standardRoom,
  resetRoundsWorld,
} from '../../../test/rounds.js';
import { players } from '../../accounts/players.tables.js';
import { createRoundsEngine, type RoundsEngine } from '../engine/engine.js';
import { createRoundsEvents } from '../rounds.events.js';
import { roundsContextOf } from '../rounds.module.js';
import type { RoundRow } from '../rounds.repository.js';
import { orders } from '../rounds.tables.js';
import { withWinnersPush } from './winners.events.js';
import { createWinnersService, WINNERS_FEED_MAX, type WinnerView } from './winners.service.js';

let database: TestDatabase;
let harness: RoundsHarness;
let engine: RoundsEngine;
let round: RoundRow;
const people: Record<string, TestPlayer> = {};
const ROOM = standardRoom(1);
const ODDS = formatOdds(19_800);

beforeAll(async () => {
  database = await createTestDatabase();
  harness = await buildRoundsHarness(database);
});

afterAll(async () => {
  await harness.app.close();
  await database.close();
});

beforeEach(async () => {
  await resetRoundsWorld(database, harness, { running: [1] });
  // The engine the module runs: the game's events plus the winners push.
  const context = roundsContextOf(harness.deps);
  const events = createRoundsEvents({ realtime: harness.deps.realtime, minorDigits: context.minorDigits });
  const winners = createWinnersService(context);
  engine = createRoundsEngine({
    ...context,
    events: withWinnersPush(events, winners, harness.deps.realtime),
  });
  await engine.tick();
  round = (await roundsOfType(database, 1))[0]!;
  for (const name of ['alice77', 'bob88', 'carol99', 'dave11']) {
    const player = await fundedPlayer(database, { clock: harness.clock, username: name });
    await database.db.update(players).set({ nickname: name }).where(eq(players.id, player.playerId));
    people[name] = player;
  }
  harness.clock.set(round.opensAt);
});

afterEach(async () => {
  await expectLedgerInvariants(database.db);
});

const feed = (lang = 'en') => ok<{ list: WinnerView[] }>(harness.app, gameEndpoints.winners.path, { lang });

describe('winners feed', () => {
  it('is empty before any settled win', async () => {
    await ok(harness.app, gameEndpoints.order.path, {
      token: people.alice77!.token,
      gameid: round.id,
      roomid: ROOM,
      order_info: [[0, ODDS, 10]],
    });
    expect((await feed()).list).toEqual([]);
  });

  it('lists only settled net wins of existing players, masked, with game and amount, and pushes after settlement', async () => {
    const place = (name: string, lines: [number, string, number][]) =>
      ok<{ order_id: string }>(harness.app, gameEndpoints.order.path, {
        token: people[name]!.token,
        gameid: round.id,
        roomid: ROOM,
        order_info: lines,
      });
    await place('alice77', [[0, ODDS, 10]]); // big
    await place('bob88', [[1, ODDS, 12]]); // small
    await place('carol99', [
      [0, ODDS, 5],
      [1, ODDS, 5],
    ]); // both: paid back 9.90 of 10 → not a win
    const cancelled = await place('dave11', [[0, ODDS, 20]]);
    await ok(harness.app, gameEndpoints.cancel.path, {
      token: people.dave11!.token,
      roomid: ROOM,
      order_id: cancelled.order_id,
    });
    // An order row of a player that does not exist is never shown (only real players).
    await database.db.insert(orders).values({
      id: randomUUID(),
      playerId: randomUUID(),
      roomId: ROOM,
      roundId: round.id,
      roomType: 1,
      seqno: round.seqno,
      total: 1_000,
      payout: 5_000,
      state: 'won',
      orderKey: 'ghost',
      createdAt: harness.clock.now(),
      resolvedAt: harness.clock.now(),
    });
    const pushed: HubEvent[] = [];
    const stop = harness.deps.realtime.listen('winners', (event) => pushed.push(event));

    harness.clock.set(round.drawsAt);
    const report = await engine.tick();
    stop();
    const result = report.settled.find((entry) => entry.round.id === round.id)!.result;
    const bigWon = optionWins(0, result);
    const [winner, stake] = bigWon ? ['a***7', 1_000] : ['b***8', 1_200];
    const paid = payoutMinor(stake, 19_800);

    const { list } = await feed();
    expect(list).toEqual([
      {
        id: expect.any(String),
        username: winner,
        game: 'Lucky Three',
        roomtype: 1,
        roomid: ROOM,
        money: ((paid - stake) / 100).toFixed(2),
        award: (paid / 100).toFixed(2),
        createtime: round.drawsAt.getTime(),
      },
    ]);
    expect((await feed('chs')).list[0]!.game).toBe('幸运三码');
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(pushed[0]!.frame)).toMatchObject({
      payload: { type: 'winners', roundId: round.id, roomType: 1, count: 1 },
    });
    // Visitors never see a plain name.
    expect(JSON.stringify(list)).not.toMatch(/alice77|bob88/);
  });

  it('returns the newest wins first, at most 100', async () => {
    const base = harness.clock.now().getTime();
    const rows = Array.from({ length: WINNERS_FEED_MAX + 5 }, (_, index) => ({
      id: randomUUID(),
      playerId: people.alice77!.playerId,
      roomId: ROOM,
      roundId: round.id,
      roomType: 1,
      seqno: round.seqno,
      total: 1_000,
      payout: 1_000 + index + 1,
      state: 'won' as const,
      orderKey: `bulk-${index}`,
      createdAt: new Date(base),
      resolvedAt: new Date(base + index * 1_000),
    }));
    await database.db.insert(orders).values(rows);
    const { list } = await feed();
    expect(list).toHaveLength(WINNERS_FEED_MAX);
    expect(list[0]!.money).toBe(((WINNERS_FEED_MAX + 5) / 100).toFixed(2));
    expect(list.map((entry) => entry.createtime)).toEqual(
      [...list.map((entry) => entry.createtime)].sort((a, b) => b - a),
    );
    expect(list.every((entry) => entry.username === 'a***7')).toBe(true);
  });
});
