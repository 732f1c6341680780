import { isPlayerAccountType, type PlayerAccountType } from '@fairround/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database.js';
import type { TransferRow } from './ledger.repository.js';
import { ledgerAccounts, ledgerTransfers } from './ledger.tables.js';

/** A ledger transfer as other modules read it. */
export type { TransferRow };

const TRANSFER_COLUMNS = sql.raw(
  'id, seq, debit_account_id, credit_account_id, amount, code, reference, debit_balance_after, credit_balance_after, created_at',
);

/** A row as the driver answers raw SQL: pg gives bigints as strings, PGlite as numbers. */
type RawTransfer = {
  id: string;
  seq: string | number;
  debit_account_id: string | number;
  credit_account_id: string | number;
  amount: string | number;
  code: string;
  reference: string;
  debit_balance_after: string | number;
  credit_balance_after: string | number;
  created_at: string | Date;
};

function toTransferRow(row: RawTransfer): TransferRow {
  return {
    id: row.id,
    seq: Number(row.seq),
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    amount: Number(row.amount),
    code: row.code,
    reference: row.reference,
    debitBalanceAfter: Number(row.debit_balance_after),
    creditBalanceAfter: Number(row.credit_balance_after),
    createdAt: new Date(row.created_at),
  };
}

export type TransfersQuery = {
  /** Only these codes; undefined for every code. */
  codes?: readonly string[];
  from?: Date;
  to?: Date;
  beforeSeq?: number;
  limit: number;
};

/**
 * What other modules read of the ledger for a player's history (modules/protection/history):
 * the player's accounts, the transfers touching them and balances as of a place in the ledger.
 * Read-only, so every figure shown is the stored one; nothing here writes the ledger.
 */
export function createLedgerHistoryQueries({ db }: { db: Executor }) {
  const t = ledgerTransfers;

  return {
    /** The player's ledger accounts by id (cash, withdrawal hold, bet escrow, staking). */
    async playerAccounts(playerId: string): Promise<Map<number, PlayerAccountType>> {
      const rows = await db
        .select({ id: ledgerAccounts.id, type: ledgerAccounts.type })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerKind, 'player'), eq(ledgerAccounts.playerId, playerId)));
      return new Map(
        rows
          .filter((row) => isPlayerAccountType(row.type))
          .map((row) => [row.id, row.type as PlayerAccountType]),
      );
    },

    /**
     * Transfers touching any of `accountIds`, newest first, each once (a stake from cash to escrow
     * touches two of them). One index walk per account and side, each stopping after `limit`
     * rows, so a page costs the same after a year of play as on the first day.
     */
    async transfers(accountIds: readonly number[], query: TransfersQuery): Promise<TransferRow[]> {
      if (accountIds.length === 0) return [];
      const filters = sql.join(
        [
          query.codes ? sql`and code = any(${sql.param([...query.codes])}::text[])` : sql``,
          query.from ? sql`and created_at >= ${query.from.toISOString()}::timestamptz` : sql``,
          query.to ? sql`and created_at < ${query.to.toISOString()}::timestamptz` : sql``,
          query.beforeSeq !== undefined ? sql`and seq < ${query.beforeSeq}` : sql``,
        ],
        sql` `,
      );
      const walks = accountIds.flatMap((accountId) =>
        (['debit_account_id', 'credit_account_id'] as const).map(
          (side) => sql`(select ${TRANSFER_COLUMNS} from ledger_transfers
                         where ${sql.identifier(side)} = ${accountId} ${filters}
                         order by seq desc limit ${query.limit})`,
        ),
      );
      const rows = await queryRows<RawTransfer>(
        db,
        sql`select * from (${sql.join(walks, sql` union `)}) as touching order by seq desc limit ${query.limit}`,
      );
      return rows.map(toTransferRow);
    },

    /** Transfers by reference (`order:<id>` for an order's stake, settlement and cancel). */
    async transfersByReference(references: readonly string[]) {
      if (references.length === 0) return [];
      return db
        .select()
        .from(t)
        .where(inArray(t.reference, [...references]))
        .orderBy(t.seq);
    },

    /**
     * The balance of one account as of each `seq`: the balance after its newest transfer at or
     * before that place in the ledger's order (0 before its first). Two index walks per seq, one
     * for each side the account can be on.
     */
    async balancesAt(accountId: number, seqs: readonly number[]): Promise<Map<number, number>> {
      if (seqs.length === 0) return new Map();
      const rows = await queryRows<{ seq: string | number; balance: string | number | null }>(
        db,
        sql`select s.seq, (
              select x.balance from (
                (select seq, debit_balance_after as balance from ledger_transfers
                  where debit_account_id = ${accountId} and seq <= s.seq order by seq desc limit 1)
                union all
                (select seq, credit_balance_after as balance from ledger_transfers
                  where credit_account_id = ${accountId} and seq <= s.seq order by seq desc limit 1)
              ) x order by x.seq desc limit 1
            ) as balance
            from unnest(${sql.param([...seqs])}::bigint[]) as s(seq)`,
      );
      return new Map(rows.map((row) => [Number(row.seq), Number(row.balance ?? 0)]));
    },
  };
}
