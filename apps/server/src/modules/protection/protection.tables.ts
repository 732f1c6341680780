import { EXCLUSION_DURATIONS, EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../accounts/players.tables.js';

/**
 * A player's deposit or loss limit for one period. `amount` is the limit in force (null: none).
 * A decrease replaces it at once; an increase or a removal waits: `pending_amount` (null for a
 * removal) applies from `pending_at`, read lazily (`limits.rules.ts`), so no job has to run.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind, table.period] }),
    check('protection_limits_kind_known', sql`${table.kind} in ('deposit', 'loss')`),
    check('protection_limits_period_known', sql`${table.period} in ('day', 'week', 'month')`),
    check('protection_limits_amount_positive', sql`${table.amount} is null or ${table.amount} > 0`),
    check('protection_limits_pending_positive', sql`${table.pendingAmount} is null or ${table.pendingAmount} > 0`),
    check('protection_limits_pending_has_time', sql`${table.pendingAmount} is null or ${table.pendingAt} is not null`),
  ],
);

/**
 * Every raise or removal of a limit a player asked for (the change waits 24 h, see nextLimit), one
 * row each and never edited: the limits table keeps only the latest state, and the console's risk
 * signals count how often a player raised a limit. `to_amount` null means a removal.
 */
export const protectionLimitRaises = pgTable(
  'protection_limit_raises',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    fromAmount: bigint('from_amount', { mode: 'number' }).notNull(),
    toAmount: bigint('to_amount', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('protection_limit_raises_requested_idx').on(table.requestedAt)],
);

/**
 * Time-outs and self-exclusions. Rows are only ever added: none is shortened or lifted, by the
 * player or by staff; a player is blocked while any row's `ends_at` is in the future.
 */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind', { enum: EXCLUSION_KINDS }).notNull(),
    duration: text('duration', { enum: EXCLUSION_DURATIONS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('protection_exclusions_player_idx').on(table.playerId, table.endsAt),
    check('protection_exclusions_kind_known', sql`${table.kind} in ('timeout', 'self_exclusion')`),
    check('protection_exclusions_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** The player's reality-check interval and whether the limits offer after registration was answered. */
export const protectionSettings = pgTable(
  'protection_settings',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id),
    realityCheckMinutes: smallint('reality_check_minutes').notNull().default(0),
    limitsOfferedAt: timestamp('limits_offered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('protection_settings_interval_known', sql`${table.realityCheckMinutes} in (0, 15, 30, 60)`)],
);
