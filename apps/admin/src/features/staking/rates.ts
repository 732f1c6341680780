import {
  annualisedRateBps,
  formatMoney,
  formatRateBps,
  MAX_DAILY_RATE_BPS,
  MAX_PERIOD_DAYS,
  parseMoney,
  periodRateBps,
  totalInterestMinor,
} from '@fairround/shared';

/** A tier's terms as percent strings with two decimals, the way players see them ("0.15"). */
export type RatePreview = { daily: string; annualised: string; period: string };

export const isDailyRate = (bps: unknown): bps is number =>
  typeof bps === 'number' && Number.isInteger(bps) && bps >= 1 && bps <= MAX_DAILY_RATE_BPS;

export const isPeriod = (days: unknown): days is number =>
  typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_PERIOD_DAYS;

/** Daily, annualised (daily × 365) and whole-period rates; null while either input is out of range. */
export function ratePreview(dailyRateBps: unknown, periodDays: unknown): RatePreview | null {
  if (!isDailyRate(dailyRateBps) || !isPeriod(periodDays)) return null;
  return {
    daily: formatRateBps(dailyRateBps),
    annualised: formatRateBps(annualisedRateBps(dailyRateBps)),
    period: formatRateBps(periodRateBps(dailyRateBps, periodDays)),
  };
}

/**
 * The interest a position of `amount` would be promised at these terms, with the server's own
 * rounding (staking-rules.ts); null while the amount or the terms do not parse.
 */
export function interestAt(
  amount: string | undefined,
  dailyRateBps: unknown,
  periodDays: unknown,
  minorDigits: number,
): string | null {
  const parsed = parseMoney((amount ?? '').trim(), minorDigits);
  if (!parsed.ok || parsed.minor <= 0 || !isDailyRate(dailyRateBps) || !isPeriod(periodDays)) return null;
  try {
    return formatMoney(
      totalInterestMinor({ principalMinor: parsed.minor, dailyRateBps, periodDays }),
      minorDigits,
    );
  } catch {
    // Beyond the safe money range: the server refuses such an amount anyway.
    return null;
  }
}

/** A positive amount with at most the currency's decimals; its minor units, else null. */
export function positiveMinor(text: string | undefined, minorDigits: number): number | null {
  const parsed = parseMoney((text ?? '').trim(), minorDigits);
  return parsed.ok && parsed.minor > 0 ? parsed.minor : null;
}
