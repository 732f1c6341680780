import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Download links of the console's CSV exports: single use, a minute long, bound to the staff
 * session that asked. Kept in the database, not in one instance's memory, so the link works
 * whichever instance behind the load balancer serves the download. Only the SHA-256 of the token
 * is stored, like session tokens.
 */
export const exportTokens = pgTable(
  'export_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    kind: text('kind').notNull(),
    /** The kind's filters as validated when the link was made. */
    filters: jsonb('filters').notNull(),
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('export_tokens_expires_idx').on(table.expiresAt)],
);
