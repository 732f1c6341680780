import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/ui';

/**
 * A published hex value (T, a salt, a seed) as a `<dt>`/`<dd>` pair: place it in a
 * `<dl className="fr-fair-hashes">`, which sets it in monospace and wraps it at any character.
 * The copy button copies exactly the text shown.
 */
export function Hash({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <CopyField
      label={label}
      value={value}
      buttonText={t('fairness.inputs.copy')}
      buttonLabel={t('fairness.inputs.copyLabel', { label })}
      copiedMessage={t('fairness.inputs.copied', { text: value })}
      failedMessage={t('fairness.inputs.copyFailed')}
    />
  );
}
