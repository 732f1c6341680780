import { formatMoney, groupThousands, parseMoney, type CurrencyConfig } from '@fairround/shared';
import { useAppConfig } from '../../lib/app-config';

/**
 * Formats a wire amount (a decimal string such as "1234.5") for display: the deployment's currency
 * symbol, exactly its minor digits, grouped thousands: "$1,234.50". Parsing goes through integer
 * minor units, never a float. Returns null for a value that is not an amount.
 */
export function formatMoneyText(
  value: string,
  currency: CurrencyConfig,
  options: { signed?: boolean } = {},
): string | null {
  const parsed = parseMoney(value, currency.minorDigits);
  if (!parsed.ok) return null;
  const magnitude = groupThousands(formatMoney(Math.abs(parsed.minor), currency.minorDigits));
  const sign = parsed.minor < 0 ? '-' : options.signed && parsed.minor > 0 ? '+' : '';
  return `${sign}${currency.symbol}${magnitude}`;
}

export type MoneyProps = {
  /** A decimal string from the API, e.g. "1234.50". */
  value: string;
  /** Show "+" on positive amounts (gains in a statement). */
  signed?: boolean;
  /** "result" colours the amount green above zero and red below: only for wins/losses and moves. */
  tone?: 'plain' | 'result';
  className?: string;
};

/** The one way money is rendered: symbol, grouping and tabular numerals everywhere alike. */
export function Money({ value, signed = false, tone = 'plain', className }: MoneyProps) {
  const { currency } = useAppConfig();
  const text = formatMoneyText(value, currency, { signed });
  const parsed = parseMoney(value, currency.minorDigits);
  const minor = parsed.ok ? parsed.minor : 0;
  const toneClass = tone === 'result' && minor !== 0 ? (minor > 0 ? 'fr-tone-win' : 'fr-tone-loss') : '';
  const classes = ['fr-money', toneClass, className].filter(Boolean).join(' ');
  // An unreadable amount is shown as a dash rather than a guess.
  return <span className={classes}>{text ?? '—'}</span>;
}

/**
 * Formats wire amounts as text ("$1,234.50") where a string is needed rather than <Money>:
 * translated sentences, dialog summaries, chart and aria labels.
 */
export function useMoneyText(): (value: string) => string {
  const { currency } = useAppConfig();
  return (value: string) => formatMoneyText(value, currency) ?? value;
}
