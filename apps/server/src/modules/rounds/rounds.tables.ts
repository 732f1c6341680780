import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Room types are draw schedules (PRODUCT.md §6): 1, 4 and 15 draw three digits, 16 a race.
 * Timings are seconds; the ROUND_*_S environment overrides apply on top (demos, tests).
 */
export const roomTypes = pgTable(
  'room_types',
  {
    roomType: integer('room_type').primaryKey(),
    periodS: integer('period_s').notNull(),
    lockS: integer('lock_s').notNull(),
    drawDelayS: integer('draw_delay_s').notNull(),
    /** Length L of each new fairness chain of this type. */
    chainLength: integer('chain_length').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('room_types_known', sql`${table.roomType} in (1, 4, 15, 16)`),
    check('room_types_timing', sql`${table.lockS} >= 0 and ${table.drawDelayS} >= 0 and ${table.periodS} > ${table.lockS} + ${table.drawDelayS}`),
    check('room_types_chain_length', sql`${table.chainLength} between 2 and 1000000`),
  ],
);

/**
 * The home tiles (seed §2, shared `home-tiles.ts`), each opening the rooms of one room type and,
 * for a bet-type tile, putting one option family (`focus`) in front. The seed writes the shared
 * catalogue's tiles once; after that this table is the truth. The console renames, reorders
 * (`sort`), hides (`enabled`) and re-points tiles, and adds its own (`origin` 'console', ids from
 * 1001 so they never meet a seeded id, never reused), which it may delete; names are unique per
 * language (checked there).
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    roomType: integer('room_type')
      .notNull()
      .references(() => roomTypes.roomType),
    /** 1 = digit room (`/activity`), 2 = racing room (`/bjsc`); follows `room_type`. */
    kind: smallint('kind').notNull(),
    icon: text('icon').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    nameChs: text('name_chs').notNull(),
    nameCht: text('name_cht').notNull(),
    focus: text('focus', { enum: ['big_small', 'odd_even', 'combo', 'extreme', 'triple'] }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** 'catalogue': written by the seed (hidden, never deleted); 'console': added by an operator. */
    origin: text('origin', { enum: ['catalogue', 'console'] }).notNull().default('catalogue'),
  },
  (table) => [
    check('games_focus_known', sql`${table.focus} is null or ${table.focus} in ('big_small', 'odd_even', 'combo', 'extreme', 'triple')`),
    check('games_origin_known', sql`${table.origin} in ('catalogue', 'console')`),
    index('games_order_idx').on(table.sort, table.id),
  ],
);

/**
 * Rooms: room type × tab (USDT 1, BTC 2, ETH 3) × tier. Money in minor units; `rates` are the
 * options' odds in ten-thousandths (1.98 → 19800), index = rateN. `pending_rates` are odds set
 * by the console that take effect for rounds opening at or after `pending_from`, so the odds of
 * a round already open never change.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey(),
    roomType: integer('room_type').notNull(),
    tab: smallint('tab').notNull(),
    tier: text('tier', { enum: ['standard', 'vip', 'superior', 'premier'] }).notNull(),
    minJoin: bigint('min_join', { mode: 'number' }).notNull(),
    minBuy: bigint('min_buy', { mode: 'number' }).notNull(),
    minLevel: integer('min_level').notNull(),
    rates: integer('rates').array().notNull(),
    pendingRates: integer('pending_rates').array(),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('rooms_type_tab_tier_unique').on(table.roomType, table.tab, table.tier),
    check('rooms_tab_known', sql`${table.tab} between 1 and 3`),
    check('rooms_limits', sql`${table.minJoin} >= 0 and ${table.minBuy} > 0 and ${table.minLevel} between 1 and 8`),
  ],
);

/**
 * A provably-fair hash chain of one room type (PRODUCT.md §6). `secret_hex` never leaves the
 * server before the rounds it decides are drawn; `terminating_hash` (T) and `salt` are public
 * from `published_at`. Rounds take the chain's elements in order: `next_n` is the next unused n.
 */
export const fairnessChains = pgTable(
  'fairness_chains',
  {
    id: uuid('id').primaryKey(),
    roomType: integer('room_type').notNull(),
    /** 1, 2, … per room type: the order chains are used in. */
    sequence: integer('sequence').notNull(),
    length: integer('length').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    salt: text('salt').notNull(),
    secretHex: text('secret_hex').notNull(),
    nextN: integer('next_n').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('fairness_chains_type_sequence_unique').on(table.roomType, table.sequence),
    check('fairness_chains_next_n', sql`${table.nextN} between 1 and ${table.length} + 1`),
  ],
);

/**
 * One round of a room type, shared by all its rooms. State moves only forward through
 * conditional updates: open → locked → drawn → settled. `seed` and `result` are written when
 * drawn; the seed is chain element n of `chain_id`.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey(),
    roomType: integer('room_type').notNull(),
    seqno: text('seqno').notNull(),
    chainId: uuid('chain_id').notNull(),
    n: integer('n').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    locksAt: timestamp('locks_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['open', 'locked', 'drawn', 'settled'] }).notNull().default('open'),
    seed: text('seed'),
    result: jsonb('result'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('rounds_type_seqno_unique').on(table.roomType, table.seqno),
    unique('rounds_type_draws_at_unique').on(table.roomType, table.drawsAt),
    unique('rounds_chain_n_unique').on(table.chainId, table.n),
    index('rounds_state_due_idx').on(table.state, table.drawsAt),
    index('rounds_type_draws_idx').on(table.roomType, table.drawsAt),
    check('rounds_state_known', sql`${table.state} in ('open', 'locked', 'drawn', 'settled')`),
    check('rounds_times_ordered', sql`${table.opensAt} <= ${table.locksAt} and ${table.locksAt} <= ${table.drawsAt}`),
    check('rounds_drawn_has_seed', sql`(${table.state} in ('open', 'locked')) = (${table.seed} is null)`),
  ],
);

/**
 * A player's order on one round in one room: up to 9 lines (`order_lines`). The stake sits in
 * escrow (`order:<id>:stake`) until settlement or cancellation (`order:<id>:settle`, one id for
 * both, so at most one happens). `order_key` is the client's idempotency key.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    roomId: integer('room_id').notNull(),
    roundId: uuid('round_id').notNull(),
    roomType: integer('room_type').notNull(),
    seqno: text('seqno').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(sql`0`),
    state: text('state', { enum: ['placed', 'cancelled', 'won', 'lost'] }).notNull().default('placed'),
    orderKey: text('order_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    unique('orders_player_key_unique').on(table.playerId, table.orderKey),
    // With the id last, settlement walks a round's placed orders in id order as a range scan,
    // however many there are (a sort of every remaining order per slice made 100k quadratic).
    index('orders_round_state_id_idx').on(table.roundId, table.state, table.id),
    index('orders_player_created_idx').on(table.playerId, table.createdAt),
    index('orders_room_round_idx').on(table.roomId, table.roundId),
    check('orders_total_positive', sql`${table.total} > 0`),
    check('orders_payout_non_negative', sql`${table.payout} >= 0`),
    check('orders_state_known', sql`${table.state} in ('placed', 'cancelled', 'won', 'lost')`),
    check('orders_resolution_consistent', sql`(${table.state} = 'placed') = (${table.resolvedAt} is null)`),
  ],
);

/** One option of an order: odds (ten-thousandths) and stake (minor units); payout once settled. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id').notNull(),
    option: smallint('option').notNull(),
    odds: integer('odds').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(sql`0`),
    won: boolean('won'),
  },
  (table) => [
    primaryKey({ name: 'order_lines_pk', columns: [table.orderId, table.option] }),
    check('order_lines_amount_positive', sql`${table.amount} > 0`),
    check('order_lines_option_range', sql`${table.option} between 0 and 10`),
  ],
);
