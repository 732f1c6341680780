import { formatMoney, parseMoney } from '@fairround/shared';
import { minorOf } from '../../../lib/money';

/**
 * Client-side checks of an amount typed by the player, in the server's order (docs/cashier.md):
 * not a decimal with at most the currency's digits → 1050, zero or negative → 1042, below the
 * minimum → 3014, above the maximum → 3015, more than is available → 1025. All in integer
 * minor units; the page turns a problem into its translated text.
 */
export type AmountProblem =
  | { kind: 'empty' }
  | { kind: 'format' }
  | { kind: 'notPositive' }
  | { kind: 'belowMin'; min: string }
  | { kind: 'aboveMax'; max: string }
  | { kind: 'overAvailable'; available: string };

export type AmountLimits = {
  minorDigits: number;
  /** Wire amounts ("10.00"); a limit left out is not checked. */
  min?: string;
  max?: string;
  available?: string;
};

export function amountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseMoney(text, limits.minorDigits);
  if (!parsed.ok) return { kind: 'format' };
  if (parsed.minor <= 0) return { kind: 'notPositive' };
  const min = minorOf(limits.min, limits.minorDigits);
  if (min !== null && parsed.minor < min) return { kind: 'belowMin', min: limits.min! };
  const max = minorOf(limits.max, limits.minorDigits);
  if (max !== null && parsed.minor > max) return { kind: 'aboveMax', max: limits.max! };
  const available = minorOf(limits.available, limits.minorDigits);
  if (available !== null && parsed.minor > available)
    return { kind: 'overAvailable', available: limits.available! };
  return null;
}

/** A wire amount as the player would type it: "100.00" → "100", "12.50" → "12.50". */
export function amountInputOf(value: string, minorDigits: number): string {
  const parsed = parseMoney(value, minorDigits);
  if (!parsed.ok) return '';
  const text = formatMoney(parsed.minor, minorDigits);
  return minorDigits > 0 && text.endsWith(`.${'0'.repeat(minorDigits)}`)
    ? text.slice(0, -(minorDigits + 1))
    : text;
}

/** The smaller of two wire amounts (both valid), e.g. withdrawable capped at the per-withdrawal maximum. */
export function smallerAmount(a: string, b: string, minorDigits: number): string {
  const left = minorOf(a, minorDigits) ?? 0;
  const right = minorOf(b, minorDigits) ?? 0;
  return left <= right ? a : b;
}

/** Whether a wire amount is above zero. */
export function isPositiveAmount(value: string, minorDigits: number): boolean {
  return (minorOf(value, minorDigits) ?? 0) > 0;
}
