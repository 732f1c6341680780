/**
 * Money is an integer count of the currency's minor units (cents for USD). It never passes
 * through a float: decimal strings are parsed digit by digit and formatted back the same way.
 * JS numbers are exact integers up to 2^53; we stay below 2^51 so that a sum of a few amounts
 * is still exact before any range check runs.
 */
export type MinorUnits = number;

export const MAX_MINOR_UNITS = 2 ** 51;

export type MoneyParseResult = { ok: true; minor: MinorUnits } | { ok: false };

export function isSafeMinor(value: number): value is MinorUnits {
  return Number.isSafeInteger(value) && Math.abs(value) < MAX_MINOR_UNITS;
}

export function assertSafeMinor(value: number): MinorUnits {
  if (!isSafeMinor(value)) throw new RangeError(`amount out of the safe integer range: ${value}`);
  return value;
}

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Parses a wire amount (a decimal string or a number) into minor units. Accepts at most
 * `minorDigits` decimals; anything else (exponents, extra decimals, NaN, out of range) fails.
 * A number is read through its shortest decimal representation, which is exactly what the
 * client typed for any amount with at most 15 significant digits.
 */
export function parseMoney(input: unknown, minorDigits: number): MoneyParseResult {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false };
  }
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return { ok: false };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > minorDigits) return { ok: false };
  const digits = (whole + fraction.padEnd(minorDigits, '0')).replace(/^0+(?=\d)/, '');
  if (digits.length > 16) return { ok: false };
  const magnitude = Number(digits);
  const minor = sign ? -magnitude : magnitude;
  if (!isSafeMinor(minor)) return { ok: false };
  return { ok: true, minor: minor === 0 ? 0 : minor };
}

/** Formats minor units as a plain decimal string with exactly `minorDigits` decimals: "1234.50". */
export function formatMoney(minor: MinorUnits, minorDigits: number): string {
  assertSafeMinor(minor);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(minorDigits + 1, '0');
  const whole = digits.slice(0, digits.length - minorDigits);
  const fraction = digits.slice(digits.length - minorDigits);
  const body = minorDigits > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${body}` : body;
}

/** Groups the whole part for display: "1234567.50" -> "1,234,567.50". */
export function groupThousands(decimal: string, separator = ','): string {
  const [whole = '', fraction] = decimal.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

export type CurrencyConfig = { code: string; symbol: string; minorDigits: number };

export const DEFAULT_CURRENCY: CurrencyConfig = { code: 'USD', symbol: '$', minorDigits: 2 };
