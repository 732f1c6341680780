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
  (table) => [
    index('player_sessions_player_idx').on(table.playerId, table.createdAt),
    // The risk signals find shared addresses from this index alone (in address order, no heap
    // reads), and look up who else used an address (excluded players' links).
    index('player_sessions_ip_idx').on(table.ip, table.playerId, table.lastSeenAt),
  ],
);
