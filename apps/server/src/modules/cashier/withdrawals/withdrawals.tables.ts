import { WITHDRAWAL_STATUSES } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A withdrawal. Created together with its ledger hold (cash → withdrawal_hold,
 * `withdrawal:<id>:hold`), then resolved exactly once: paid (hold → house withdrawals) or
 * rejected (hold → cash), both under the one transfer id `withdrawal:<id>:resolve` and a
 * conditional status update. At or above the operator's threshold the first approval is only
 * recorded (`first_approver_*`); a different operator's approval pays it.
 * `request_key` is the client's idempotency key, unique per player.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    payoutReference: text('payout_reference'),
    requestKey: text('request_key'),
    firstApproverId: uuid('first_approver_id'),
    firstApproverUsername: text('first_approver_username'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolvedByUsername: text('resolved_by_username'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('withdrawals_player_request_key_unique').on(table.playerId, table.requestKey),
    index('withdrawals_player_idx').on(table.playerId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    index('withdrawals_account_idx').on(table.accountId, table.status),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    check('withdrawals_status_known', sql`${table.status} in ('pending', 'paid', 'rejected')`),
    check(
      'withdrawals_resolution_consistent',
      sql`(${table.status} = 'pending') = (${table.resolvedAt} is null)`,
    ),
    check(
      'withdrawals_paid_has_reference',
      sql`${table.status} <> 'paid' or ${table.payoutReference} is not null`,
    ),
  ],
);

/**
 * Wrong pay passwords on cashier calls, one row each, so a stolen session cannot guess the pay
 * password: too many in a window and the calls refuse for a while (3001).
 */
export const payPasswordFailures = pgTable(
  'cashier_pay_password_failures',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cashier_pay_password_failures_player_idx').on(table.playerId, table.createdAt)],
);
