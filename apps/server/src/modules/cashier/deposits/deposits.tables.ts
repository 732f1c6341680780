import { DEPOSIT_STATUSES } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A player's deposit request: "I sent `amount` by `method`". It is only a claim until the console
 * approves it, which credits the player through the ledger in the same transaction as the status
 * change (`deposit:<id>:credit`); a rejection moves nothing. `method_snapshot` keeps the
 * instructions as the player saw them. `turnover_required` is what the approval added to the
 * player's turnover requirement (amount × the multiple then configured).
 *
 * `reference` is the short code the player quotes and finance matches the payment by (unique,
 * drawn at random from `DEPOSIT_REFERENCE_ALPHABET`). `tx_hash` is the chain transaction a crypto
 * request claims, normalised (`normalizeTxHash`); one transaction backs at most one live
 * (pending or approved) request of a method. A player may cancel their own pending request
 * (`cancelled`: resolved, by nobody on the staff, nothing ever moved).
 */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payerName: text('payer_name').notNull(),
    reference: text('reference').notNull(),
    txHash: text('tx_hash'),
    methodId: text('method_id').notNull(),
    methodSnapshot: jsonb('method_snapshot').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    turnoverRequired: bigint('turnover_required', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolvedByUsername: text('resolved_by_username'),
  },
  (table) => [
    index('deposit_requests_player_idx').on(table.playerId, table.createdAt),
    index('deposit_requests_status_idx').on(table.status, table.createdAt),
    uniqueIndex('deposit_requests_reference_unique').on(table.reference),
    index('deposit_requests_tx_hash_idx')
      .on(table.txHash)
      .where(sql`${table.txHash} is not null`),
    uniqueIndex('deposit_requests_live_tx_hash_unique')
      .on(table.methodId, table.txHash)
      .where(sql`${table.txHash} is not null and ${table.status} in ('pending', 'approved')`),
    check('deposit_requests_reference_format', sql`${table.reference} ~ '^[2-9A-HJ-NP-Z]{8}$'`),
    check('deposit_requests_amount_positive', sql`${table.amount} > 0`),
    check('deposit_requests_turnover_non_negative', sql`${table.turnoverRequired} >= 0`),
    check(
      'deposit_requests_status_known',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
    check(
      'deposit_requests_resolution_consistent',
      sql`(${table.status} = 'pending') = (${table.resolvedAt} is null)`,
    ),
  ],
);
