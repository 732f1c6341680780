import {
  assertSafeMinor,
  groupThousands,
  parseMoney,
  type CurrencyConfig,
  type MinorUnits,
} from '../money/money.js';

/**
 * Money for display. One rule in every language: the deployment's currency symbol, then the amount
 * with exactly its minor digits and grouped thousands ("$1,234.50", "-$20.40"), so a figure reads
 * the same on every screen, in every language, in a refusal and when quoted to support. Amounts
 * are integer minor units; digits are placed by string, never through a float, so even amounts
 * past 2^53 (a bigint) are written exactly.
 */
export type MoneyTextOptions = { signed?: boolean };

function minorDigitsText(minor: bigint, minorDigits: number): string {
  const digits = (minor < 0n ? -minor : minor).toString().padStart(minorDigits + 1, '0');
  if (minorDigits === 0) return digits;
  return `${digits.slice(0, -minorDigits)}.${digits.slice(-minorDigits)}`;
}

function withSign(negative: boolean, positive: boolean, body: string, options: MoneyTextOptions): string {
  // U+2212 would be typographically nicer, but "-" is what the player types and searches for.
  const sign = negative ? '-' : options.signed && positive ? '+' : '';
  return `${sign}${body}`;
}

/** Integer minor units (number or bigint) as money text: 123450 -> "$1,234.50". */
export function formatMinorText(
  minor: MinorUnits | bigint,
  currency: CurrencyConfig,
  options: MoneyTextOptions = {},
): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(assertSafeMinor(minor));
  const body = `${currency.symbol}${groupThousands(minorDigitsText(value, currency.minorDigits))}`;
  return withSign(value < 0n, value > 0n, body, options);
}

/**
 * A wire amount (a decimal string such as "1234.5") as money text, or null when it is not an
 * amount of this currency (more decimals than it has, not a number).
 */
export function formatMoneyText(
  value: string,
  currency: CurrencyConfig,
  options: MoneyTextOptions = {},
): string | null {
  const parsed = parseMoney(value, currency.minorDigits);
  if (!parsed.ok) return null;
  return formatMinorText(parsed.minor, currency, options);
}
