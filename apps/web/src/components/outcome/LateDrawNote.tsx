import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import './net-result.css';

/**
 * "Drawn 42 seconds late: the server was down…" under a round drawn after an outage (issue #25):
 * the room's latest result and the round's proof say so rather than hide it. Nothing on time.
 */
export function LateDrawNote({ lateBySeconds }: { lateBySeconds: number | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (lateBySeconds === null || lateBySeconds === undefined) return null;
  return (
    <p className="fr-late-draw" data-testid="late-draw" role="note">
      {t('rounds.result.lateDraw', { duration: format.unit(lateBySeconds, 'second') })}
    </p>
  );
}
