import { formatMoneyText } from '../../../components/ui';
import { useAppConfig } from '../../../lib/app-config';

/** Wire amounts as text ("$1,234.50") for translated sentences and labels. */
export function useMoneyText(): (value: string) => string {
  const { currency } = useAppConfig();
  return (value: string) => formatMoneyText(value, currency) ?? value;
}
