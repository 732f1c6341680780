import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { queryRows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { InsufficientFundsError, LedgerConflictError } from './ledger.errors.js';
import { createLedgerService, type LedgerService } from './ledger.service.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import type { AccountRef, TransferInput } from './ledger.types.js';

/**
 * Races need real concurrent connections: PGlite has one and would only prove that a queue is a
 * queue. These run when TEST_DATABASE_URL points at PostgreSQL and are skipped (visibly) otherwise.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const POOL_SIZE = 20;

describe.skipIf(!onPostgres)('ledger races on PostgreSQL (skipped: set TEST_DATABASE_URL to run)', () => {
  let database: TestDatabase;
  let ledger: LedgerService;

  beforeAll(async () => {
    database = await createTestDatabase(POOL_SIZE);
    ledger = createLedgerService({ db: database.db, clock: systemClock });
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await database.reset();
  });

  const cash = (playerId: string): AccountRef => ({ kind: 'player', playerId, type: 'cash' });
  const escrow = (playerId: string): AccountRef => ({ kind: 'player', playerId, type: 'bet_escrow' });
  const deposit = (playerId: string, amount: number): TransferInput => ({
    id: `deposit:${randomUUID()}`,
    debit: { kind: 'house', type: 'deposits' },
    credit: cash(playerId),
    amount,
    code: 'deposit',
    reference: 'deposit:race',
  });

  async function transferCount(): Promise<number> {
    const [row] = await queryRows<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from ledger_transfers`,
    );
    return Number(row?.n);
  }

  it(
    'lets exactly 100 of 500 concurrent one-unit stakes through a balance of 100',
    { timeout: 120_000 },
    async () => {
      const playerId = randomUUID();
      await ledger.post([deposit(playerId, 100)]);
      let lowestSeen = Number.POSITIVE_INFINITY;
      let racing = true;
      const watcher = (async () => {
        while (racing) {
          lowestSeen = Math.min(lowestSeen, (await ledger.playerBalances(playerId)).cash);
        }
      })();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 500 }, (_, index) =>
          ledger.post([
            {
              id: `order:${index}:stake`,
              debit: cash(playerId),
              credit: escrow(playerId),
              amount: 1,
              code: 'bet_stake',
              reference: `order:${index}`,
            },
          ]),
        ),
      );
      racing = false;
      await watcher;
      const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const rejected = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
      );
      expect(fulfilled).toHaveLength(100);
      expect(rejected).toHaveLength(400);
      for (const reason of rejected) expect(reason).toBeInstanceOf(InsufficientFundsError);
      expect(lowestSeen).toBeGreaterThanOrEqual(0);
      expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 0, betEscrow: 100 });
      expect(await transferCount()).toBe(101);
      await expectLedgerInvariants(database.db);
    },
  );

  it('moves money once when 50 posts of the same transfer id race', { timeout: 60_000 }, async () => {
    const playerId = randomUUID();
    const transfer = { ...deposit(playerId, 777), id: 'deposit:same' };
    const posted = await Promise.all(Array.from({ length: 50 }, () => ledger.post([transfer])));
    const flags = posted.map(([result]) => result?.replayed);
    expect(flags.filter((replayed) => replayed === false)).toHaveLength(1);
    expect(flags.filter((replayed) => replayed === true)).toHaveLength(49);
    expect(new Set(posted.map(([result]) => result?.createdAt.getTime())).size).toBe(1);
    expect((await ledger.playerBalances(playerId)).cash).toBe(777);
    expect(await transferCount()).toBe(1);
    await expectLedgerInvariants(database.db);
  });

  it(
    'keeps one version when racing posts reuse an id with different fields',
    { timeout: 60_000 },
    async () => {
      const playerId = randomUUID();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, index) =>
          // Different amounts and, for half of them, different accounts: the second kind does not
          // share every row lock, so it meets the winner at the primary key and must retry.
          ledger.post([
            {
              ...deposit(index % 2 === 0 ? playerId : randomUUID(), 10 + (index % 2)),
              id: 'deposit:contested',
            },
          ]),
        ),
      );
      const winners = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
      const losers = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
      );
      expect(new Set(winners.map((transfer) => transfer.amount)).size).toBe(1);
      expect(winners.filter((transfer) => !transfer.replayed)).toHaveLength(1);
      for (const reason of losers) expect(reason).toBeInstanceOf(LedgerConflictError);
      expect(winners.length + losers.length).toBe(50);
      expect(await transferCount()).toBe(1);
      await expectLedgerInvariants(database.db);
    },
  );

  it(
    'does not deadlock when transfers cross between the same two accounts in both directions',
    { timeout: 60_000 },
    async () => {
      const playerId = randomUUID();
      await ledger.post([deposit(playerId, 2_000)]);
      await ledger.post([
        {
          id: 'seed-escrow',
          debit: cash(playerId),
          credit: escrow(playerId),
          amount: 1_000,
          code: 'bet_stake',
          reference: 'order:seed',
        },
      ]);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, index) =>
          index % 2 === 0
            ? ledger.post([
                {
                  id: `stake:${index}`,
                  debit: cash(playerId),
                  credit: escrow(playerId),
                  amount: 1,
                  code: 'bet_stake',
                  reference: `order:${index}`,
                },
              ])
            : ledger.post([
                {
                  id: `cancel:${index}`,
                  debit: escrow(playerId),
                  credit: cash(playerId),
                  amount: 1,
                  code: 'bet_cancel',
                  reference: `order:${index}`,
                },
              ]),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 1_000, betEscrow: 1_000 });
      await expectLedgerInvariants(database.db);
    },
  );

  it(
    'creates each account once when many first posts for a new player race',
    { timeout: 60_000 },
    async () => {
      const playerId = randomUUID();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 40 }, (_, index) =>
          ledger.post([
            deposit(playerId, 10),
            {
              id: `stake-in:${index}`,
              debit: cash(playerId),
              credit: { kind: 'player', playerId, type: 'staking' },
              amount: 10,
              code: 'staking_in',
              reference: `position:${index}`,
            },
          ]),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const [accounts] = await queryRows<{ n: string }>(
        database.db,
        sql`select count(*)::text as n from ledger_accounts where player_id = ${playerId}`,
      );
      expect(accounts?.n).toBe('2');
      expect(await ledger.playerBalances(playerId)).toMatchObject({ cash: 0, staking: 400 });
      await expectLedgerInvariants(database.db);
    },
  );
});
