import { z } from 'zod';
import type { AdminPlayerBalances } from '../console/players.js';
import type { HouseAccountType, LedgerCode, PlayerAccountType } from '../ledger/ledger-codes.js';
import {
  depositMethodSnapshotSchema,
  depositViewSchema,
  withdrawalViewSchema,
  type StoredDepositMethod,
} from './cashier-schemas.js';

/**
 * What the console's cashier calls answer (`/api/admin/...`, cashier.admin.routes.ts). Money is
 * a decimal string with exactly the currency's minor digits; times are ISO strings.
 */
const isoTime = z.string();

/** A deposit request with its player, the method as the player saw it and who decided it. */
export const adminDepositViewSchema = depositViewSchema.extend({
  method: depositMethodSnapshotSchema,
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
export type AdminDepositMethods = { methods: StoredDepositMethod[] };

/** `POST /api/admin/dashboard/summary`: today's money in the operator's zone and the queues. */
export type CashierDashboardSummary = {
  day: { from: string; to: string; timeZone: string };
  depositsApproved: { count: number; total: string };
  withdrawalsPaid: { count: number; total: string };
  pending: { deposits: number; withdrawals: number; withdrawalsAwaitingSecondApproval: number };
  house: Record<HouseAccountType, string>;
};

/** `POST /api/admin/ledger/check`: the ledger invariants proved now; `problems` says what failed. */
export type LedgerCheck = { ok: boolean; problems: string[] };

/** The other side of a ledger entry, by kind and type only (never another player's id). */
export type LedgerCounterparty =
  { kind: 'player'; type: PlayerAccountType } | { kind: 'house'; type: HouseAccountType };

export type PlayerLedgerEntry = {
  /** The transfer's id. */
  id: string;
  time: string;
  /** Signed from this account's view: + money in, − money out. */
  amount: string;
  before: string;
  after: string;
  code: LedgerCode;
  reference: string;
  counterparty: LedgerCounterparty;
};

/**
 * `POST /api/admin/players/ledger`: one player account's entries, newest first, with every
 * balance; the next page is asked for with `nextCursor` (null on the last page).
 */
export type PlayerLedgerPage = {
  userId: string;
  account: PlayerAccountType;
  balances: AdminPlayerBalances;
  list: PlayerLedgerEntry[];
  nextCursor: string | null;
};

/** `POST /api/admin/players/adjust`: `replayed` when the request key had already adjusted. */
export type AdminAdjustResult = {
  userId: string;
  /** Signed, as applied. */
  amount: string;
  transferId: string;
  cashBefore: string;
  cashAfter: string;
  replayed: boolean;
};
