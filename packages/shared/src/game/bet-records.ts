import { z } from 'zod';
import { isCalendarDate } from '../cashier/fund-flow.js';
import {
  betRecordsBodyShape,
  type BetRecordFilter,
  type OrderState,
  type RoundResultView,
  type RoundState,
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

export type BetOrderLine = {
  option: number;
  /** The option's name in the request's language. */
  label: string;
  odds: string;
  stake: string;
  /** Paid back for this option, stake included; "0.00" unless won. */
  payout: string;
  outcome: BetLineOutcome;
};

export type BetOrderRecord = {
  orderId: string;
  /** The order number shown to the player (and to support). */
  orderNumber: string;
  state: OrderState;
  placedAt: number;
  /**
   * The game: the room type and the name of its first home tile in the request's language
   * (every tile of a type shares its rounds); null when no tile names the type.
   */
  game: { roomType: number; name: string | null };
  room: { id: number; title: string };
  /** The round the order was placed in; `result` once drawn. */
  round: { seqno: string; state: RoundState; drawsAt: number; result: RoundResultView | null };
  lines: BetOrderLine[];
  stake: string;
  payout: string;
};

export type BetOrdersPage = {
  filter: BetRecordFilter;
  page: number;
  pageSize: number;
  /**
   * The local day the page is limited to, or null for every day. An order belongs to the day it
   * was settled or cancelled on (the day `betDays` counts it in), or placed on while it waits.
   */
  day: string | null;
  /** Orders matching the filter and day (not lines). */
  total: number;
  timeZone: string;
  list: BetOrderRecord[];
};

/** One local day's settled orders: staked, paid back and the difference (negative: a loss). */
export type BetDay = {
  day: string;
  stake: string;
  payout: string;
  net: string;
  /** Orders settled that day. */
  orders: number;
};

export type BetDaysResponse = {
  timeZone: string;
  /** Today in the operator's zone; `days` runs back from it, newest first, days without bets included. */
  today: string;
  days: BetDay[];
};
