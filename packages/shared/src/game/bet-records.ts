import { z } from 'zod';
import { isCalendarDate } from '../cashier/fund-flow.js';
import {
  BET_RECORD_FILTERS,
  betRecordsBodyShape,
  ORDER_STATES,
  ROUND_STATES,
  roundResultViewSchema,
} from './game-schemas.js';

/**
 * The player's bet records by order (`/api/Game/betOrders`) and their result per local day
 * (`/api/Game/betDays`), docs/rounds.md. Money is a decimal string with the currency's minor
 * digits, odds a decimal string ("1.98"), times epoch ms, days `YYYY-MM-DD` in the operator's
 * zone (config TIMEZONE), which every answer names.
 */

/** The daily result reaches back at most this many local days, today included. */
export const BET_DAYS_MAX = 31;
export const BET_DAYS_DEFAULT = 7;
export const betDaysBodyShape = {
  days: z.coerce.number().int().min(1).max(BET_DAYS_MAX).default(BET_DAYS_DEFAULT),
};

/**
 * `/api/Game/betOrders` takes the records' filter and paging plus `day`: one local day of the
 * operator's zone (YYYY-MM-DD, a real date); empty or missing means every day. Anything else is
 * refused with 1001 naming `day`.
 */
export const betOrdersBodyShape = {
  ...betRecordsBodyShape,
  day: z
    .string()
    .trim()
    .max(10)
    .refine((text) => text === '' || isCalendarDate(text), 'a real date written YYYY-MM-DD')
    .optional()
    .transform((text) => text || undefined),
};

/**
 * What became of one option of an order: `won` (its payout is in `payout`), `lost`, `refunded`
 * (the order was cancelled while betting was open: the stake went back) or `pending` (not settled).
 */
export const BET_LINE_OUTCOMES = ['won', 'lost', 'refunded', 'pending'] as const;
export type BetLineOutcome = (typeof BET_LINE_OUTCOMES)[number];

export const betOrderLineSchema = z.object({
  option: z.number(),
  /** The option's name in the request's language. */
  label: z.string(),
  odds: z.string(),
  stake: z.string(),
  /** Paid back for this option, stake included; "0.00" unless won. */
  payout: z.string(),
  outcome: z.enum(BET_LINE_OUTCOMES),
});
export type BetOrderLine = z.infer<typeof betOrderLineSchema>;

export const betOrderRecordSchema = z.object({
  orderId: z.string(),
  /** The order number shown to the player (and to support). */
  orderNumber: z.string(),
  state: z.enum(ORDER_STATES),
  placedAt: z.number(),
  /**
   * The game: the room type and the name of its first home tile in the request's language
   * (every tile of a type shares its rounds); null when no tile names the type.
   */
  game: z.object({ roomType: z.number(), name: z.string().nullable() }),
  /** `title` names game and tier; `tier` alone for a card already headed by the game's name. */
  room: z.object({ id: z.number(), title: z.string(), tier: z.string().optional() }),
  /** The round the order was placed in; `result` once drawn. */
  round: z.object({
    seqno: z.string(),
    state: z.enum(ROUND_STATES),
    drawsAt: z.number(),
    result: roundResultViewSchema.nullable(),
  }),
  lines: z.array(betOrderLineSchema),
  stake: z.string(),
  payout: z.string(),
});
export type BetOrderRecord = z.infer<typeof betOrderRecordSchema>;

export const betOrdersPageSchema = z.object({
  filter: z.enum(BET_RECORD_FILTERS),
  page: z.number(),
  pageSize: z.number(),
  /**
   * The local day the page is limited to, or null for every day. An order belongs to the day it
   * was settled or cancelled on (the day `betDays` counts it in), or placed on while it waits.
   */
  day: z.string().nullable(),
  /** Orders matching the filter and day (not lines). */
  total: z.number(),
  timeZone: z.string(),
  list: z.array(betOrderRecordSchema),
});
export type BetOrdersPage = z.infer<typeof betOrdersPageSchema>;

/** One local day's settled orders: staked, paid back and the difference (negative: a loss). */
export const betDaySchema = z.object({
  day: z.string(),
  stake: z.string(),
  payout: z.string(),
  net: z.string(),
  /** Orders settled that day. */
  orders: z.number(),
});
export type BetDay = z.infer<typeof betDaySchema>;

export const betDaysResponseSchema = z.object({
  timeZone: z.string(),
  /** Today in the operator's zone; `days` runs back from it, newest first, days without bets included. */
  today: z.string(),
  days: z.array(betDaySchema),
});
export type BetDaysResponse = z.infer<typeof betDaysResponseSchema>;
