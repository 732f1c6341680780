import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.js';
import { queryRows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { InsufficientFundsError, InvalidLedgerInputError } from './ledger.errors.js';
import { createLedgerService, type LedgerService } from './ledger.service.js';
import { expectLedgerInvariants } from '../../test/ledger.js';
import type { AccountRef, TransferInput } from './ledger.types.js';

let database: TestDatabase;
let ledger: LedgerService;
const START = new Date('2026-11-22T08:00:00Z');
const clock = createManualClock(START);

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedgerService({ db: database.db, clock });
});
afterAll(async () => database?.close());
beforeEach(async () => database.reset());

const cash = (playerId: string): AccountRef => ({ kind: 'player', playerId, type: 'cash' });
const escrow = (playerId: string): AccountRef => ({ kind: 'player', playerId, type: 'bet_escrow' });
const game: AccountRef = { kind: 'house', type: 'game' };
const deposits: AccountRef = { kind: 'house', type: 'deposits' };

const transfer = (id: string, debit: AccountRef, credit: AccountRef, amount: number): TransferInput => ({
  id,
  debit,
  credit,
  amount,
  code: 'bet_payout',
  reference: id,
});

async function transferCount(): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    database.db,
    sql`select count(*) as count from ledger_transfers`,
  );
  return Number(row!.count);
}

describe('ledger.postMany', () => {
  it('posts 9,000 transfers of 60 players in order: balances as a model, running balances along seq, invariants hold', async () => {
    const players = Array.from({ length: 60 }, () => randomUUID());
    const batch: TransferInput[] = players.map((id) => ({
      ...transfer(`fund:${id}`, deposits, cash(id), 1_000_000),
      code: 'deposit',
    }));
    const model = new Map<string, number>(players.map((id) => [id, 1_000_000]));
    while (batch.length < 9_000) {
      const id = players[randomInt(players.length)]!;
      const amount = 1 + randomInt(500);
      // Stakes into escrow, then some of it back out to the house or paid back with winnings.
      if (batch.length % 3 === 0 || model.get(id)! < amount) {
        batch.push(transfer(`w:${batch.length}`, game, cash(id), amount));
        model.set(id, model.get(id)! + amount);
      } else {
        batch.push({ ...transfer(`s:${batch.length}`, cash(id), escrow(id), amount), code: 'bet_stake' });
        model.set(id, model.get(id)! - amount);
      }
    }
    const result = await ledger.postMany(batch);
    expect(result.count).toBe(9_000);
    for (const id of players) {
      expect((await ledger.playerBalances(id)).cash, `cash of ${id}`).toBe(model.get(id));
      expect(result.balanceAfter(cash(id))).toBe(model.get(id));
    }
    expect(result.balanceAfter(cash(randomUUID()))).toBeUndefined();
    // seq follows the batch: the rows come back in the order they were given.
    const ids = await queryRows<{ id: string }>(
      database.db,
      sql`select id from ledger_transfers order by seq`,
    );
    expect(ids.map((row) => row.id)).toEqual(batch.map((entry) => entry.id));
    await expectLedgerInvariants(database.db);
  });

  it('refuses an id posted before and leaves the caller’s transaction usable, nothing moved', async () => {
    const id = randomUUID();
    await ledger.post([{ ...transfer('fund', deposits, cash(id), 500), code: 'deposit' }]);
    const before = await transferCount();
    await database.db.transaction(async (tx) => {
      await expect(
        ledger.postMany(
          [
            transfer('new-1', game, cash(id), 5),
            { ...transfer('fund', deposits, cash(id), 500), code: 'deposit' },
          ],
          tx,
        ),
      ).rejects.toBeInstanceOf(InvalidLedgerInputError);
      // Still usable after the savepoint rolled back.
      await ledger.postMany([transfer('new-2', game, cash(id), 7)], tx);
    });
    expect(await transferCount()).toBe(before + 1);
    expect((await ledger.playerBalances(id)).cash).toBe(507);
    await expectLedgerInvariants(database.db);
  });

  it('refuses a batch that would overdraw a player at any step, even if a later transfer would cover it', async () => {
    const id = randomUUID();
    await ledger.post([{ ...transfer('fund', deposits, cash(id), 100), code: 'deposit' }]);
    await expect(
      ledger.postMany([
        { ...transfer('stake', cash(id), escrow(id), 150), code: 'bet_stake' },
        transfer('late-credit', game, cash(id), 100),
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await transferCount()).toBe(1);
    expect((await ledger.playerBalances(id)).cash).toBe(100);
  });

  it('refuses duplicate ids in one batch and malformed transfers before touching the database', async () => {
    const id = randomUUID();
    await expect(
      ledger.postMany([transfer('twice', game, cash(id), 1), transfer('twice', game, cash(id), 1)]),
    ).rejects.toBeInstanceOf(InvalidLedgerInputError);
    await expect(ledger.postMany([transfer('zero', game, cash(id), 0)])).rejects.toBeInstanceOf(
      InvalidLedgerInputError,
    );
    expect(await transferCount()).toBe(0);
    expect(await ledger.postMany([])).toMatchObject({ count: 0 });
  });
});
