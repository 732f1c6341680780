import { parseMoney } from '@fairround/shared';

/**
 * Keeps what an amount box may hold while typing: digits and one decimal point (a comma counts as
 * one, as many keyboards offer it), at most the currency's decimals.
 */
export function sanitizeAmountInput(raw: string, minorDigits: number): string {
  const cleaned = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  if (minorDigits === 0) return cleaned.replace(/\./g, '');
  const point = cleaned.indexOf('.');
  if (point < 0) return cleaned;
  const whole = cleaned.slice(0, point);
  const fraction = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, minorDigits);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/** Minor units of a wire amount ("10.00"); null when it is left out or does not parse. */
export function minorOf(value: string | undefined, minorDigits: number): number | null {
  if (value === undefined) return null;
  const parsed = parseMoney(value, minorDigits);
  return parsed.ok ? parsed.minor : null;
}

/** Minor units of a wire amount, 0 for anything unreadable (sums, progress bars, comparisons). */
export function minorUnitsOf(value: string, minorDigits: number): number {
  return minorOf(value, minorDigits) ?? 0;
}
