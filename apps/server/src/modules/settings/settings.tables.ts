import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-set configuration (support link, app links, deposit instructions…), one row a key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
