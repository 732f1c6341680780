import {
  dailyInterestMinor,
  ErrorCode,
  formatMoney,
  parseMoney,
  totalInterestMinor,
  type ErrorCodeValue,
  type StakingProductView,
} from '@fairround/shared';
import { minorOf } from '../../../lib/money';

/**
 * The transfer-in amount as the player types it, checked in the server's order
 * (docs/staking.md): empty or zero → 3070, not an amount → 1050, below the product's minimum
 * → 3071, above the maximum → 3072; then more than the balance → 1025, which the server checks
 * last. All in integer minor units; the form shows the catalogue text of the code.
 */
export type AmountProblem = { code: ErrorCodeValue; num?: string };

export type AmountLimits = {
  minorDigits: number;
  /** Wire amounts ("100000.00"). */
  min: string;
  max: string;
  /** The player's cash, when known. */
  balance?: string;
};

export function transferAmountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  if (text.trim() === '') return { code: ErrorCode.StakingAmountRequired };
  const parsed = parseMoney(text, limits.minorDigits);
  if (!parsed.ok) return { code: ErrorCode.IncorrectAmount };
  if (parsed.minor <= 0) return { code: ErrorCode.StakingAmountRequired };
  const min = minorOf(limits.min, limits.minorDigits);
  if (min !== null && parsed.minor < min) return { code: ErrorCode.StakingBelowMinimum, num: limits.min };
  const max = minorOf(limits.max, limits.minorDigits);
  if (max !== null && parsed.minor > max) return { code: ErrorCode.StakingAboveMaximum, num: limits.max };
  const balance = minorOf(limits.balance, limits.minorDigits);
  if (balance !== null && parsed.minor > balance) return { code: ErrorCode.BalanceInsufficient };
  return null;
}

/** What a principal earns in a product, as wire amounts: the same rounding the server applies. */
export type InterestEstimate = { daily: string; total: string };

export function interestEstimate(
  amount: string,
  product: Pick<StakingProductView, 'dailyRateBps' | 'periodDays'>,
  minorDigits: number,
): InterestEstimate | null {
  const parsed = parseMoney(amount, minorDigits);
  if (!parsed.ok || parsed.minor <= 0) return null;
  const terms = {
    principalMinor: parsed.minor,
    dailyRateBps: product.dailyRateBps,
    periodDays: product.periodDays,
  };
  return {
    daily: formatMoney(dailyInterestMinor(parsed.minor, product.dailyRateBps), minorDigits),
    total: formatMoney(totalInterestMinor(terms), minorDigits),
  };
}

/** A position's daily interest (days before the last) as a wire amount, from its own terms. */
export function dailyInterestOf(principal: string, dailyRateBps: number, minorDigits: number): string | null {
  const parsed = parseMoney(principal, minorDigits);
  return parsed.ok ? formatMoney(dailyInterestMinor(parsed.minor, dailyRateBps), minorDigits) : null;
}
