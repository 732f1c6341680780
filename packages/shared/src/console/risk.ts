import { z } from 'zod';
import type { StaffRole } from './staff.js';

/**
 * Risk signals (issue #26 item 3): patterns the console computes from what is already stored —
 * sessions, deposits, withdrawals and their accounts, stakes, failure records, limits and
 * exclusions. A signal is a lead for a person to look at, never a verdict.
 */
export const RISK_SIGNAL_KINDS = [
  'shared_ip',
  'shared_device',
  'quick_withdrawal',
  'shared_withdrawal_account',
  'failure_burst',
  'limit_raises',
  'excluded_link',
] as const;
export type RiskSignalKind = (typeof RISK_SIGNAL_KINDS)[number];

/**
 * Who may mark a signal of each kind reviewed: money patterns go to finance, conduct patterns
 * (addresses, failures, limits, excluded players) to support; owners review everything. The
 * server enforces this (3100); the console only hides the button.
 */
export const RISK_REVIEWERS: Record<RiskSignalKind, readonly StaffRole[]> = {
  shared_ip: ['owner', 'support'],
  shared_device: ['owner', 'support'],
  quick_withdrawal: ['owner', 'finance'],
  shared_withdrawal_account: ['owner', 'finance'],
  failure_burst: ['owner', 'support'],
  limit_raises: ['owner', 'support'],
  excluded_link: ['owner', 'support'],
};

/** Where a failure burst's failures come from, read off the throttle key's prefix. */
export const RISK_FAILURE_SOURCES = [
  'login',
  'two_factor',
  'register_code',
  'reset_code',
  'pay_reset_code',
  'phone_change_code',
  'pay_password',
] as const;
export type RiskFailureSource = (typeof RISK_FAILURE_SOURCES)[number];

export const riskPlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Self-excluded now (an exclusion of kind self_exclusion that has not ended). */
  excluded: z.boolean(),
});
export type RiskPlayer = z.infer<typeof riskPlayerSchema>;

/** What the signal is made of; which fields are set depends on the kind. Money as decimal strings. */
export const riskEvidenceSchema = z.object({
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  /** A withdrawal destination as the cashier keys it (`Bank:<account>`, `TRC20:<address>`…). */
  destination: z.string().optional(),
  depositAmount: z.string().optional(),
  depositAt: z.number().int().optional(),
  withdrawalAmount: z.string().optional(),
  withdrawalAt: z.number().int().optional(),
  withdrawalStatus: z.string().optional(),
  /** Stakes placed between the deposit and the withdrawal. */
  turnover: z.string().optional(),
  /** The turnover the operator's threshold asked for (deposit × the multiple). */
  requiredTurnover: z.string().optional(),
  withdrawals: z.number().int().optional(),
  withdrawnAmount: z.string().optional(),
  failureSource: z.enum(RISK_FAILURE_SOURCES).optional(),
  /** What the failures were counted under when it names no player (an address, a typed name, a phone). */
  failureKey: z.string().optional(),
  failures: z.number().int().optional(),
  /** Most failures inside one throttle window. */
  peakInWindow: z.number().int().optional(),
  limit: z.string().optional(),
  raises: z.number().int().optional(),
  /** For an excluded player's link: what the players share. */
  via: z.enum(['ip', 'account']).optional(),
});
export type RiskEvidence = z.infer<typeof riskEvidenceSchema>;

export const riskReviewSchema = z.object({
  note: z.string(),
  by: z.string(),
  at: z.number().int(),
  /** The evidence changed since the review (the signal shows again). */
  stale: z.boolean(),
});

export const riskSignalSchema = z.object({
  /** Stable whatever the evidence: what a review is kept under. */
  key: z.string(),
  kind: z.enum(RISK_SIGNAL_KINDS),
  /** A digest of the evidence: a review holds only while it is unchanged. */
  fingerprint: z.string(),
  /** At most 20 players, the excluded player first; `playerCount` says how many in all. */
  players: z.array(riskPlayerSchema),
  playerCount: z.number().int(),
  evidence: riskEvidenceSchema,
  firstSeen: z.number().int(),
  lastSeen: z.number().int(),
  review: riskReviewSchema.nullable(),
});
export type RiskSignal = z.infer<typeof riskSignalSchema>;

/**
 * The bounds of each threshold, inclusive: what the stored setting is read with and what the
 * console's form (`updateThresholds`) accepts, so a saved value is never read back as malformed.
 */
export const RISK_THRESHOLD_BOUNDS = {
  /** How far back addresses, withdrawals and limit raises are looked at. */
  windowDays: { min: 1, max: 365 },
  /** Stakes under deposit × this percentage before a withdrawal raise a signal (100 = 1×). */
  turnoverPercent: { min: 1, max: 10_000 },
  /** Failures within `failureWindowMinutes` that make a burst. */
  failureBurst: { min: 2, max: 1000 },
  failureWindowMinutes: { min: 1, max: 1440 },
  /** A limit raised more than this many times within `limitRaiseDays` is a signal. */
  limitRaises: { min: 1, max: 100 },
  limitRaiseDays: { min: 1, max: 365 },
} as const;
export type RiskThresholdName = keyof typeof RISK_THRESHOLD_BOUNDS;
export const RISK_THRESHOLD_NAMES = Object.keys(RISK_THRESHOLD_BOUNDS) as RiskThresholdName[];

const bounded = (name: RiskThresholdName) => z.number().int().min(RISK_THRESHOLD_BOUNDS[name].min).max(RISK_THRESHOLD_BOUNDS[name].max);
/** The same bounds on a form's value, which may come as a digit string. */
const boundedInput = (name: RiskThresholdName) =>
  z.coerce.number().int().min(RISK_THRESHOLD_BOUNDS[name].min).max(RISK_THRESHOLD_BOUNDS[name].max);

export const riskThresholdsSchema = z.object({
  windowDays: bounded('windowDays'),
  turnoverPercent: bounded('turnoverPercent'),
  failureBurst: bounded('failureBurst'),
  failureWindowMinutes: bounded('failureWindowMinutes'),
  limitRaises: bounded('limitRaises'),
  limitRaiseDays: bounded('limitRaiseDays'),
});
export type RiskThresholds = z.infer<typeof riskThresholdsSchema>;

/** The owner's new thresholds (every field; the step-up code rides along in the endpoint). */
export const riskThresholdsUpdateBodyShape = {
  windowDays: boundedInput('windowDays'),
  turnoverPercent: boundedInput('turnoverPercent'),
  failureBurst: boundedInput('failureBurst'),
  failureWindowMinutes: boundedInput('failureWindowMinutes'),
  limitRaises: boundedInput('limitRaises'),
  limitRaiseDays: boundedInput('limitRaiseDays'),
};

export const riskListBodyShape = {
  kind: z.enum(RISK_SIGNAL_KINDS).optional(),
  /** Only the signals this player is part of (the player page's panel). */
  userId: z.string().uuid().optional(),
  /** Reviewed signals whose evidence is unchanged are left out unless asked for. */
  includeReviewed: z.boolean().optional(),
};
export type RiskListQuery = z.output<z.ZodObject<typeof riskListBodyShape>>;

export const riskListSchema = z.object({
  items: z.array(riskSignalSchema),
  /** Per kind, when more signals matched than are listed (the oldest are left out). */
  truncated: z.array(z.enum(RISK_SIGNAL_KINDS)),
  thresholds: riskThresholdsSchema,
  computedAt: z.number().int(),
});
export type RiskList = z.infer<typeof riskListSchema>;

export const riskReviewBodyShape = {
  key: z.string().min(1).max(300),
  fingerprint: z.string().min(1).max(100),
  note: z.string().trim().min(1).max(1000),
};

export const riskReviewedSchema = z.object({ key: z.string(), fingerprint: z.string() });

export const riskDigestSchema = z.object({
  /** Unreviewed signals (or reviewed ones whose evidence changed) per kind, now. */
  counts: z.record(z.enum(RISK_SIGNAL_KINDS), z.number().int()),
  /** Of those, the ones with evidence from the last 24 hours. */
  lastDay: z.record(z.enum(RISK_SIGNAL_KINDS), z.number().int()),
  total: z.number().int(),
  /** Kinds with more signals than one list holds (their counts are a floor). */
  truncated: z.array(z.enum(RISK_SIGNAL_KINDS)),
  computedAt: z.number().int(),
});
export type RiskDigest = z.infer<typeof riskDigestSchema>;
