import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The staking products the console manages (PRODUCT.md §8). Seeded with the seed's four tiers
 * where missing; an operator's change applies to positions opened afterwards only, because a
 * position copies the terms it opened with.
 */
export const stakingTiers = pgTable(
  'staking_tiers',
  {
    id: integer('id').primaryKey(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    dailyRateBps: integer('daily_rate_bps').notNull(),
    periodDays: integer('period_days').notNull(),
    labelVi: text('label_vi').notNull(),
    labelEn: text('label_en').notNull(),
    labelChs: text('label_chs').notNull(),
    labelCht: text('label_cht').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('staking_tiers_min_amount_positive', sql`${table.minAmount} > 0`),
    check('staking_tiers_rate_range', sql`${table.dailyRateBps} between 1 and 10000`),
    check('staking_tiers_period_range', sql`${table.periodDays} between 1 and 365`),
  ],
);

/**
 * One transfer-in: the principal moved cash → staking (`staking:<id>:in`) in the transaction that
 * wrote this row, with the terms copied from its tier. `total_interest` is promised at opening;
 * `days_paid` and `interest_paid` advance only through the accrual (a conditional update in the
 * transaction that writes the day's `staking_accruals` row and its ledger transfer). At maturity
 * the principal returns (`staking:<id>:principal`) and the status becomes `matured`, once.
 * `request_key` is the client's idempotency key, unique per player.
 */
export const stakingPositions = pgTable(
  'staking_positions',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    tierId: integer('tier_id').notNull(),
    requestKey: text('request_key').notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    dailyRateBps: integer('daily_rate_bps').notNull(),
    periodDays: integer('period_days').notNull(),
    totalInterest: bigint('total_interest', { mode: 'number' }).notNull(),
    interestPaid: bigint('interest_paid', { mode: 'number' })
      .notNull()
      .default(sql`0`),
    daysPaid: integer('days_paid').notNull().default(0),
    status: text('status', { enum: ['open', 'matured'] })
      .notNull()
      .default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** When the next day accrues (opened + (days_paid + 1) × 24 h); null once matured. */
    nextAccrualAt: timestamp('next_accrual_at', { withTimezone: true }),
    maturesAt: timestamp('matures_at', { withTimezone: true }).notNull(),
    maturedAt: timestamp('matured_at', { withTimezone: true }),
  },
  (table) => [
    unique('staking_positions_player_request_key_unique').on(table.playerId, table.requestKey),
    index('staking_positions_player_idx').on(table.playerId, table.openedAt),
    index('staking_positions_due_idx').on(table.status, table.nextAccrualAt),
    check('staking_positions_principal_positive', sql`${table.principal} > 0`),
    check('staking_positions_status_known', sql`${table.status} in ('open', 'matured')`),
    check('staking_positions_days_range', sql`${table.daysPaid} between 0 and ${table.periodDays}`),
    check(
      'staking_positions_interest_range',
      sql`${table.interestPaid} >= 0 and ${table.interestPaid} <= ${table.totalInterest}`,
    ),
    check(
      'staking_positions_maturity_consistent',
      sql`(${table.status} = 'matured') = (${table.maturedAt} is not null)
          and (${table.status} = 'matured') = (${table.daysPaid} = ${table.periodDays})
          and (${table.status} = 'open') = (${table.nextAccrualAt} is not null)`,
    ),
  ],
);

/**
 * One row per position and day accrued: the primary key makes "each day pays at most once" a
 * property of the database, whatever the job's timer or leadership does. `transfer_id` names the
 * ledger transfer (`staking:<positionId>:day:<n>`); null when the day's interest rounded to 0.
 */
export const stakingAccruals = pgTable(
  'staking_accruals',
  {
    positionId: uuid('position_id')
      .notNull()
      .references(() => stakingPositions.id),
    day: integer('day').notNull(),
    playerId: uuid('player_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: text('transfer_id'),
    /** The day closed with the principal's return. */
    maturity: boolean('maturity').notNull().default(false),
    accruedAt: timestamp('accrued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'staking_accruals_pk', columns: [table.positionId, table.day] }),
    index('staking_accruals_player_idx').on(table.playerId, table.accruedAt),
    check('staking_accruals_day_positive', sql`${table.day} >= 1`),
    check('staking_accruals_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);
