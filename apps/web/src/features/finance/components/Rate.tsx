import { useTranslation } from 'react-i18next';

/** A percent from the API ("54.75") as the language writes it, with tabular numerals. */
export function Rate({ value, className }: { value: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={['fr-num', className].filter(Boolean).join(' ')}>
      {t('finance.common.percent', { rate: value })}
    </span>
  );
}
