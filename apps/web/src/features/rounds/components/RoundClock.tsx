import type { RoundView } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { countdownTarget, formatClock, secondsUntil, type RoundPhase } from '../lib/round-phase';

/**
 * The current round's number, its phase and the time left, all from the server's clock. When
 * betting has closed the stopped message says so in words, not only by greyed buttons.
 */
export function RoundClock({
  round,
  phase,
  serverNow,
}: {
  round: RoundView;
  phase: RoundPhase;
  serverNow: number;
}) {
  const { t } = useTranslation();
  const seconds = secondsUntil(countdownTarget(round, phase), serverNow);
  const label = {
    upcoming: t('rounds.room.opensIn'),
    open: t('rounds.room.closesIn'),
    closed: t('rounds.room.drawIn'),
    drawing: t('rounds.room.drawing'),
  }[phase];
  return (
    <section
      className={`fr-round-clock fr-round-clock--${phase}`}
      aria-label={t('rounds.room.roundLabel')}
      data-testid="round-clock"
    >
      <div className="fr-round-clock__seq">
        <span className="fr-round-clock__caption">{t('rounds.room.round')}</span>
        <span className="fr-round-clock__seqno" data-testid="round-seqno">
          {round.seqno}
        </span>
      </div>
      <div className="fr-round-clock__timer">
        <span className="fr-round-clock__caption">{label}</span>
        {phase !== 'drawing' && (
          <span
            className="fr-round-clock__time"
            role="timer"
            aria-live="off"
            data-testid="round-countdown"
            data-seconds={seconds}
          >
            {formatClock(seconds)}
          </span>
        )}
      </div>
      <p className="fr-round-clock__status" role="status" data-testid="round-status">
        {phase === 'open'
          ? t('rounds.room.bettingOpen')
          : phase === 'upcoming'
            ? t('rounds.room.notOpenYet')
            : t('rounds.room.stopped')}
      </p>
    </section>
  );
}
