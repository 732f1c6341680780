import type { FastifyInstance } from 'fastify';
import { formatOdds, gameEndpoints } from '@fairround/shared';
import { notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../app.js';
import { createManualClock } from '../platform/clock.js';
import { seedAccountsForTest, type TestPlayer } from './players.js';
import { ok } from './http.js';
import { buildTestAppWithDeps } from './test-app.js';
import type { TestDatabase } from './test-database.js';
import { createRoundsEngine, type RoundsEngine } from '../modules/rounds/engine/engine.js';
import type { TimingOverrides } from '../modules/rounds/engine/schedule.js';
import { roundsContextOf } from '../modules/rounds/rounds.module.js';
import { createRoundsEvents } from '../modules/rounds/rounds.events.js';
import { seedRoundsCatalogue } from '../modules/rounds/rounds.seed.js';
import { createRoundsRepository, type RoundRow } from '../modules/rounds/rounds.repository.js';
import { rounds, roomTypes } from '../modules/rounds/rounds.tables.js';

/**
 * 10 s after a multiple of every default period (03:00:00 UTC): type 1 rounds then open at
 * 03:00:06, lock at 03:04:00 and draw at 03:05:00.
 */
export const START = new Date('2026-11-22T03:00:10Z');

/** Short chains keep the tests fast; the scheduler publishes the next one well before the end. */
export const TEST_CHAIN_LENGTH = 120;

export type RoundsHarness = {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof createManualClock>;
  /** An engine on the app's database, realtime and clock, ticked by hand. */
  engine: (timing?: TimingOverrides) => RoundsEngine;
};

/** The real app with the engine's timer off, plus an engine the test ticks itself. */
export async function buildRoundsHarness(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<RoundsHarness> {
  const clock = createManualClock(START);
  const { app, deps } = await buildTestAppWithDeps(database, { clock, env });
  return {
    app,
    deps,
    clock,
    engine: (timing) => {
      const context = roundsContextOf(deps);
      const events = createRoundsEvents({ realtime: deps.realtime, minorDigits: context.minorDigits });
      return createRoundsEngine({
        ...context,
        timing: timing ?? context.timing,
        events,
        metrics: deps.metrics,
      });
    },
  };
}

/** The catalogue after a `database.reset()`, with short chains. */
export async function seedRoundsForTest(database: TestDatabase, now: Date = START): Promise<void> {
  await seedRoundsCatalogue(database.db, now, 2);
  await database.db.execute(sql`update room_types set chain_length = ${TEST_CHAIN_LENGTH}`);
}

export async function roundsOfType(database: TestDatabase, roomType: number): Promise<RoundRow[]> {
  const rows = await database.db.select().from(rounds).orderBy(rounds.drawsAt);
  return rows.filter((row) => row.roomType === roomType);
}

/** The standard USDT room of a room type (room id = type × 100 + tab × 10 + tier). */
export const standardRoom = (roomType: number) => roomType * 100 + 11;

export type RoundsWorldOptions = {
  /** Where the clock starts and the catalogue is seeded; START by default. */
  at?: Date;
  /** The only room types that run; fewer rounds keep each case quick. All of them by default. */
  running?: number[];
};

/**
 * A clean world for one rounds case: the database reset, the clock at `at`, accounts and the rounds
 * catalogue seeded, only `running` room types enabled. No engine has ticked yet.
 */
export async function resetRoundsWorld(
  database: TestDatabase,
  harness: RoundsHarness,
  { at = START, running }: RoundsWorldOptions = {},
): Promise<void> {
  harness.clock.set(at);
  await database.reset();
  await seedAccountsForTest(database, harness.clock);
  await seedRoundsForTest(database, at);
  if (running) await runOnlyRoomTypes(database, running);
}

/** Disables every seeded room type but `running`: fewer rounds keep each case quick. */
export async function runOnlyRoomTypes(database: TestDatabase, running: number[]): Promise<void> {
  await database.db.update(roomTypes).set({ enabled: false }).where(notInArray(roomTypes.roomType, running));
}

/** `resetRoundsWorld`, then the harness engine ticked once so the first rounds exist; answers that engine. */
export async function openRoundsWorld(
  database: TestDatabase,
  harness: RoundsHarness,
  options: RoundsWorldOptions = {},
): Promise<RoundsEngine> {
  await resetRoundsWorld(database, harness, options);
  const engine = harness.engine();
  await engine.tick();
  return engine;
}

/** The next round of `roomType` still open for orders (the engine keeps two ahead). */
export async function openRound(database: TestDatabase, roomType = 1): Promise<RoundRow> {
  const round = (await roundsOfType(database, roomType)).find((row) => row.state === 'open');
  if (!round) throw new Error(`no open round of type ${roomType}`);
  return round;
}

export type Placed = { order_id: string; ordersn: string; total: string; balance: string };

/**
 * Places an order (`[[option, whole units]]` at the room's odds) in `round` at its opening, in the
 * round type's standard room unless `roomId` names another.
 */
export async function placeOrder(
  harness: RoundsHarness,
  player: TestPlayer,
  round: RoundRow,
  lines: [number, number][],
  roomId = standardRoom(round.roomType),
) {
  if (harness.clock.now() < round.opensAt) harness.clock.set(round.opensAt);
  const room = await createRoundsRepository({ db: harness.deps.database.db }).room(roomId);
  return ok<Placed>(harness.app, gameEndpoints.order.path, {
    token: player.token,
    gameid: round.id,
    roomid: roomId,
    order_info: lines.map(([option, amount]) => [option, formatOdds(room!.rates[option]!), amount]),
  });
}

/** Draws and settles every round due at `round`'s draw time. */
export async function settle(harness: RoundsHarness, engine: RoundsEngine, round: RoundRow) {
  harness.clock.set(round.drawsAt);
  await engine.tick();
}
