import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A staff review of one risk signal. `signal_key` names the signal whatever its evidence (e.g.
 * `shared_ip:203.0.113.7`); `fingerprint` is a digest of the evidence seen when it was reviewed
 * (the players involved, the amounts). A signal is hidden while its current fingerprint equals
 * the reviewed one and shows again once the evidence changes. A later review replaces the row;
 * every review is also in the audit log.
 */
export const riskReviews = pgTable('risk_reviews', {
  signalKey: text('signal_key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  note: text('note').notNull(),
  reviewedBy: uuid('reviewed_by').notNull(),
  reviewedByUsername: text('reviewed_by_username').notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
});
