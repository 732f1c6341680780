import { formatMoneyText, parseMoney } from '@fairround/shared';
import { useAppConfig } from '../../lib/app-config';

// Money text is written by the shared formatting kit (packages/shared/src/format/money-text.ts).
export { formatMoneyText };

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
