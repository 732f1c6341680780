import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../players.tables.js';

/**
 * Player sessions. The client holds a 256-bit random token; only its SHA-256 (hex) is stored, so
 * a database leak does not hand out live sessions. Expiry slides forward on use.
 */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('player_sessions_player_idx').on(table.playerId, table.createdAt)],
);
