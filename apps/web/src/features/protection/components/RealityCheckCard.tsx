import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Card, showSuccess, showWarning } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useSetRealityCheck } from '../api/set-reality-check';
import { ChipChoices } from './ChipChoices';

/** The reality-check interval: saved as soon as it is picked, applied app-wide without a reload. */
export function RealityCheckCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const mutation = useSetRealityCheck();
  const chips = REALITY_CHECK_MINUTES.map((value) => ({
    value,
    label:
      value === 0 ? t('protection.realityCheck.off') : t('protection.realityCheck.every', { num: value }),
  }));
  const current = (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)
    ? (minutes as RealityCheckMinutes)
    : null;

  async function choose(next: RealityCheckMinutes) {
    try {
      await mutation.mutateAsync(next);
      showSuccess(next === 0 ? t('protection.realityCheck.savedOff') : t('protection.realityCheck.saved'));
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      showWarning(failure.info);
    }
  }

  return (
    <Card className="fr-protect-card" aria-labelledby="reality-check-title">
      <h2 id="reality-check-title" className="fr-section-title">
        {t('protection.realityCheck.title')}
      </h2>
      <p className="fr-note">{t('protection.realityCheck.body')}</p>
      <ChipChoices
        legend={t('protection.realityCheck.legend')}
        chips={chips}
        value={mutation.isPending ? (mutation.variables ?? null) : current}
        onChange={(next) => void choose(next)}
        disabled={mutation.isPending}
      />
    </Card>
  );
}
