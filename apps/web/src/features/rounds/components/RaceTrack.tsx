import type { RoundResultView } from '@fairround/shared';
import { memo, useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  carProgress,
  livePositions,
  RACE_DURATION_MS,
  raceMotions,
  restingProgress,
} from '../lib/race-motion';
import type { RoundPhase } from '../lib/round-phase';

const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

type TrackState = 'racing' | 'finished' | 'grid';

/**
 * The live board re-orders at most this often, chips jumping (not sliding) to their new slot: two
 * chips sliding past each other overlapped mid-race (issue #24), and a board that changes every
 * frame cannot be read anyway.
 */
const LIVE_BOARD_MS = 300;

const shift = (fraction: number) => `translate3d(${(fraction * 100).toFixed(3)}%, 0, 0)`;

/** A small top-down racing car in its lane's colour, its number on the nose cone. */
function Car({ car }: { car: number }) {
  return (
    <svg
      className="fr-race__car"
      viewBox="0 0 40 18"
      width="40"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="fr-race__wing" x="0" y="1.5" width="3.5" height="15" rx="1" />
      <rect className="fr-race__tyre" x="5" y="0" width="8" height="4" rx="1.5" />
      <rect className="fr-race__tyre" x="5" y="14" width="8" height="4" rx="1.5" />
      <rect className="fr-race__tyre" x="26" y="0.5" width="7" height="3.5" rx="1.5" />
      <rect className="fr-race__tyre" x="26" y="14" width="7" height="3.5" rx="1.5" />
      <path
        className="fr-race__body"
        d="M3 5.5C3 4.6 3.8 4 4.8 4H22C26 4 30 6 37 7.5C39.6 8.1 39.6 9.9 37 10.5C30 12 26 14 22 14H4.8C3.8 14 3 13.4 3 12.5Z"
      />
      <ellipse className="fr-race__cockpit" cx="25" cy="9" rx="3.2" ry="2.2" />
      <circle className="fr-race__disc" cx="15" cy="9" r="5.2" />
      <text className="fr-race__num" x="15" y="9" dy="0.36em" textAnchor="middle">
        {car}
      </text>
    </svg>
  );
}

/** The chequered flag beside the caption. */
function FinishFlag() {
  return (
    <svg
      className="fr-race__flag"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="2" width="2" height="20" rx="1" fill="currentColor" />
      <rect x="5" y="3" width="16" height="11" fill="#f4f6fb" />
      <path
        d="M5 3h4v3.7H5zM13 3h4v3.7h-4zM9 6.7h4v3.6H9zM17 6.7h4v3.6h-4zM5 10.3h4V14H5zM13 10.3h4V14h-4z"
        fill="#0b1222"
      />
    </svg>
  );
}

/**
 * The race of the racing room (PRODUCT §2, issue #14). Motion only explains a real result: when
 * a drawn race arrives (`pending`), the cars run to a photo finish in the drawn order (the champion
 * on the line, each next place a step behind) and stay placed by finishing position; the live
 * positions above the track reorder as they overtake. While it runs, nothing in the page's text
 * depends on the result — cars and chips move by CSS transforms set each frame, their numbers stay
 * in lane order — and only when the last car has stopped does `onFinished` let the room show the
 * finishing order, the result and the player's outcome. Reduced motion: the room passes no
 * `pending` race and the track shows the end state at once.
 */
export const RaceTrack = memo(function RaceTrack({
  latest,
  pending,
  phase,
  onFinished,
}: {
  latest: RoundResultView | null;
  pending: RoundResultView | null;
  phase: RoundPhase;
  onFinished: (seqno: string) => void;
}) {
  const { t } = useTranslation();
  const runners = useRef<(HTMLDivElement | null)[]>([]);
  const chips = useRef<(HTMLLIElement | null)[]>([]);
  const raceSeqno = pending?.order ? pending.seqno : null;
  const raceOrder = pending?.order?.join(',') ?? '';

  useEffect(() => {
    if (raceSeqno === null) return;
    const motions = raceMotions(raceSeqno, raceOrder.split(',').map(Number));
    let start: number | null = null;
    let frame = 0;
    let ranks = '';
    let boardAt = -Infinity;
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      for (const motion of motions) {
        const runner = runners.current[motion.car - 1];
        if (runner) runner.style.transform = shift(carProgress(motion, elapsed));
      }
      const done = elapsed >= RACE_DURATION_MS;
      const live = livePositions(motions, elapsed);
      if (live.join() !== ranks && (done || elapsed - boardAt >= LIVE_BOARD_MS)) {
        boardAt = elapsed;
        ranks = live.join();
        live.forEach((car, rank) => {
          const chip = chips.current[car - 1];
          if (chip) chip.style.transform = shift(rank);
        });
      }
      if (done) onFinished(raceSeqno);
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [raceSeqno, raceOrder, onFinished]);

  const finished = !pending && latest?.order ? latest : null;
  const state: TrackState = pending
    ? 'racing'
    : finished && phase !== 'closed' && phase !== 'drawing'
      ? 'finished'
      : 'grid';
  const order = finished?.order ?? [];
  const caption =
    state === 'racing'
      ? t('rounds.race.running', { seqno: raceSeqno })
      : state === 'finished' && finished
        ? t('rounds.race.winner', { seqno: finished.seqno, car: order[0] })
        : phase === 'drawing' || phase === 'closed'
          ? t('rounds.race.waitingDraw')
          : t('rounds.race.grid');
  const runnerStyle = (car: number): CSSProperties | undefined => {
    if (state === 'racing') return undefined;
    return { transform: shift(state === 'finished' ? restingProgress(order.indexOf(car)) : 0) };
  };
  // While racing the chips stay in lane order in the page (no order in the text) and move by
  // transform; afterwards they are listed in the finishing order.
  const chipCars = pending ? [...CARS] : order;

  return (
    <section
      className="fr-race"
      aria-label={t('rounds.race.label')}
      data-testid="race-track"
      data-state={state}
    >
      <div className="fr-race__head">
        <p className="fr-race__caption" aria-live="polite">
          {caption}
        </p>
        <FinishFlag />
      </div>
      {(pending || finished) && (
        <div
          className="fr-race__board"
          data-testid={pending ? 'race-live' : 'race-order'}
          {...(pending ? { 'aria-hidden': true } : {})}
        >
          <span className="fr-race__board-label">
            {pending ? t('rounds.race.live') : t('rounds.race.lastOrder', { seqno: finished?.seqno })}
          </span>
          <ol className={pending ? 'fr-race__slots fr-race__slots--live' : 'fr-race__slots'}>
            {chipCars.map((car, rank) => (
              <li
                key={car}
                ref={(element) => {
                  chips.current[car - 1] = element;
                }}
                className="fr-race__slot"
                style={{ transform: shift(rank) }}
              >
                <span className={`fr-ball fr-ball--car fr-car-${car}`}>{car}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <div className="fr-race__track">
        <span className="fr-race__start" aria-hidden="true" />
        <span className="fr-race__finish" aria-hidden="true" />
        <ol className="fr-race__lanes" aria-hidden="true">
          {CARS.map((car) => (
            <li key={car} className={`fr-race__lane fr-car-${car}`}>
              <div
                className="fr-race__runner"
                ref={(element) => {
                  runners.current[car - 1] = element;
                }}
                style={runnerStyle(car)}
              >
                <Car car={car} />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
});
