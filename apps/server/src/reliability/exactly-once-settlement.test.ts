import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { expectLedgerInvariants } from '../test/ledger.js';
import { seedAccountsForTest } from '../test/players.js';
import { buildRoundsHarness, type RoundsHarness, roundsOfType, seedRoundsForTest } from '../test/rounds.js';
import { drawAndSettle, type RoundSettlement } from '../modules/rounds/engine/settlement.js';
import {
  createBettor,
  expectSettledOnce,
  fundedPlayers,
} from '../modules/rounds/engine/testing/settlement.test-utils.js';
import { roundsContextOf } from '../modules/rounds/rounds.module.js';
import type { RoundRow } from '../modules/rounds/rounds.repository.js';
import {
  openSecondHandle,
  reliabilityScale,
  SETUP_TIMEOUT_MS,
  snapshotDifferences,
  stateSnapshot,
} from './reliability.test-utils.js';

/**
 * Issue #13, deliverable 3: exactly-once settlement. A round takes `ORDERS` orders from `PLAYERS`
 * players (every tenth cancelled again); once its draw time has come, `SETTLERS` calls of the
 * engine's settle function race each other and the round engines of two app instances (on
 * PostgreSQL each instance has its own connection pool). Exactly one of them settles; every
 * order is resolved once with one transfer per outcome and the payout its lines earn, each
 * player's cash is funded − stakes + payouts, escrow is empty (`expectSettledOnce`). Settling
 * again afterwards, and again after a restart on a new pool, moves nothing.
 */
const SCALE = reliabilityScale();
const SIZES = {
  pglite: { orders: 150, players: 20 },
  postgres: { orders: 300, players: 50 },
  full: { orders: 1_000, players: 100 },
}[SCALE];
const ORDERS = SIZES.orders;
const PLAYERS = SIZES.players;
const SETTLERS = 10;
/** Orders placed at once while the round is open. */
const BETTORS = 6;
const FUNDED_MINOR = 1_000_000;
const SIZE_TEXT = `[${SCALE}: ${ORDERS} orders from ${PLAYERS} players, ${SETTLERS} settlers + 2 engines]`;

/** The settle function called `SETTLERS` times at once, spread over the instances, plus each engine's tick. */
async function settleRace(harnesses: RoundsHarness[], roundId: string): Promise<RoundSettlement[]> {
  const calls = Array.from({ length: SETTLERS }, (_, i) =>
    drawAndSettle(roundsContextOf(harnesses[i % harnesses.length]!.deps), roundId),
  );
  const ticks = harnesses.map(async (harness) => (await harness.engine().tick()).settled);
  const [settled, ticked] = await Promise.all([Promise.all(calls), Promise.all(ticks)]);
  return [...settled, ...ticked.flat()].filter(
    (settlement): settlement is RoundSettlement => settlement !== null && settlement.round.id === roundId,
  );
}

describe(`exactly-once settlement ${SIZE_TEXT}`, () => {
  let database: TestDatabase;
  let second: TestDatabase;
  let restartHandle: TestDatabase | null = null;
  const harnesses: RoundsHarness[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(12);
    second = await openSecondHandle(database, 8);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const harness of harnesses) await harness.app.close();
    await restartHandle?.close();
    await second?.close();
    await database?.close();
  });

  it(
    'settles every order once under racing settlers, and never again, not after a restart',
    { timeout: 240_000 },
    async () => {
      harnesses.push(await buildRoundsHarness(database), await buildRoundsHarness(second));
      const [first] = harnesses as [RoundsHarness];
      await seedAccountsForTest(database, first.clock);
      await seedRoundsForTest(database);
      await first.engine().tick();
      const round: RoundRow = (await roundsOfType(database, 1))[0]!;
      const at = (time: Date) => harnesses.forEach((harness) => harness.clock.set(time));
      at(round.opensAt);

      const funded = await fundedPlayers(database, first.clock, PLAYERS, FUNDED_MINOR);
      const bet = createBettor(database.db, first.clock, [...funded.keys()], 10);
      let placed = 0;
      await Promise.all(
        Array.from({ length: BETTORS }, async () => {
          while (placed < ORDERS) {
            placed += 1;
            await bet(round);
          }
        }),
      );
      expect(placed, SIZE_TEXT).toBe(ORDERS);

      at(round.drawsAt);
      const winners = await settleRace(harnesses, round.id);
      expect(winners.length, `${SIZE_TEXT} settlers that settled the round`).toBe(1);
      expect(winners[0]!.orderCount, `${SIZE_TEXT} orders settled (cancelled ones excluded)`).toBe(
        ORDERS - Math.floor(ORDERS / 10),
      );
      await expectSettledOnce(database.db, [round.id], funded);

      // The same race again once the round is settled: nothing settles, nothing moves.
      const settledState = await stateSnapshot(database.db);
      expect(await settleRace(harnesses, round.id), `${SIZE_TEXT} second race`).toEqual([]);
      expect(
        snapshotDifferences(settledState, await stateSnapshot(database.db)),
        `${SIZE_TEXT} second race`,
      ).toEqual([]);

      // A restart: both instances stop, a new one starts (on PostgreSQL on a new pool) and settles.
      for (const harness of harnesses.splice(0)) await harness.app.close();
      restartHandle = await openSecondHandle(database, 8);
      const restarted = await buildRoundsHarness(restartHandle);
      harnesses.push(restarted);
      restarted.clock.set(round.drawsAt);
      expect(await settleRace([restarted], round.id), `${SIZE_TEXT} after a restart`).toEqual([]);
      expect(
        snapshotDifferences(settledState, await stateSnapshot(database.db)),
        `${SIZE_TEXT} after a restart`,
      ).toEqual([]);
      await expectSettledOnce(database.db, [round.id], funded);
      await expectLedgerInvariants(database.db);
    },
  );
});
