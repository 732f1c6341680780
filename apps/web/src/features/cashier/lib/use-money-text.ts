import { formatMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';

/**
 * Formats wire amounts as text ("$1,234.50") for places that take a string rather than the
 * <Money> element: translated sentences, dialog summaries, aria labels.
 */
export function useMoneyText(): (value: string) => string {
  const { currency } = useAppConfig();
  return (value: string) => formatMoneyText(value, currency) ?? value;
}

/** Like useMoneyText, without zero minor digits: "$5,000" for quick-amount buttons. */
export function useCompactMoneyText(): (value: string) => string {
  const { currency } = useAppConfig();
  const zeros = currency.minorDigits > 0 ? `.${'0'.repeat(currency.minorDigits)}` : null;
  return (value: string) => {
    const text = formatMoneyText(value, currency) ?? value;
    return zeros && text.endsWith(zeros) ? text.slice(0, -zeros.length) : text;
  };
}
