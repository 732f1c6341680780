import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed logins, one row each, for players and staff alike, so throttling holds across instances
 * and restarts. `kind` says whose login it was; `scope` is 'account' (key: whatever the caller
 * counts an account by, e.g. a player id, a typed name, a lower-cased staff username) or 'ip'.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['player', 'staff'] }).notNull(),
    scope: text('scope', { enum: ['account', 'ip'] }).notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_lookup_idx').on(table.kind, table.scope, table.key, table.createdAt),
    check('login_failures_kind_known', sql`${table.kind} in ('player', 'staff')`),
    check('login_failures_scope_known', sql`${table.scope} in ('account', 'ip')`),
  ],
);
