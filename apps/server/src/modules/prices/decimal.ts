/**
 * Exact decimal arithmetic for exchange prices. Prices are display data, not money, but a float
 * would still print artefacts (`0.30000000000000004`), so values stay strings on the wire and are
 * computed here as scaled bigints: value = units / 10^scale.
 */
export type Decimal = { units: bigint; scale: number };

/** Exchange prices are positive plain decimals; anything else (exponents, signs, junk) is refused. */
const PRICE_PATTERN = /^\d{1,30}(\.\d{1,18})?$/;

export function parsePrice(text: unknown): Decimal | null {
  if (typeof text !== 'string' || !PRICE_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const value = { units: BigInt(whole + fraction), scale: fraction.length };
  return value.units > 0n ? value : null;
}

export function formatDecimal(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** n / d rounded half away from zero; d must be positive. */
function roundDiv(n: bigint, d: bigint): bigint {
  const magnitude = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}

/** Both values on the larger of their scales, so their units compare and subtract directly. */
function align(a: Decimal, b: Decimal): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale)];
}

/** (value − base) / base in percent with two decimals, e.g. "-1.25"; never "-0.00". */
export function changePercent(value: Decimal, base: Decimal): string {
  const [v, b] = align(value, base);
  const hundredths = roundDiv((v - b) * 10_000n, b);
  return formatDecimal(hundredths === 0n ? 0n : hundredths, 2);
}

/** 1 / value rounded to `digits` decimals, trailing zeros trimmed down to `minDigits`. */
export function inverse(value: Decimal, digits = 8, minDigits = 4): string {
  const units = roundDiv(10n ** BigInt(digits + value.scale), value.units);
  const text = formatDecimal(units, digits);
  const keep = text.length - (digits - minDigits);
  return text.slice(0, keep) + text.slice(keep).replace(/0+$/, '');
}

/** The decimal string of a parsed value, as the exchange would print it. */
export function decimalText(value: Decimal): string {
  return formatDecimal(value.units, value.scale);
}
