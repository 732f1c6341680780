import { assertSafeMinor, formatMoney, MAX_MINOR_UNITS, type MinorUnits } from '../money/money.js';

/**
 * The savings (staking) product's rules as pure functions (PRODUCT.md §8, docs/staking.md).
 * Rates are integer basis points (1 bp = 0.01 %), money integer minor units, days whole 24-hour
 * periods counted from the moment a position opens. Products of money and rates go through
 * BigInt, so no intermediate value ever leaves the exact integer range.
 */
export const BASIS_POINTS_PER_UNIT = 10_000;
export const DAY_MS = 86_400_000;
export const DAYS_PER_YEAR = 365;

/** Bounds the console may set: a tier's daily rate (bp) and period (days). */
export const MAX_DAILY_RATE_BPS = 10_000;
export const MAX_PERIOD_DAYS = 365;
/**
 * The largest principal the console may allow (the overall maximum's bound): at the highest rate
 * and the longest period its interest still stays inside the safe money range.
 */
export const MAX_STAKE_MINOR = Math.floor(
  (MAX_MINOR_UNITS - 1) / ((MAX_DAILY_RATE_BPS / BASIS_POINTS_PER_UNIT) * MAX_PERIOD_DAYS),
);

/** The terms a position keeps for its whole life, copied from its tier when it opens. */
export type StakingTerms = {
  principalMinor: MinorUnits;
  dailyRateBps: number;
  periodDays: number;
};

export type StakingLabels = { vi: string; en: string; chs: string; cht: string };

export type StakingTierDefault = {
  id: number;
  /** Whole currency units; `defaultStakingTiers` scales them to minor units. */
  minAmountUnits: number;
  dailyRateBps: number;
  periodDays: number;
  labels: StakingLabels;
};

/**
 * The four tiers seeded on a fresh install (docs/staking.md): savings at a few per cent a year
 * (1 bp a day is 3.65 % a year, the smallest rate the integer basis points allow), with small
 * minimums. They are a starting point only: the operator changes or disables them in the console.
 */
export const STAKING_TIER_DEFAULTS: readonly StakingTierDefault[] = [
  {
    id: 1,
    minAmountUnits: 50,
    dailyRateBps: 1,
    periodDays: 7,
    labels: { vi: 'Kỳ hạn 7 ngày', en: '7-day savings', chs: '7天定期', cht: '7天定期' },
  },
  {
    id: 2,
    minAmountUnits: 50,
    dailyRateBps: 1,
    periodDays: 30,
    labels: { vi: 'Kỳ hạn 30 ngày', en: '30-day savings', chs: '30天定期', cht: '30天定期' },
  },
  {
    id: 3,
    minAmountUnits: 100,
    dailyRateBps: 1,
    periodDays: 90,
    labels: { vi: 'Kỳ hạn 90 ngày', en: '90-day savings', chs: '90天定期', cht: '90天定期' },
  },
  {
    id: 4,
    minAmountUnits: 500,
    dailyRateBps: 2,
    periodDays: 180,
    labels: { vi: 'Kỳ hạn 180 ngày', en: '180-day savings', chs: '180天定期', cht: '180天定期' },
  },
];

/** The seed's overall transfer-in limits, in whole currency units (owner-editable). */
export const STAKING_LIMIT_DEFAULTS = { minUnits: 10, maxUnits: 10_000 } as const;

export type StakingLimits = { minMinor: MinorUnits; maxMinor: MinorUnits };

export function defaultStakingLimits(minorDigits: number): StakingLimits {
  const unit = 10 ** minorDigits;
  return {
    minMinor: STAKING_LIMIT_DEFAULTS.minUnits * unit,
    maxMinor: STAKING_LIMIT_DEFAULTS.maxUnits * unit,
  };
}

export function defaultStakingTiers(minorDigits: number) {
  const unit = 10 ** minorDigits;
  return STAKING_TIER_DEFAULTS.map(({ minAmountUnits, ...tier }) => ({
    ...tier,
    minAmountMinor: minAmountUnits * unit,
  }));
}

const big = (value: number) => BigInt(value);
const BP = big(BASIS_POINTS_PER_UNIT);

/** Back to a number, refusing anything outside the safe money range (terms beyond the bounds). */
function safe(value: bigint): MinorUnits {
  return assertSafeMinor(Number(value > big(MAX_MINOR_UNITS) ? big(MAX_MINOR_UNITS) : value));
}

/** One day's interest before the last day: ⌊principal × rate⌋, rounded down to the minor unit. */
export function dailyInterestMinor(principalMinor: MinorUnits, dailyRateBps: number): MinorUnits {
  return safe((big(principalMinor) * big(dailyRateBps)) / BP);
}

/**
 * What a position promises over its whole period: ⌊principal × rate × days⌋, the exact period
 * interest rounded down once (not the sum of rounded days, which would lose up to a unit a day).
 */
export function totalInterestMinor(terms: StakingTerms): MinorUnits {
  return safe((big(terms.principalMinor) * big(terms.dailyRateBps) * big(terms.periodDays)) / BP);
}

/**
 * The interest paid for day `day` (1 … period): the daily amount, and on the last day whatever
 * is left of the total, which is between the daily amount and the daily amount + period − 1.
 */
export function interestOfDay(terms: StakingTerms, day: number): MinorUnits {
  if (!Number.isInteger(day) || day < 1 || day > terms.periodDays)
    throw new RangeError(`day ${day} is outside 1…${terms.periodDays}`);
  const daily = dailyInterestMinor(terms.principalMinor, terms.dailyRateBps);
  if (day < terms.periodDays) return daily;
  return totalInterestMinor(terms) - daily * (terms.periodDays - 1);
}

/** Interest paid once the first `daysPaid` days have accrued. */
export function interestPaidAfter(terms: StakingTerms, daysPaid: number): MinorUnits {
  if (daysPaid >= terms.periodDays) return totalInterestMinor(terms);
  return dailyInterestMinor(terms.principalMinor, terms.dailyRateBps) * Math.max(0, daysPaid);
}

/** Interest still promised after `daysPaid` days (what the reserve must keep covering). */
export function remainingInterestMinor(terms: StakingTerms, daysPaid: number): MinorUnits {
  return totalInterestMinor(terms) - interestPaidAfter(terms, daysPaid);
}

/** How many days have fully elapsed since opening at `now`, at most the period. */
export function daysDue(openedAt: Date, now: Date, periodDays: number): number {
  const elapsed = Math.floor((now.getTime() - openedAt.getTime()) / DAY_MS);
  return Math.min(periodDays, Math.max(0, elapsed));
}

/** When day `day` accrues: `day` × 24 hours after opening (the last one is the maturity). */
export function accrualDueAt(openedAt: Date, day: number): Date {
  return new Date(openedAt.getTime() + day * DAY_MS);
}

export function maturityOf(openedAt: Date, periodDays: number): Date {
  return accrualDueAt(openedAt, periodDays);
}

/**
 * The largest principal whose total interest a free reserve of `headroomMinor` can promise at
 * these terms: the biggest P with ⌊P × rate × days⌋ ≤ headroom, i.e. P × bp × days ≤
 * (headroom + 1) × 10 000 − 1. 0 when nothing fits; capped below the safe money range.
 */
export function maxPrincipalWithin(
  headroomMinor: MinorUnits,
  dailyRateBps: number,
  periodDays: number,
): MinorUnits {
  if (headroomMinor < 0) return 0;
  const perUnit = big(dailyRateBps) * big(periodDays);
  if (perUnit === 0n) return MAX_MINOR_UNITS - 1;
  const bound = ((big(headroomMinor) + 1n) * BP - 1n) / perUnit;
  return bound >= big(MAX_MINOR_UNITS - 1) ? MAX_MINOR_UNITS - 1 : Number(bound);
}

/** A rate in basis points as a percent string with two decimals: 15 → "0.15". */
export function formatRateBps(bps: number): string {
  return formatMoney(bps, 2);
}

/** Annualised = daily × 365 (PRODUCT.md §8), in basis points. */
export function annualisedRateBps(dailyRateBps: number): number {
  return dailyRateBps * DAYS_PER_YEAR;
}

/** The whole period's rate in basis points: daily × days (the seed's "+2.25 %"). */
export function periodRateBps(dailyRateBps: number, periodDays: number): number {
  return dailyRateBps * periodDays;
}

/** The amount the products use for their worked example ("$100 for 30 days → $0.30 interest"). */
export const STAKING_EXAMPLE_UNITS = 100;

export type StakingExample = { principalMinor: MinorUnits; interestMinor: MinorUnits };

/**
 * The worked example a product leads with: 100 currency units (or the product's minimum when that
 * is higher) for the whole period, with the interest the accrual rule pays on it — the same
 * `totalInterestMinor` the server promises at opening, so the example is exactly what it pays.
 */
export function stakingExample(
  tier: { minimumMinor: MinorUnits; dailyRateBps: number; periodDays: number },
  minorDigits: number,
): StakingExample {
  const principalMinor = Math.max(tier.minimumMinor, STAKING_EXAMPLE_UNITS * 10 ** minorDigits);
  return {
    principalMinor,
    interestMinor: totalInterestMinor({
      principalMinor,
      dailyRateBps: tier.dailyRateBps,
      periodDays: tier.periodDays,
    }),
  };
}
