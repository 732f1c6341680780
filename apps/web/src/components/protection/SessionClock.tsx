import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../ui/action-icons';
import { formatElapsed, useElapsedMs, useSessionView } from '../../lib/protection';
import './protection-notices.css';

/**
 * "Session 01:02:03": time played since login (PRODUCT §9), for room screens. The start is the
 * server's; this device's clock only measures the time passing since. Nothing until it is known.
 */
export function SessionClock() {
  const { t } = useTranslation();
  const session = useSessionView();
  const startedAt = typeof session.data?.startedAt === 'number' ? session.data.startedAt : null;
  const elapsed = useElapsedMs(startedAt, session.data?.clockOffsetMs ?? 0);
  if (startedAt === null) return null;
  const time = formatElapsed(elapsed);
  return (
    <p className="fr-session-clock" data-testid="session-clock">
      <ClockIcon size={16} />
      <span>{t('protection.session.label')}</span>
      <span
        className="fr-session-clock__time fr-num"
        role="timer"
        aria-live="off"
        aria-label={t('protection.session.aria', { time })}
      >
        {time}
      </span>
    </p>
  );
}
