import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { drawAndSettle } from './settlement.js';
import { createBettor, expectSettledOnce, fundedPlayers, openFirstRoundForTest } from './testing/settlement.test-utils.js';

/**
 * Issue #10: a busy round — thousands of orders from many players, every tenth cancelled again —
 * settles in one pass, exactly once, with every stake out of escrow and each payout what the
 * revealed seed says. Before, settlement posted a round's transfers in one ledger post capped at
 * 100 and a round with a few hundred orders was never settled. Runs on PGlite and PostgreSQL.
 */
const PLAYERS = 100;
/** Every tenth order is cancelled again, so 5,600 placed leave 5,040 to settle. */
const ORDERS = 5_600;
const CANCEL_EVERY = 10;
/** Concurrent bettors on PostgreSQL; PGlite has one connection and takes them in turn anyway. */
const BETTORS = 8;

describe('settling a busy round', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(BETTORS + 2);
  });
  afterAll(async () => database?.close());

  it(
    'settles ≥ 5,000 orders of 100 players exactly once, escrow empty, payouts as the seed says',
    { timeout: 600_000 },
    async () => {
      const { clock, ledger, vip, engine, round } = await openFirstRoundForTest(database);

      const funded = await fundedPlayers(database, clock, PLAYERS, 10_000_000);
      const bet = createBettor(database.db, clock, [...funded.keys()], CANCEL_EVERY);
      let placed = 0;
      await Promise.all(
        Array.from({ length: BETTORS }, async () => {
          while (placed < ORDERS) {
            placed += 1;
            await bet(round);
          }
        }),
      );

      clock.advanceMs(round.drawsAt.getTime() - clock.now().getTime());
      const settlement = await drawAndSettle({ db: database.db, clock, ledger, vip }, round.id);
      expect(settlement?.orderCount).toBeGreaterThanOrEqual(5_000);
      expect(settlement?.players.size).toBe(PLAYERS);
      // A second settler, and the engine's own tick, find nothing left to do.
      expect(await drawAndSettle({ db: database.db, clock, ledger, vip }, round.id)).toBeNull();
      expect((await engine.tick()).settled.map((entry) => entry.round.id)).not.toContain(round.id);

      await expectSettledOnce(database.db, [round.id], funded);
      for (const [playerId, { cash }] of settlement!.players) {
        expect(cash, `cash of ${playerId} announced after settlement`).toBe((await ledger.playerBalances(playerId)).cash);
      }
    },
  );
});
