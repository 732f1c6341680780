import { z } from 'zod';
import { ownValue } from '../own-keys.js';
import { LEDGER_CODES, PLAYER_ACCOUNT_TYPES, type LedgerCode } from '../ledger/ledger-codes.js';

/**
 * Account history (`/history`) and round recall (`/recall`), PRODUCT.md §9. Every history row is
 * one ledger transfer touching the player's own accounts, so sums reconcile with the ledger to the
 * cent. Calls are `POST /api/Protect/history | historyCsv | recall` (and the console's
 * `/api/admin/protection/history | recall` with `userId`); money in answers is a decimal string
 * with the currency's minor digits, times are epoch milliseconds.
 */
export const HISTORY_KINDS = [
  'deposits',
  'withdrawals',
  'orders',
  'settlements',
  'staking',
  'adjustments',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
/** What the kind filter accepts: every kind, or one. */
export const HISTORY_FILTERS = ['all', ...HISTORY_KINDS] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

const KIND_OF_CODE: Record<Exclude<LedgerCode, `staking_${string}`>, HistoryKind> = {
  deposit: 'deposits',
  withdrawal_hold: 'withdrawals',
  withdrawal_paid: 'withdrawals',
  withdrawal_refund: 'withdrawals',
  admin_adjustment: 'adjustments',
  bet_stake: 'orders',
  bet_cancel: 'orders',
  bet_payout: 'settlements',
  bet_settle_loss: 'settlements',
};

/**
 * The kind a ledger code belongs to. Staking is every code starting with `staking_`; a code this
 * build does not know (a newer server) counts as an adjustment rather than disappearing.
 */
export function historyKindOf(code: string): HistoryKind {
  if (code.startsWith('staking_')) return 'staking';
  return ownValue(KIND_OF_CODE, code) ?? 'adjustments';
}

/** The ledger codes of one kind. */
export function historyCodesOf(kind: HistoryKind): LedgerCode[] {
  return LEDGER_CODES.filter((code) => historyKindOf(code) === kind);
}

export function parseHistoryFilter(value: unknown): HistoryFilter | null {
  if (value === undefined || value === null || value === '') return 'all';
  return typeof value === 'string' && (HISTORY_FILTERS as readonly string[]).includes(value.trim())
    ? (value.trim() as HistoryFilter)
    : null;
}

export const HISTORY_PAGE_SIZE_DEFAULT = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;
/** One CSV file holds at most this many rows; `nextCursor` then names where the next part starts. */
export const HISTORY_CSV_MAX_ROWS = 50_000;
/** How many rounds the recall lists. */
export const RECALL_ROUNDS = 50;

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const day = z.string().max(10).optional();
const cursor = z.string().max(20).optional();

// ---- requests (lenient: an odd kind, day or cursor answers 1001 naming the field) ----------

export const historyBodyShape = {
  /** `all` (default) or one of HISTORY_KINDS. */
  kind: z.string().max(16).optional(),
  /** First and last day (YYYY-MM-DD, inclusive, the operator's time zone); either may be left out. */
  start: day,
  end: day,
  /** `nextCursor` of the previous page. */
  cursor,
  pageSize: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(HISTORY_PAGE_SIZE_DEFAULT),
};
export const historyCsvBodyShape = {
  kind: historyBodyShape.kind,
  start: day,
  end: day,
  /** `nextCursor` of the previous part, when one file could not hold everything. */
  cursor,
};
export const recallBodyShape = {};
export const adminHistoryBodyShape = { userId: z.string().uuid(), ...historyBodyShape };
export const adminRecallBodyShape = { userId: z.string().uuid() };

// ---- answers ------------------------------------------------------------------------------

export const historyReferenceSchema = z.object({
  /** What the money moved for: an order, a deposit, a withdrawal, or anything else (`other`). */
  type: z.enum(['order', 'deposit', 'withdrawal', 'other']),
  /** The order number (as bet records show it), the deposit or withdrawal id, or the raw reference. */
  id: z.string(),
  /** Orders only: the round's room type and seqno (the fairness proof's `type` and `seqno`). */
  roomType: z.number().int().nullable(),
  seqno: z.string().nullable(),
});
export type HistoryReference = z.infer<typeof historyReferenceSchema>;

export const historyRowSchema = z.object({
  /** The ledger transfer id. */
  id: z.string(),
  time: z.number(),
  kind: z.enum(HISTORY_KINDS),
  code: z.string(),
  /**
   * The signed change of the player's cash (balance): "+400.00", "-10.00". Movements between the
   * player's other accounts and the house (a withdrawal paid from the hold, a lost stake leaving
   * escrow) change no cash and read "0.00"; `moved` says how much moved there.
   */
  amount: decimal,
  /** How much the transfer moved, never negative. */
  moved: decimal,
  /** Which of the player's accounts the row is seen from (cash whenever cash is involved). */
  account: z.enum(PLAYER_ACCOUNT_TYPES),
  /** The cash balance right after this transfer. */
  balanceAfter: decimal,
  reference: historyReferenceSchema,
  /**
   * On `/history` an order is one row, at its newest movement the filter lists, with its escrow
   * movements folded in (issue #24): `amount` is then the order's cash change over the filter, and
   * this what it came to — `payout` null until settled. Absent on other rows and in the CSV, which
   * keeps every ledger movement.
   */
  order: z.object({ stake: decimal, payout: decimal.nullable(), cancelled: z.boolean() }).optional(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyRangeSchema = z.object({
  /** Epoch ms bounds of the filter, `to` exclusive; null when open-ended. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  timeZone: z.string(),
});
export type HistoryRange = z.infer<typeof historyRangeSchema>;

export const historyPageSchema = z.object({
  kind: z.enum(HISTORY_FILTERS),
  list: z.array(historyRowSchema),
  nextCursor: z.string().nullable(),
  range: historyRangeSchema,
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const historyCsvSchema = z.object({
  filename: z.string(),
  /** UTF-8 text with a header line, one line per row, newest first, and a closing total line. */
  csv: z.string(),
  rows: z.number().int(),
  /** Σ amount of the rows in this file (the total line). */
  total: decimal,
  /** Non-null when the filter holds more than HISTORY_CSV_MAX_ROWS rows: ask again with it. */
  nextCursor: z.string().nullable(),
});
export type HistoryCsv = z.infer<typeof historyCsvSchema>;

export const recallLineSchema = z.object({
  option: z.number().int(),
  /** The option's name in the request's language, as bet records show it. */
  label: z.string(),
  stake: decimal,
  payout: decimal,
  /** Null until the round is settled. */
  won: z.boolean().nullable(),
});
export type RecallLine = z.infer<typeof recallLineSchema>;

export const recallRoundSchema = z.object({
  roundId: z.string(),
  roomType: z.number().int(),
  seqno: z.string(),
  rooms: z.array(z.object({ id: z.number().int(), title: z.string() })),
  state: z.enum(['open', 'locked', 'drawn', 'settled']),
  /** The drawn result; null while the round is not drawn yet ("pending"). */
  result: z
    .object({
      nums: z.array(z.number().int()).nullable(),
      sum: z.number().int().nullable(),
      order: z.array(z.number().int()).nullable(),
      wins: z.array(z.number().int()),
      /** The winning options' names in the request's language, joined: "Small · Even · Small Even". */
      text: z.string(),
    })
    .nullable(),
  lines: z.array(recallLineSchema),
  stake: decimal,
  payout: decimal,
  /** Cash just before the player's first stake in the round. */
  balanceBefore: decimal,
  /** Cash just after the round's settlement; null until settled. */
  balanceAfter: decimal.nullable(),
  placedAt: z.number(),
  drawsAt: z.number(),
  settledAt: z.number().nullable(),
});
export type RecallRound = z.infer<typeof recallRoundSchema>;

export const recallResponseSchema = z.object({ list: z.array(recallRoundSchema) });
export type RecallResponse = z.infer<typeof recallResponseSchema>;
