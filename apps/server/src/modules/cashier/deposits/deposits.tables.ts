import { DEPOSIT_STATUSES } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A player's deposit request: "I sent `amount` by `method`". It is only a claim until the console
 * approves it, which credits the player through the ledger in the same transaction as the status
 * change (`deposit:<id>:credit`); a rejection moves nothing. `method_snapshot` keeps the
 * instructions as the player saw them. `turnover_required` is what the approval added to the
 * player's turnover requirement (amount × the multiple then configured).
 */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payerName: text('payer_name').notNull(),
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
    check('deposit_requests_amount_positive', sql`${table.amount} > 0`),
    check('deposit_requests_turnover_non_negative', sql`${table.turnoverRequired} >= 0`),
    check('deposit_requests_status_known', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'deposit_requests_resolution_consistent',
      sql`(${table.status} = 'pending') = (${table.resolvedAt} is null)`,
    ),
  ],
);
