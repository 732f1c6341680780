import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One row per account: a player's cash, withdrawal hold, bet escrow and staking principal, and the
 * house's deposits, withdrawals, game, staking interest, adjustments and staking reserve. `balance`
 * is a cache of Σ credits − Σ debits over `ledger_transfers`, written only by the ledger service
 * while it holds the row lock; `checkInvariants` proves the two agree. Flagged accounts (every
 * player account) can never go below zero — the CHECK is the last line of defence behind the
 * service's own check.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: text('owner_kind').notNull(),
    /** The player's id (accounts module); no foreign key because players belong to another module. */
    playerId: uuid('player_id'),
    type: text('type').notNull(),
    balance: bigint('balance', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    mustNotGoNegative: boolean('must_not_go_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_type_unique')
      .on(table.playerId, table.type)
      .where(sql`${table.ownerKind} = 'player'`),
    uniqueIndex('ledger_accounts_house_type_unique')
      .on(table.type)
      .where(sql`${table.ownerKind} = 'house'`),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.ownerKind} = 'player' and ${table.playerId} is not null and ${table.mustNotGoNegative}
          and ${table.type} in ('cash', 'withdrawal_hold', 'bet_escrow', 'staking'))
       or (${table.ownerKind} = 'house' and ${table.playerId} is null
          and ${table.type} in ('deposits', 'withdrawals', 'game', 'staking_interest', 'adjustments', 'staking_reserve'))`,
    ),
    check(
      'ledger_accounts_balance_not_negative',
      sql`not ${table.mustNotGoNegative} or ${table.balance} >= 0`,
    ),
  ],
);

/**
 * Immutable transfers: `amount` moves FROM the debit account TO the credit account. The id is the
 * caller's idempotency key. `seq` gives every transfer a place in one total order; for any one
 * account it is also the order the transfers were applied (they are written under its row lock),
 * so the balance-after columns form a running balance along it. Triggers in the
 * `ledger_append_only` migration refuse UPDATE, DELETE and (outside a test reset) TRUNCATE.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    reference: text('reference').notNull(),
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'number' }).notNull(),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transfers_debit_seq_idx').on(table.debitAccountId, table.seq),
    index('ledger_transfers_credit_seq_idx').on(table.creditAccountId, table.seq),
    index('ledger_transfers_reference_idx').on(table.reference),
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
  ],
);
