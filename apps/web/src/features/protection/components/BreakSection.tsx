import {
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type ExclusionDuration,
  type ExclusionKind,
} from '@fairround/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../../components/ui';
import { breakEndsAt } from '../lib/break-end';
import { BreakSheet, type BreakChoice } from './BreakSheet';
import { ChipChoices } from './ChipChoices';

/** A time-out (24 h to 6 weeks) or a self-exclusion (6 months to 5 years): choose, then confirm. */
export function BreakSection({ kind }: { kind: ExclusionKind }) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<ExclusionDuration | null>(null);
  const [choice, setChoice] = useState<BreakChoice | null>(null);
  const durations = kind === 'timeout' ? TIMEOUT_DURATIONS : SELF_EXCLUSION_DURATIONS;
  const titleId = `${kind}-title`;
  return (
    <Card className="fr-protect-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="fr-section-title">
        {kind === 'timeout' ? t('protection.breaks.timeoutTitle') : t('protection.breaks.exclusionTitle')}
      </h2>
      <p className="fr-note">
        {kind === 'timeout' ? t('protection.breaks.timeoutBody') : t('protection.breaks.exclusionBody')}
      </p>
      <ChipChoices
        legend={t('protection.breaks.durationLegend')}
        chips={durations.map((value) => ({ value, label: t(`protection.breaks.durations.${value}`) }))}
        value={duration}
        onChange={setDuration}
      />
      <Button
        variant="secondary"
        block
        disabled={duration === null}
        onClick={() => duration && setChoice({ duration, endsAt: breakEndsAt(duration, Date.now()) })}
      >
        {t('protection.breaks.next')}
      </Button>
      <BreakSheet choice={choice} onClose={() => setChoice(null)} />
    </Card>
  );
}
