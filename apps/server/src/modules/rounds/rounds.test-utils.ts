import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app.js';
import { createManualClock } from '../../platform/clock.js';
import { buildTestApp } from '../../test/test-app.js';
import type { TestDatabase } from '../../test/test-database.js';
import { createRoundsEngine, type RoundsEngine } from './engine/engine.js';
import type { TimingOverrides } from './engine/schedule.js';
import { roundsContextOf } from './rounds.module.js';
import { createRoundsEvents } from './rounds.events.js';
import { seedRoundsCatalogue } from './rounds.seed.js';
import type { RoundRow } from './rounds.repository.js';
import { rounds } from './rounds.tables.js';

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
export async function buildRoundsHarness(database: TestDatabase, env: Record<string, string> = {}): Promise<RoundsHarness> {
  const clock = createManualClock(START);
  let captured: AppDeps | null = null;
  const app = await buildTestApp(database, {
    clock,
    env,
    beforeReady: (_app, deps) => {
      captured = deps;
    },
  });
  const deps = captured as unknown as AppDeps;
  return {
    app,
    deps,
    clock,
    engine: (timing) => {
      const context = roundsContextOf(deps);
      const events = createRoundsEvents({ realtime: deps.realtime, minorDigits: context.minorDigits });
      return createRoundsEngine({ ...context, timing: timing ?? context.timing, events, metrics: deps.metrics });
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
