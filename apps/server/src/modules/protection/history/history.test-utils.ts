import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/database.js';
import type { TestDatabase } from '../../../test/test-database.js';
import { createPlayerForTest } from '../../../test/players.js';
import { openRoundsWorld, type RoundsHarness, standardRoom } from '../../../test/rounds.js';
import { createLedgerService } from '../../ledger/ledger.service.js';
import type { AccountRef, TransferInput } from '../../ledger/ledger.types.js';

export const ROOM = standardRoom(1);

export const cashOf = (playerId: string): AccountRef => ({ kind: 'player', playerId, type: 'cash' });
export const holdOf = (playerId: string): AccountRef => ({
  kind: 'player',
  playerId,
  type: 'withdrawal_hold',
});

/** A clean database with only room type 1 running, one engine tick done, two players. */
export async function resetWorld(database: TestDatabase, harness: RoundsHarness) {
  const engine = await openRoundsWorld(database, harness, { running: [1] });
  const alice = await createPlayerForTest(database, { clock: harness.clock, username: 'alice77' });
  const bob = await createPlayerForTest(database, { clock: harness.clock, username: 'bob88' });
  return { engine, alice, bob };
}

/** Posts transfers as if at `at` (ISO), then leaves the clock there. */
export async function postAt(harness: RoundsHarness, at: string, transfers: Omit<TransferInput, 'id'>[]) {
  harness.clock.set(new Date(at));
  const ledger = createLedgerService({ db: harness.deps.database.db, clock: harness.clock });
  return ledger.post(transfers.map((transfer) => ({ id: `test:${randomUUID()}`, ...transfer })));
}

export function deposit(playerId: string, amount: number): Omit<TransferInput, 'id'> {
  return {
    debit: { kind: 'house', type: 'deposits' },
    credit: cashOf(playerId),
    amount,
    code: 'deposit',
    reference: `deposit:${randomUUID()}`,
  };
}

export function adjustment(playerId: string, amount: number): Omit<TransferInput, 'id'> {
  const house: AccountRef = { kind: 'house', type: 'adjustments' };
  const cash = cashOf(playerId);
  return amount > 0
    ? {
        debit: house,
        credit: cash,
        amount,
        code: 'admin_adjustment',
        reference: `adjustment:${randomUUID()}`,
      }
    : {
        debit: cash,
        credit: house,
        amount: -amount,
        code: 'admin_adjustment',
        reference: `adjustment:${randomUUID()}`,
      };
}

/** Σ signed movement of the player's cash per ledger code, straight from the ledger rows. */
export async function cashSumsByCode(
  database: TestDatabase,
  playerId: string,
  range: { from?: Date; to?: Date } = {},
) {
  const rows = await queryRows<{ code: string; total: string }>(
    database.db,
    sql`
    select t.code, sum(case when t.credit_account_id = a.id then t.amount else -t.amount end)::text as total
    from ledger_transfers t
    join ledger_accounts a on a.owner_kind = 'player' and a.player_id = ${playerId} and a.type = 'cash'
    where (t.debit_account_id = a.id or t.credit_account_id = a.id)
      and (${range.from?.toISOString() ?? null}::timestamptz is null or t.created_at >= ${range.from?.toISOString() ?? null}::timestamptz)
      and (${range.to?.toISOString() ?? null}::timestamptz is null or t.created_at < ${range.to?.toISOString() ?? null}::timestamptz)
    group by t.code`,
  );
  return new Map(rows.map((row) => [row.code, Number(row.total)]));
}

/** Every transfer touching any of the player's accounts, newest first: what the history must list. */
export async function transferIdsOf(database: TestDatabase, playerId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`
    select t.id from ledger_transfers t
    where exists (select 1 from ledger_accounts a where a.owner_kind = 'player' and a.player_id = ${playerId}
                  and (a.id = t.debit_account_id or a.id = t.credit_account_id))
    order by t.seq desc`,
  );
  return rows.map((row) => row.id);
}

/**
 * `transferIdsOf` as `/history` shows them: an order once, at its newest movement (its stake and
 * escrow release folded in, `history.fold.ts`); every other transfer as it is.
 */
export async function foldedTransferIdsOf(database: TestDatabase, playerId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string; reference: string }>(
    database.db,
    sql`
    select t.id, t.reference from ledger_transfers t
    where exists (select 1 from ledger_accounts a where a.owner_kind = 'player' and a.player_id = ${playerId}
                  and (a.id = t.debit_account_id or a.id = t.credit_account_id))
    order by t.seq desc`,
  );
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (!row.reference.startsWith('order:')) return [row.id];
    if (seen.has(row.reference)) return [];
    seen.add(row.reference);
    return [row.id];
  });
}
