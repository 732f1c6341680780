import { useTranslation } from 'react-i18next';

/** ✓ or ✗ with the words said to screen readers, so a check never relies on colour alone. */
export function Mark({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={ok ? 'fr-fair-mark fr-fair-mark--ok' : 'fr-fair-mark fr-fair-mark--bad'}
      data-testid={ok ? 'check-ok' : 'check-bad'}
    >
      <span aria-hidden="true">{ok ? t('fairness.yes') : t('fairness.no')}</span>
      <span className="fr-visually-hidden">
        {ok ? t('fairness.steps.matches') : t('fairness.steps.differs')}
      </span>
    </span>
  );
}
