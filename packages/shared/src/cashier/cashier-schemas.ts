import { z } from 'zod';
import { secondFactorOtpField, STAFF_REASON_MAX_LENGTH } from '../accounts/account-schemas.js';
import type { ApiLanguage } from '../i18n/languages.js';
import { PLAYER_ACCOUNT_TYPES } from '../ledger/ledger-codes.js';
import { CHAIN_TYPES } from './chain-address.js';
import { TX_HASH_INPUT_MAX } from './deposit-reference.js';
import { WITHDRAWAL_ACCOUNT_TYPES } from './withdrawal-accounts.js';

/**
 * Request and response bodies of the cashier calls (docs/cashier.md has the full table). Request
 * shapes are lenient on purpose: a missing or odd value reaches the rules and answers its own
 * catalogue code (1050, 1065, 2058…) instead of a generic 1001. Money in answers is a decimal
 * string with exactly the currency's minor digits; in requests a string or a number.
 */
const text = (max: number) => z.string().max(max).default('');
const wireMoney = z.union([z.string().max(40), z.number()]).optional();
/** Ids are uuids; older clients may send numbers, which simply match nothing. */
const wireId = z
  .union([z.string().max(64), z.number()])
  .optional()
  .transform((value) => (value === undefined ? '' : String(value).trim()));
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const isoTime = z.string();

/** `cancelled`: the player withdrew their own pending request; nothing ever moved for it. */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const DEPOSIT_METHOD_KINDS = ['bank', 'chain'] as const;
export type DepositMethodKind = (typeof DEPOSIT_METHOD_KINDS)[number];

// ---- player calls -------------------------------------------------------------------------

export const rechargeBodyShape = {
  money: wireMoney,
  pay_name: text(200),
  method: text(64),
  /** The chain transaction id, required for chain methods (normalised, `normalizeTxHash`); ignored for banks. */
  tx_hash: text(TX_HASH_INPUT_MAX),
};
export const cashierPageBodyShape = { page, pageSize: pageSize(20) };
export const cashierIdBodyShape = { id: wireId };
export const addBankcardBodyShape = {
  type: text(16),
  bank: text(200),
  account: text(200),
  username: text(200),
  area: text(200),
  address: text(200),
  payPwd: text(128),
  /** The authenticator code, needed only when the player has two-factor on. */
  otp: secondFactorOtpField,
};
export const withdrawBodyShape = {
  bank_id: wireId,
  money: wireMoney,
  pwd: text(128),
  /** Optional client idempotency key: the same key answers the same withdrawal, nothing new. */
  request_key: z.string().trim().min(1).max(64).optional(),
  /** The authenticator code, needed only when the player has two-factor on. */
  otp: secondFactorOtpField,
};
export const financeFlowBodyShape = {
  type: z.string().max(16).optional(),
  start: z.string().max(10).optional(),
  end: z.string().max(10).optional(),
  page,
  pageSize: pageSize(20),
  /** `nextCursor` of the previous page; faster than `page` for endless lists. */
  cursor: z.string().max(20).optional(),
};

/**
 * The operator's note under a deposit method, one per language (like the home tiles' `names`).
 * A language left empty shows another language's note: the server picks it in the reader's
 * language with the articles' fallback order and answers a single `note`.
 */
export type DepositMethodNotes = Record<ApiLanguage, string>;
export const DEPOSIT_METHOD_NOTE_MAX_CHARS = 500;

export const depositMethodNotesSchema = z.object({
  vi: z.string(),
  en: z.string(),
  chs: z.string(),
  cht: z.string(),
}) satisfies z.ZodType<DepositMethodNotes>;

/** What every view of a deposit method shows: its kind, label and bank or chain details. */
const depositMethodDetailsSchema = z.object({
  id: z.string(),
  kind: z.enum(DEPOSIT_METHOD_KINDS),
  label: z.string(),
  bankName: z.string().optional(),
  accountName: z.string().optional(),
  accountNumber: z.string().optional(),
  chain: z.enum(CHAIN_TYPES).optional(),
  address: z.string().optional(),
});

/** One deposit instruction set by the operator (`POST /api/Cashier/methods`). */
export const depositMethodSchema = depositMethodDetailsSchema.extend({
  /** The note in the request's language, or another language's when that one is empty. */
  note: z.string().optional(),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

/**
 * A deposit method as the operator set it: stored in the settings, answered by the console's
 * `cashier/methods/*` calls. Players see only enabled ones, each note in their language.
 */
export const storedDepositMethodSchema = depositMethodDetailsSchema.extend({
  /** Absent when every language is empty. */
  notes: depositMethodNotesSchema.optional(),
  enabled: z.boolean(),
});
export type StoredDepositMethod = z.infer<typeof storedDepositMethodSchema>;

/**
 * The method as the player saw it when asking for a deposit (every language's note), kept with
 * the request; requests from before per-language notes carry a single `note` instead.
 */
export const depositMethodSnapshotSchema = storedDepositMethodSchema.omit({ enabled: true });
export type DepositMethodSnapshot = z.infer<typeof depositMethodSnapshotSchema>;

export const depositMethodsResponseSchema = z.object({
  methods: z.array(depositMethodSchema),
  minDeposit: decimal,
  quickAmounts: z.array(decimal),
});
export type DepositMethodsResponse = z.infer<typeof depositMethodsResponseSchema>;

export const depositViewSchema = z.object({
  id: z.string().uuid(),
  amount: decimal,
  payerName: z.string(),
  /** The request's short code (`DEPOSIT_REFERENCE_PATTERN`): the player quotes it, finance matches by it. */
  reference: z.string(),
  /** The chain transaction the request claims (chain methods), else null. */
  txHash: z.string().nullable(),
  method: z.object({ id: z.string(), kind: z.enum(DEPOSIT_METHOD_KINDS), label: z.string() }),
  status: z.enum(DEPOSIT_STATUSES),
  reason: z.string().nullable(),
  createdAt: isoTime,
  resolvedAt: isoTime.nullable(),
});
export type DepositView = z.infer<typeof depositViewSchema>;

export const withdrawalAccountViewSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(WITHDRAWAL_ACCOUNT_TYPES),
  bank: z.string(),
  account: z.string(),
  /** The holder's name (the seed calls it `username`). */
  username: z.string(),
  area: z.string(),
  address: z.string(),
  createdAt: isoTime,
});
export type WithdrawalAccountView = z.infer<typeof withdrawalAccountViewSchema>;

export const withdrawalViewSchema = z.object({
  id: z.string().uuid(),
  amount: decimal,
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  payoutReference: z.string().nullable(),
  account: withdrawalAccountViewSchema.omit({ createdAt: true }),
  createdAt: isoTime,
  resolvedAt: isoTime.nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

export const cashierPagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const withdrawInfoSchema = z.object({
  balance: decimal,
  withdrawable: decimal,
  turnover: z.object({ required: decimal, achieved: decimal, remaining: decimal }),
  daily: z.object({ used: z.number().int(), allowed: z.number().int() }),
  min: decimal,
  max: decimal,
  hasPayPassword: z.boolean(),
  /** Shown on the page: "processed within 24 hours". */
  processingHours: z.number().int(),
  accounts: z.array(withdrawalAccountViewSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const fundFlowEntrySchema = z.object({
  id: z.string(),
  time: isoTime,
  money: decimal,
  before: decimal,
  after: decimal,
  reason: z.string(),
  reasonText: z.string(),
  /** 1 income, 2 expense. */
  type: z.union([z.literal(1), z.literal(2)]),
});
export const fundFlowResponseSchema = z.object({
  list: z.array(fundFlowEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
  range: z.object({ from: isoTime.nullable(), to: isoTime.nullable(), timeZone: z.string() }),
});
export type FundFlowEntry = z.infer<typeof fundFlowEntrySchema>;
export type FundFlowResponse = z.infer<typeof fundFlowResponseSchema>;

// ---- console calls (/api/admin/...) ------------------------------------------------------

const uuid = z.string().uuid();
const reason = z.string().trim().min(1).max(STAFF_REASON_MAX_LENGTH);

/** The bank transfer reference or transaction hash staff record when paying a withdrawal. */
export const PAYOUT_REFERENCE_MAX_LENGTH = 200;
/** How many deposit methods the operator may set, and the longest text of each field. */
export const DEPOSIT_METHOD_LIMITS = {
  methods: 20,
  label: 80,
  bankName: 120,
  accountName: 120,
  accountNumber: 64,
  address: 100,
  /** Each language's note. */
  note: DEPOSIT_METHOD_NOTE_MAX_CHARS,
} as const;
/** The cashier settings' bounds (stored config and the console's update alike). */
export const CASHIER_QUICK_AMOUNTS_MAX = 8;
export const CASHIER_PENDING_DEPOSITS_RANGE = { min: 1, max: 100 } as const;
export const CASHIER_WITHDRAWAL_ACCOUNTS_RANGE = { min: 1, max: 50 } as const;

/** Longest console search text (a reference or a transaction id, matched by equality). */
export const DEPOSIT_SEARCH_MAX = 100;
export const adminDepositsListBodyShape = {
  status: z.enum(DEPOSIT_STATUSES).optional(),
  userId: uuid.optional(),
  /** A reference (any case) or a transaction id (with or without 0x); equality, never a pattern. */
  search: z.string().trim().max(DEPOSIT_SEARCH_MAX).optional(),
  page,
  pageSize: pageSize(50),
};
export type AdminDepositsQuery = z.output<z.ZodObject<typeof adminDepositsListBodyShape>>;
export const adminDepositApproveBodyShape = { id: uuid };
export const adminDepositRejectBodyShape = { id: uuid, reason };
/** Refusing a deposit or a withdrawal: which one and why (shown to the player). */
export type AdminCashierRejectInput = z.output<z.ZodObject<typeof adminDepositRejectBodyShape>>;
export const adminWithdrawalsListBodyShape = {
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  userId: uuid.optional(),
  /** Only pending withdrawals that have their first of two approvals. */
  awaitingSecondApproval: z.boolean().optional(),
  page,
  pageSize: pageSize(50),
};
export type AdminWithdrawalsQuery = z.output<z.ZodObject<typeof adminWithdrawalsListBodyShape>>;
export const adminWithdrawalApproveBodyShape = {
  id: uuid,
  /** The bank transfer reference or transaction hash; required on the approval that pays. */
  payoutReference: z.string().trim().max(PAYOUT_REFERENCE_MAX_LENGTH).optional(),
};
export type AdminWithdrawalApproveInput = z.output<z.ZodObject<typeof adminWithdrawalApproveBodyShape>>;
export const adminWithdrawalRejectBodyShape = { id: uuid, reason };

const methodNote = z.string().trim().max(DEPOSIT_METHOD_NOTE_MAX_CHARS).default('');
export const adminDepositMethodInputSchema = z.object({
  /** Kept when given (letters, digits, - and _), else generated. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  kind: z.enum(DEPOSIT_METHOD_KINDS),
  label: z.string().trim().min(1).max(DEPOSIT_METHOD_LIMITS.label),
  bankName: z.string().trim().max(DEPOSIT_METHOD_LIMITS.bankName).optional(),
  accountName: z.string().trim().max(DEPOSIT_METHOD_LIMITS.accountName).optional(),
  accountNumber: z.string().trim().max(DEPOSIT_METHOD_LIMITS.accountNumber).optional(),
  chain: z.enum(CHAIN_TYPES).optional(),
  address: z.string().trim().max(DEPOSIT_METHOD_LIMITS.address).optional(),
  /** The note in each language; a language left out or empty shows another language's note. */
  notes: z
    .object({ vi: methodNote, en: methodNote, chs: methodNote, cht: methodNote })
    .optional(),
  /** The single note of older clients: the note in every language when `notes` is absent. */
  note: z.string().trim().max(DEPOSIT_METHOD_NOTE_MAX_CHARS).optional(),
  enabled: z.boolean().default(true),
});
export type AdminDepositMethodInput = z.infer<typeof adminDepositMethodInputSchema>;
export const adminDepositMethodsUpdateBodyShape = {
  methods: z.array(adminDepositMethodInputSchema).max(DEPOSIT_METHOD_LIMITS.methods),
};

const wireAmount = z.union([z.string().max(40), z.number()]);
export const adminCashierConfigUpdateBodyShape = {
  minDeposit: wireAmount.optional(),
  quickAmounts: z.array(wireAmount).min(1).max(CASHIER_QUICK_AMOUNTS_MAX).optional(),
  /** × each approved deposit added to the turnover requirement, 0–100 with two decimals. */
  turnoverMultiple: wireAmount.optional(),
  withdrawalMin: wireAmount.optional(),
  withdrawalMax: wireAmount.optional(),
  /** Withdrawals at or above this need two different operators; null turns the rule off. */
  twoOperatorThreshold: wireAmount.nullable().optional(),
  maxPendingDeposits: z
    .number()
    .int()
    .min(CASHIER_PENDING_DEPOSITS_RANGE.min)
    .max(CASHIER_PENDING_DEPOSITS_RANGE.max)
    .optional(),
  maxWithdrawalAccounts: z
    .number()
    .int()
    .min(CASHIER_WITHDRAWAL_ACCOUNTS_RANGE.min)
    .max(CASHIER_WITHDRAWAL_ACCOUNTS_RANGE.max)
    .optional(),
};
export type AdminCashierConfigUpdate = z.output<z.ZodObject<typeof adminCashierConfigUpdateBodyShape>>;

export const cashierConfigViewSchema = z.object({
  minDeposit: decimal,
  quickAmounts: z.array(decimal),
  turnoverMultiple: z.string(),
  withdrawalMin: decimal,
  withdrawalMax: decimal,
  twoOperatorThreshold: decimal.nullable(),
  maxPendingDeposits: z.number().int(),
  maxWithdrawalAccounts: z.number().int(),
});
export type CashierConfigView = z.infer<typeof cashierConfigViewSchema>;

export const adminAdjustBodyShape = {
  userId: uuid,
  /** Signed decimal: positive credits the player's cash, negative debits it. */
  amount: wireAmount,
  reason,
  /** Optional idempotency key: the same key never adjusts twice. */
  requestKey: z.string().trim().min(1).max(64).optional(),
};
export type AdminAdjustInput = z.output<z.ZodObject<typeof adminAdjustBodyShape>>;
export const adminPlayerLedgerBodyShape = {
  userId: uuid,
  account: z.enum(PLAYER_ACCOUNT_TYPES).default('cash'),
  cursor: z.string().max(20).optional(),
  pageSize: pageSize(50),
};
export type AdminPlayerLedgerQuery = z.output<z.ZodObject<typeof adminPlayerLedgerBodyShape>>;

// ---- real-time ------------------------------------------------------------------------------

export const CASHIER_EVENTS = [
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_paid',
  'withdrawal_rejected',
  'adjustment',
] as const;
export type CashierEventName = (typeof CASHIER_EVENTS)[number];

/**
 * Pushed on the player's private `me` channel after a console action changed their cashier
 * state; the client refetches `getuserinfo` and the list concerned. It carries no amounts.
 */
export const cashierMeEventSchema = z.object({
  type: z.literal('cashier'),
  event: z.enum(CASHIER_EVENTS),
  /** The deposit request or withdrawal id; the ledger transfer id for an adjustment. */
  id: z.string(),
});
export type CashierMeEvent = z.infer<typeof cashierMeEventSchema>;

/** The console's live cashier queues; owner and finance staff may subscribe. */
export const CASHIER_STAFF_CHANNEL = 'staff:cashier' as const;

/**
 * Pushed on `staff:cashier` after a commit that changed a queue: a player's new request
 * (`created`: the console notifies), a first of two approvals (`updated`) or a decision
 * (`resolved`). Consoles refetch the queue concerned; the payload only says what to refetch
 * and what to tell the operator.
 */
export const cashierStaffEventSchema = z.object({
  type: z.literal('cashier.queue'),
  kind: z.enum(['deposit', 'withdrawal']),
  change: z.enum(['created', 'updated', 'resolved']),
  id: z.string().uuid(),
  amount: decimal,
});
export type CashierStaffEvent = z.infer<typeof cashierStaffEventSchema>;
