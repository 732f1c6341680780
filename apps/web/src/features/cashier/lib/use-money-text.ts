import { formatMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';

/** Like useMoneyText (components/ui), without zero minor digits: "$5,000" for quick-amount buttons. */
export function useCompactMoneyText(): (value: string) => string {
  const { currency } = useAppConfig();
  const zeros = currency.minorDigits > 0 ? `.${'0'.repeat(currency.minorDigits)}` : null;
  return (value: string) => {
    const text = formatMoneyText(value, currency) ?? value;
    return zeros && text.endsWith(zeros) ? text.slice(0, -zeros.length) : text;
  };
}
