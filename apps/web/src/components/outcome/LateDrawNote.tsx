import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import './net-result.css';

/**
 * "Drawn 42 seconds late: the server was down…" under a round drawn after an outage (issue #25):
 * the room's latest result and the round's proof say so rather than hide it. Nothing on time.
 */
/** The lateness in the largest unit that fits ("2 hours", not "7,200 seconds"), rounded. */
function latenessOf(seconds: number): [number, 'second' | 'minute' | 'hour' | 'day'] {
  if (seconds >= 86_400) return [Math.round(seconds / 86_400), 'day'];
  if (seconds >= 3_600) return [Math.round(seconds / 3_600), 'hour'];
  if (seconds >= 120) return [Math.round(seconds / 60), 'minute'];
  return [seconds, 'second'];
}

export function LateDrawNote({ lateBySeconds }: { lateBySeconds: number | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (lateBySeconds === null || lateBySeconds === undefined) return null;
  return (
    <p className="fr-late-draw" data-testid="late-draw" role="note">
      {t('rounds.result.lateDraw', { duration: format.unit(...latenessOf(lateBySeconds)) })}
    </p>
  );
}
