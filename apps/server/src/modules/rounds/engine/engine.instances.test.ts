import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock.js';
import { openPostgres, type DatabaseHandle } from '../../../platform/db/database.js';
import { createRealtime } from '../../../platform/ws/realtime.js';
import { createPostgresDatabase } from '../../../test/test-database.js';
import { seedAccountsForTest } from '../../../test/players.js';
import { seedRoundsForTest, START } from '../../../test/rounds.js';
import { createVipService } from '../../accounts/vip/vip.service.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import { createRoundsEvents } from '../rounds.events.js';
import { fairnessChains, roomTypes, rounds } from '../rounds.tables.js';
import { createRoundsEngine, type TickReport } from './engine.js';
import type { TimingOverrides } from './schedule.js';
import {
  asTestDatabase,
  createBettor,
  expectSettledOnce,
  fundedPlayers,
} from './testing/settlement.test-utils.js';

/**
 * Issue #5: two server instances on one PostgreSQL, each with its own connection pool and round
 * engine, ticking at the same moments for several round periods while players bet. Nothing may
 * be created, drawn or settled twice, and no round slot may be skipped. Needs real concurrent
 * connections, so it runs when TEST_DATABASE_URL points at PostgreSQL and is skipped (visibly)
 * otherwise.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
/**
 * The catalogue's own timings (periods of 120, 180 and 300 s): draws of one type fall while
 * another type's round takes bets, and several types draw at the same tick now and then.
 */
const TIMING: TimingOverrides = {};
const DURATION_MS = 20 * 60_000;
const STEP_MS = 20_000;
const BETS_PER_ROUND_AND_STEP = 2;
const ROOM_TYPES = [1, 4, 15, 16];
const MINOR_DIGITS = 2;
const POOL_SIZE = 5;

describe.skipIf(!SERVER_URL)('two engines on one PostgreSQL (skipped: set TEST_DATABASE_URL to run)', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase(SERVER_URL!, POOL_SIZE);
    first = created.handle;
    dispose = created.dispose;
    await first.migrate();
    second = await openPostgres(created.url, POOL_SIZE);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await dispose?.();
  });

  /** One instance: its own pool, realtime hub and engine, on the shared clock. */
  function instance(handle: DatabaseHandle, clock: ReturnType<typeof createManualClock>) {
    return createRoundsEngine({
      db: handle.db,
      clock,
      ledger: createLedgerService({ db: handle.db, clock }),
      vip: createVipService({ minorDigits: MINOR_DIGITS }),
      events: createRoundsEvents({ realtime: createRealtime(), minorDigits: MINOR_DIGITS }),
      timing: TIMING,
      timeZone: 'Asia/Ho_Chi_Minh',
    });
  }

  it(
    'creates, draws and settles every round exactly once, with no seqno or chain element skipped',
    { timeout: 120_000 },
    async () => {
      const clock = createManualClock(START);
      await seedAccountsForTest(asTestDatabase(first), clock);
      await seedRoundsForTest(asTestDatabase(first));
      const funded = await fundedPlayers(first, clock, 4, 1_000_000);
      const players = [...funded.keys()];
      // Bets go through both pools, like players spread over the two instances.
      const bettors = [createBettor(first.db, clock, players, 7), createBettor(second.db, clock, players, 7)];
      const engines = [instance(first, clock), instance(second, clock)];
      const reports: TickReport[] = [];
      let lastTickAt = START;

      const betsEnd = START.getTime() + DURATION_MS;
      // After the bets stop, one longest period more so every round that took bets is drawn.
      const end =
        betsEnd + Math.max(...(await first.db.select().from(roomTypes)).map((type) => type.periodS * 1000));
      for (let step = 0; clock.now().getTime() <= end; step += 1) {
        const now = clock.now();
        const rows = now.getTime() <= betsEnd ? await first.db.select().from(rounds) : [];
        const open = rows.filter(
          (round) => round.state === 'open' && round.opensAt <= now && now < round.locksAt,
        );
        // Both engines tick at once while players bet in the rounds still open at this moment.
        const bets = Promise.all(
          open.flatMap((round, index) =>
            Array.from({ length: BETS_PER_ROUND_AND_STEP }, (_, k) =>
              bettors[(index + k + step) % 2]!(round),
            ),
          ),
        );
        const [a, b] = await Promise.all([engines[0]!.tick(), engines[1]!.tick(), bets]);
        reports.push(a, b);
        lastTickAt = now;
        clock.advanceMs(STEP_MS);
      }
      const all = await first.db.select().from(rounds).orderBy(rounds.drawsAt);
      const due = all.filter((round) => round.drawsAt <= lastTickAt);
      const periods = new Map(
        (await first.db.select().from(roomTypes)).map((type) => [type.roomType, type.periodS * 1000]),
      );
      // 20 minutes: 10 rounds of the 120 s type, 6 of the 180 s type, 4 of each 300 s type.
      expect(due.length).toBeGreaterThanOrEqual(24);
      for (const roomType of ROOM_TYPES) {
        const ofType = all.filter((round) => round.roomType === roomType);
        // Seqnos 0001, 0002, … (one local day) without gaps or repeats; draws one period apart.
        expect(ofType.map((round) => round.seqno)).toEqual(
          ofType.map((_, index) => `20261122-${String(index + 1).padStart(4, '0')}`),
        );
        ofType
          .slice(1)
          .forEach((round, index) =>
            expect(round.drawsAt.getTime() - ofType[index]!.drawsAt.getTime()).toBe(periods.get(roomType)),
          );
        // Always exactly two rounds ahead after the last tick: none created twice.
        expect(ofType.filter((round) => round.drawsAt > lastTickAt)).toHaveLength(2);
      }
      // Each room type's chains are numbered 1, 2, … and each element is used by one round, in order.
      const chains = await first.db.select().from(fairnessChains).orderBy(fairnessChains.sequence);
      for (const roomType of ROOM_TYPES) {
        const sequences = chains
          .filter((chain) => chain.roomType === roomType)
          .map((chain) => chain.sequence);
        expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      }
      for (const chain of chains) {
        const ns = all.filter((round) => round.chainId === chain.id).map((round) => round.n);
        expect(ns, `chain ${chain.roomType}/${chain.sequence}`).toEqual(ns.map((_, index) => index + 1));
        expect(chain.nextN).toBe(ns.length + 1);
      }
      // Each due round reported settled by exactly one of the two engines, and created by one.
      const settledIds = reports.flatMap((report) => report.settled.map((entry) => entry.round.id));
      expect([...settledIds].sort()).toEqual(due.map((round) => round.id).sort());
      expect(reports.reduce((sum, report) => sum + report.created, 0)).toBe(all.length);
      expect(settledIds.length).toBeGreaterThan(0);
      await expectSettledOnce(
        first.db,
        due.map((round) => round.id),
        funded,
      );
    },
  );
});
