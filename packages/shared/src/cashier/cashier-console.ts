import { z } from 'zod';
import type { AdminPlayerBalances } from '../console/players.js';
import { HOUSE_ACCOUNT_TYPES, LEDGER_CODES, PLAYER_ACCOUNT_TYPES } from '../ledger/ledger-codes.js';
import {
  depositMethodSnapshotSchema,
  depositViewSchema,
  storedDepositMethodSchema,
  withdrawalViewSchema,
} from './cashier-schemas.js';

/**
 * What the console's cashier calls answer (`/api/admin/...`, cashier.admin.routes.ts). Money is
 * a decimal string with exactly the currency's minor digits; times are ISO strings.
 */
const isoTime = z.string();

/** A deposit request with its player, the method as the player saw it and who decided it. */
export const adminDepositViewSchema = depositViewSchema.extend({
  /** Requests from before per-language notes carry a single `note` instead of `notes`. */
  method: depositMethodSnapshotSchema.extend({ note: z.string().optional() }),
  userId: z.string().uuid(),
  username: z.string().nullable(),
  /** What approving added to the player's turnover requirement ("0.00" until then). */
  turnoverRequired: z.string(),
  resolvedBy: z.string().nullable(),
});
export type AdminDepositView = z.infer<typeof adminDepositViewSchema>;

/** The first of two approvals of a withdrawal at or above the two-operator threshold. */
export const withdrawalFirstApprovalSchema = z.object({
  staffId: z.string(),
  username: z.string().nullable(),
  at: isoTime.nullable(),
});
export type WithdrawalFirstApproval = z.infer<typeof withdrawalFirstApprovalSchema>;

/** A withdrawal with its player, whether it needs two operators, and who approved or decided it. */
export const adminWithdrawalViewSchema = withdrawalViewSchema.extend({
  userId: z.string().uuid(),
  username: z.string().nullable(),
  requiresTwoApprovals: z.boolean(),
  firstApproval: withdrawalFirstApprovalSchema.nullable(),
  resolvedBy: z.string().nullable(),
});
export type AdminWithdrawalView = z.infer<typeof adminWithdrawalViewSchema>;

/** `cashier/methods/get` and `cashier/methods/update`: every method, disabled ones included. */
export const adminDepositMethodsSchema = z.object({ methods: z.array(storedDepositMethodSchema) });
export type AdminDepositMethods = z.infer<typeof adminDepositMethodsSchema>;

const decimal = z.string();
const countAndTotal = z.object({ count: z.number().int(), total: decimal });

/** `POST /api/admin/dashboard/summary`: today's money in the operator's zone and the queues. */
export const cashierDashboardSummarySchema = z.object({
  day: z.object({ from: isoTime, to: isoTime, timeZone: z.string() }),
  depositsApproved: countAndTotal,
  withdrawalsPaid: countAndTotal,
  pending: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    withdrawalsAwaitingSecondApproval: z.number().int(),
  }),
  house: z.record(z.enum(HOUSE_ACCOUNT_TYPES), decimal),
});
export type CashierDashboardSummary = z.infer<typeof cashierDashboardSummarySchema>;

/** `POST /api/admin/ledger/check`: the ledger invariants proved now; `problems` says what failed. */
export const ledgerCheckSchema = z.object({ ok: z.boolean(), problems: z.array(z.string()) });
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

/** The other side of a ledger entry, by kind and type only (never another player's id). */
export const ledgerCounterpartySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), type: z.enum(PLAYER_ACCOUNT_TYPES) }),
  z.object({ kind: z.literal('house'), type: z.enum(HOUSE_ACCOUNT_TYPES) }),
]);
export type LedgerCounterparty = z.infer<typeof ledgerCounterpartySchema>;

export const playerLedgerEntrySchema = z.object({
  /** The transfer's id. */
  id: z.string(),
  time: isoTime,
  /** Signed from this account's view: + money in, − money out. */
  amount: decimal,
  before: decimal,
  after: decimal,
  code: z.enum(LEDGER_CODES),
  reference: z.string(),
  counterparty: ledgerCounterpartySchema,
});
export type PlayerLedgerEntry = z.infer<typeof playerLedgerEntrySchema>;

/** Every balance of a player, as decimal strings. */
export const adminPlayerBalancesSchema = z.object({
  cash: decimal,
  withdrawalHold: decimal,
  betEscrow: decimal,
  staking: decimal,
}) satisfies z.ZodType<AdminPlayerBalances>;

/**
 * `POST /api/admin/players/ledger`: one player account's entries, newest first, with every
 * balance; the next page is asked for with `nextCursor` (null on the last page).
 */
export const playerLedgerPageSchema = z.object({
  userId: z.string(),
  account: z.enum(PLAYER_ACCOUNT_TYPES),
  balances: adminPlayerBalancesSchema,
  list: z.array(playerLedgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type PlayerLedgerPage = z.infer<typeof playerLedgerPageSchema>;

/** `POST /api/admin/players/adjust`: `replayed` when the request key had already adjusted. */
export const adminAdjustResultSchema = z.object({
  userId: z.string(),
  /** Signed, as applied. */
  amount: decimal,
  transferId: z.string(),
  cashBefore: decimal,
  cashAfter: decimal,
  replayed: z.boolean(),
});
export type AdminAdjustResult = z.infer<typeof adminAdjustResultSchema>;
