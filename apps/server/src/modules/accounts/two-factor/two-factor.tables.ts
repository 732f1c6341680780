import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../players.tables.js';

/**
 * A player's authenticator (TOTP, optional; issue #25). The base32 secret is kept as the staff's
 * is (`staff_users.totp_secret`) and never leaves the server once enabled. A row without
 * `enabled_at` is a setup waiting for its first code; `last_step` is the 30 s step of the last
 * accepted code, so each code is accepted once.
 */
export const playerTwoFactor = pgTable('player_two_factor', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Single-use recovery codes, shown once when two-factor is enabled. Only their SHA-256 is kept
 * (each carries 60 random bits, so a slow hash buys nothing); `used_at` spends one.
 */
export const playerRecoveryCodes = pgTable(
  'player_recovery_codes',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('player_recovery_codes_player_idx').on(table.playerId, table.codeHash)],
);
