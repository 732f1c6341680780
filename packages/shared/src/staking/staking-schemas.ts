import { z } from 'zod';
import { STAFF_REASON_MAX_LENGTH } from '../accounts/account-schemas.js';
import { MAX_DAILY_RATE_BPS, MAX_PERIOD_DAYS } from './staking-rules.js';

/**
 * Request shapes and answers of the staking calls (docs/staking.md has the full tables): the
 * player's `/api/Finance/*` and the console's `/api/admin/staking/*`. Money in answers is a
 * decimal string with the currency's minor digits, in requests a string or a number; rates are
 * integer basis points plus percent strings with two decimals ("0.15"); times are ISO strings.
 * Amounts are lenient on purpose, so an empty or odd one answers its own code (3070, 1050).
 */
const wireMoney = z.union([z.string().max(40), z.number()]);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const percent = z.string().regex(/^\d+\.\d{2}$/);
const isoTime = z.string();
const uuid = z.string().uuid();
const requestKey = z.string().trim().min(1).max(64);

export const STAKING_POSITION_STATUSES = ['open', 'matured'] as const;
export type StakingPositionStatus = (typeof STAKING_POSITION_STATUSES)[number];

/** How the accrual job was started: its timer, the console's "run now", or the test clock hook. */
export const STAKING_ACCRUAL_TRIGGERS = ['timer', 'manual', 'test_clock'] as const;
export type StakingAccrualTrigger = (typeof STAKING_ACCRUAL_TRIGGERS)[number];

const labelsSchema = z.object({ vi: z.string(), en: z.string(), chs: z.string(), cht: z.string() });

// ---- player calls (/api/Finance/...) ---------------------------------------------------------

export const stakingTransferInBodyShape = {
  /** The product (tier) id from `products`. */
  tierId: z.coerce.number().int().min(1).max(1_000_000),
  amount: wireMoney.optional(),
  payPwd: z.string().max(128).default(''),
  /** Client idempotency key: the same key answers the same position, nothing moves twice. */
  requestKey,
};
export const stakingPositionsBodyShape = {
  status: z.enum(STAKING_POSITION_STATUSES).optional(),
  page,
  pageSize: pageSize(20),
};
export const stakingPositionBodyShape = { id: z.string().max(64) };
export const stakingProceedsBodyShape = {
  /** One position's days only; all the player's positions without it. */
  positionId: z.string().max(64).optional(),
  page,
  pageSize: pageSize(30),
};

export const stakingProductViewSchema = z.object({
  id: z.number().int(),
  /** In the request's language. */
  label: z.string(),
  /** The lowest amount this product accepts: its minimum, never below the overall minimum. */
  minAmount: decimal,
  /** The overall maximum of one transfer-in. */
  maxAmount: decimal,
  dailyRateBps: z.number().int(),
  dailyRate: percent,
  /** Daily × 365 (PRODUCT.md §8). */
  annualisedRate: percent,
  periodDays: z.number().int(),
  /** Daily × days: what the whole period pays on the principal. */
  periodRate: percent,
  /** The total interest a transfer-in of `minAmount` earns. */
  interestAtMinimum: decimal,
  /**
   * The worked example the product leads with (`stakingExample`): 100 currency units, or the
   * minimum when higher, for the whole period, and the interest the accrual pays on it.
   */
  example: z.object({ amount: decimal, interest: decimal }),
  /** The most the reserve can back in this product right now (≤ maxAmount); 0 when not available. */
  capacity: decimal,
  /** Whether `minAmount` fits the reserve now; false means "not open yet" or "full for now". */
  available: z.boolean(),
});
export type StakingProductView = z.infer<typeof stakingProductViewSchema>;

export const stakingProductsResponseSchema = z.object({
  list: z.array(stakingProductViewSchema),
  limits: z.object({ min: decimal, max: decimal }),
  pool: z.object({
    /** What is left in the operator's reserve that pays interest (promised interest included). */
    reserve: decimal,
    /** False while the operator has funded no reserve: savings are "not open yet". */
    funded: z.boolean(),
    /** Reserve left after every open position's remaining promised interest. */
    headroom: decimal,
    /** True when the reserve covers all interest promised to open positions. */
    fullyReserved: z.boolean(),
  }),
  rules: z.object({
    earlyExit: z.literal(false),
    accrualIntervalHours: z.number().int(),
    texts: z.array(z.string()),
    riskNotice: z.string(),
  }),
});
export type StakingProductsResponse = z.infer<typeof stakingProductsResponseSchema>;

export const stakingPositionViewSchema = z.object({
  id: uuid,
  tierId: z.number().int(),
  /** The tier's label in the request's language, as the tier reads now. */
  label: z.string(),
  principal: decimal,
  /** The terms the position opened with; later tier changes never touch them. */
  dailyRateBps: z.number().int(),
  dailyRate: percent,
  annualisedRate: percent,
  periodDays: z.number().int(),
  totalInterest: decimal,
  interestPaid: decimal,
  interestRemaining: decimal,
  daysPaid: z.number().int(),
  status: z.enum(STAKING_POSITION_STATUSES),
  openedAt: isoTime,
  maturesAt: isoTime,
  maturedAt: isoTime.nullable(),
  /** When the next day's interest is due; null once matured. */
  nextAccrualAt: isoTime.nullable(),
  /** True when the pool's reserve covers every open position's remaining interest. */
  fullyReserved: z.boolean(),
});
export type StakingPositionView = z.infer<typeof stakingPositionViewSchema>;

export const stakingTransferInResponseSchema = z.object({
  position: stakingPositionViewSchema,
  /** True when this request key had already opened the position; nothing moved this time. */
  replayed: z.boolean(),
  /** The player's cash after the transfer-in. */
  balance: decimal,
});
export type StakingTransferInResponse = z.infer<typeof stakingTransferInResponseSchema>;

export const stakingPositionsResponseSchema = z.object({
  list: z.array(stakingPositionViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.object({
    /** Principal of the player's open positions. */
    openPrincipal: decimal,
    /** Interest paid to the player so far, all positions. */
    interestPaid: decimal,
    /** Interest still to come on open positions. */
    interestRemaining: decimal,
  }),
});
export type StakingPositionsResponse = z.infer<typeof stakingPositionsResponseSchema>;

export const stakingProceedViewSchema = z.object({
  positionId: uuid,
  /** 1 … the position's period. */
  day: z.number().int(),
  amount: decimal,
  accruedAt: isoTime,
  /** The day the principal came back too. */
  maturity: z.boolean(),
});
export type StakingProceedView = z.infer<typeof stakingProceedViewSchema>;

export const stakingProceedsResponseSchema = z.object({
  list: z.array(stakingProceedViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StakingProceedsResponse = z.infer<typeof stakingProceedsResponseSchema>;

export const stakingPositionDetailSchema = stakingPositionViewSchema.extend({
  /** Every accrued day, oldest first (the detail page's chart). */
  proceeds: z.array(stakingProceedViewSchema),
});
export type StakingPositionDetail = z.infer<typeof stakingPositionDetailSchema>;

// ---- console calls (/api/admin/staking/...) -------------------------------------------------

/** A tier's name in one language. */
export const STAKING_LABEL_MAX_LENGTH = 40;
const label = z.string().trim().min(1).max(STAKING_LABEL_MAX_LENGTH);

export const adminStakingTierUpdateBodyShape = {
  id: z.number().int().min(1),
  minAmount: wireMoney.optional(),
  dailyRateBps: z.number().int().min(1).max(MAX_DAILY_RATE_BPS).optional(),
  periodDays: z.number().int().min(1).max(MAX_PERIOD_DAYS).optional(),
  labels: z.object({ vi: label, en: label, chs: label, cht: label }).optional(),
  enabled: z.boolean().optional(),
};
export type AdminStakingTierUpdate = z.output<z.ZodObject<typeof adminStakingTierUpdateBodyShape>>;
export const adminStakingLimitsUpdateBodyShape = { min: wireMoney, max: wireMoney };
export type AdminStakingLimitsUpdate = z.output<z.ZodObject<typeof adminStakingLimitsUpdateBodyShape>>;
export const adminStakingReserveFundBodyShape = {
  /** Signed: positive funds the reserve, negative releases unpromised reserve (≤ headroom). */
  amount: wireMoney,
  reason: z.string().trim().min(1).max(STAFF_REASON_MAX_LENGTH),
  /** Optional idempotency key: the same key never moves money twice. */
  requestKey: requestKey.optional(),
};
export type AdminStakingReserveFund = z.output<z.ZodObject<typeof adminStakingReserveFundBodyShape>>;
export const adminStakingPositionsListBodyShape = {
  userId: uuid.optional(),
  status: z.enum(STAKING_POSITION_STATUSES).optional(),
  page,
  pageSize: pageSize(50),
};
export type AdminStakingPositionsQuery = z.output<z.ZodObject<typeof adminStakingPositionsListBodyShape>>;

export const adminStakingTierViewSchema = z.object({
  id: z.number().int(),
  minAmount: decimal,
  dailyRateBps: z.number().int(),
  dailyRate: percent,
  annualisedRate: percent,
  periodDays: z.number().int(),
  periodRate: percent,
  labels: labelsSchema,
  enabled: z.boolean(),
  updatedAt: isoTime,
});
export type AdminStakingTierView = z.infer<typeof adminStakingTierViewSchema>;

export const adminStakingTiersResponseSchema = z.object({
  tiers: z.array(adminStakingTierViewSchema),
  limits: z.object({ min: decimal, max: decimal }),
});
export type AdminStakingTiersResponse = z.infer<typeof adminStakingTiersResponseSchema>;

export const adminStakingSummarySchema = z.object({
  /** Balance of the house staking reserve. */
  reserve: decimal,
  /** Interest still promised to open positions. */
  promisedInterest: decimal,
  /** Principal of open positions. */
  totalPrincipal: decimal,
  /** reserve − promisedInterest: what new positions' interest may still use. */
  headroom: decimal,
  fullyReserved: z.boolean(),
  openPositions: z.number().int(),
  maturedPositions: z.number().int(),
  /** Interest paid to players so far. */
  interestPaid: decimal,
  /** Net amount the operator has put into the reserve (funding − releases). */
  reserveFunded: decimal,
});
export type AdminStakingSummary = z.infer<typeof adminStakingSummarySchema>;

export const adminStakingReserveFundResponseSchema = z.object({
  transferId: z.string(),
  amount: decimal,
  reserveBefore: decimal,
  reserveAfter: decimal,
  replayed: z.boolean(),
  summary: adminStakingSummarySchema,
});
export type AdminStakingReserveFundResponse = z.infer<typeof adminStakingReserveFundResponseSchema>;

export const adminStakingPositionViewSchema = stakingPositionViewSchema.extend({
  userId: uuid,
  username: z.string().nullable(),
  requestKey: z.string(),
});
export type AdminStakingPositionView = z.infer<typeof adminStakingPositionViewSchema>;

export const adminStakingPositionsResponseSchema = z.object({
  list: z.array(adminStakingPositionViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminStakingPositionsResponse = z.infer<typeof adminStakingPositionsResponseSchema>;

export const stakingAccrualRunSchema = z.object({
  trigger: z.enum(STAKING_ACCRUAL_TRIGGERS),
  /** The operator behind a manual run. */
  by: z.string().nullable(),
  startedAt: isoTime,
  finishedAt: isoTime,
  /** Positions that had at least one day due. */
  positions: z.number().int(),
  /** Position-days accrued by this run. */
  days: z.number().int(),
  interest: decimal,
  matured: z.number().int(),
  principalReturned: decimal,
  /** Positions whose accrual failed this time (retried on the next run). */
  failures: z.number().int(),
});
export type StakingAccrualRun = z.infer<typeof stakingAccrualRunSchema>;

export const adminStakingAccrualStatusSchema = z.object({
  lastRun: stakingAccrualRunSchema.nullable(),
  intervalSeconds: z.number().int(),
  /** Open positions with a day due now (0 right after a run). */
  duePositions: z.number().int(),
});
export type AdminStakingAccrualStatus = z.infer<typeof adminStakingAccrualStatusSchema>;
