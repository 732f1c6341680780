import { DAYS_PER_YEAR, BASIS_POINTS_PER_UNIT, parseMoney } from '@fairround/shared';
import type { StakingHistory } from '../api/proceeds';
import { dayOf } from './dates';
import { shiftDay } from '../../../lib/format';

export const CHART_METRICS = ['proceeds', 'annualised'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

export const CHART_RANGES = ['d7', 'm1', 'm3'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** How many calendar days each range shows, today included. */
export const RANGE_DAYS: Record<ChartRange, number> = { d7: 7, m1: 30, m3: 90 };

/**
 * One calendar day of the chart. `value` is minor units (proceeds) or basis points
 * (annualised); null when nothing accrued that day, which the chart leaves without a bar.
 */
export type ChartPoint = { day: string; value: number | null };

/**
 * `partial` when the read of the proceeds stopped at its bound before the window's start: days
 * up to the oldest day read are then left empty rather than shown incomplete.
 */
export type TierSeries = { proceeds: ChartPoint[]; annualised: ChartPoint[]; partial: boolean };

/**
 * The chart's two series for one tier over the `days` calendar days ending `today`, from the
 * player's real proceeds only (PRODUCT.md §0.1: nothing invented, a day without proceeds is
 * empty, not zero-filled with guesses).
 *
 * - proceeds: the interest the player's positions of this tier were paid that day;
 * - annualised: the return those payments represent, derived rather than copied from the
 *   tier's rate: Σ interest paid that day ÷ Σ principal of the position behind each payment
 *   × 365, rounded down to a basis point in integer arithmetic. It equals the position's
 *   daily rate × 365 on ordinary days, is slightly higher on a last day (which pays the
 *   rounding remainder) and follows the terms each position opened with.
 */
export function tierSeries(
  history: StakingHistory,
  tierId: number,
  days: number,
  today: string,
  minorDigits: number,
): TierSeries {
  const principals = new Map<string, number>();
  for (const position of history.positions) {
    if (position.tierId !== tierId) continue;
    const principal = parseMoney(position.principal, minorDigits);
    if (principal.ok) principals.set(position.id, principal.minor);
  }
  const oldest = history.proceeds.list.at(-1);
  const incompleteUpTo = !history.proceeds.complete && oldest ? dayOf(oldest.accruedAt) : null;
  const paid = new Map<string, { amount: bigint; principal: bigint }>();
  for (const proceed of history.proceeds.list) {
    const principal = principals.get(proceed.positionId);
    const amount = parseMoney(proceed.amount, minorDigits);
    if (principal === undefined || !amount.ok) continue;
    const day = dayOf(proceed.accruedAt);
    if (incompleteUpTo !== null && day <= incompleteUpTo) continue;
    const sum = paid.get(day) ?? { amount: 0n, principal: 0n };
    paid.set(day, {
      amount: sum.amount + BigInt(amount.minor),
      principal: sum.principal + BigInt(principal),
    });
  }
  const window = Array.from({ length: days }, (_, index) => shiftDay(today, index - days + 1));
  const scale = BigInt(DAYS_PER_YEAR * BASIS_POINTS_PER_UNIT);
  return {
    partial: incompleteUpTo !== null && incompleteUpTo >= (window[0] ?? today),
    proceeds: window.map((day) => {
      const sum = paid.get(day);
      return { day, value: sum ? Number(sum.amount) : null };
    }),
    annualised: window.map((day) => {
      const sum = paid.get(day);
      return { day, value: sum && sum.principal > 0n ? Number((sum.amount * scale) / sum.principal) : null };
    }),
  };
}

/** Whether a series has at least one day with something paid. */
export function hasValues(points: readonly ChartPoint[]): boolean {
  return points.some((point) => point.value !== null);
}
