import type { ExclusionView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { AlertIcon, Card } from '../../../components/ui';
import { useTimeText } from '../lib/format-time';

/** The time-out or self-exclusion in force, read-only: there is no way to lift it early. */
export function ActiveBreak({ exclusion }: { exclusion: ExclusionView }) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  return (
    <Card
      className="fr-protect-card fr-active-break"
      aria-labelledby="active-break-title"
      data-testid="active-break"
    >
      <h2 id="active-break-title" className="fr-active-break__title">
        <AlertIcon size={22} />
        <span>
          {exclusion.kind === 'timeout'
            ? t('protection.breaks.activeTimeout')
            : t('protection.breaks.activeExclusion')}
        </span>
      </h2>
      <p className="fr-active-break__until">
        <time dateTime={new Date(exclusion.endsAt).toISOString()}>
          {t('protection.breaks.activeUntil', { time: timeText(exclusion.endsAt) })}
        </time>
      </p>
      <p className="fr-note">{t('protection.breaks.activeBody')}</p>
      <p className="fr-protect-card__note">
        {t('protection.breaks.noLift')} {t('protection.breaks.longerNote')}
      </p>
    </Card>
  );
}
