import type { CSSProperties } from 'react';
import type { RoundResultView } from '@fairround/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundPhase } from '../lib/round-phase';

const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** The champion crosses the line after this long; each next place a little later. */
const WINNER_MS = 3_200;
const PLACE_GAP_MS = 260;
/** How long the finished race stays on the track before the cars line up again. */
const SHOW_MS = 12_000;

type Race = { seqno: string; order: number[] };

/**
 * The race of the racing room (PRODUCT §2). Motion only explains a real result: while betting
 * runs the cars wait on the grid; when a draw arrives on screen, the cars run and cross the line
 * in the drawn finishing order (place k arrives k × 260 ms after the champion). Nothing moves
 * before the order is known.
 */
export function RaceTrack({ latest, phase }: { latest: RoundResultView | null; phase: RoundPhase }) {
  const { t } = useTranslation();
  const seen = useRef<string | null>(latest?.seqno ?? null);
  const [race, setRace] = useState<Race | null>(null);

  useEffect(() => {
    if (!latest?.order || latest.seqno === seen.current) return;
    seen.current = latest.seqno;
    setRace({ seqno: latest.seqno, order: latest.order });
  }, [latest]);

  useEffect(() => {
    if (!race) return;
    const timer = setTimeout(() => setRace(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [race]);

  const placeOf = (car: number) => (race ? race.order.indexOf(car) : -1);
  const caption = race
    ? t('rounds.race.running', { seqno: race.seqno })
    : phase === 'drawing' || phase === 'closed'
      ? t('rounds.race.waitingDraw')
      : t('rounds.race.grid');

  return (
    <section
      className="fr-race"
      aria-label={t('rounds.race.label')}
      data-testid="race-track"
      data-state={race ? 'racing' : 'grid'}
    >
      <p className="fr-race__caption" aria-live="polite">
        {caption}
      </p>
      <ol className="fr-race__lanes">
        {CARS.map((car) => {
          const place = placeOf(car);
          const style = {
            '--fr-race-ms': `${WINNER_MS + Math.max(place, 0) * PLACE_GAP_MS}ms`,
          } as CSSProperties;
          return (
            <li key={car} className="fr-race__lane">
              <span className={race ? 'fr-race__car fr-race__car--run' : 'fr-race__car'} style={style}>
                <span className={`fr-race__number fr-car-${car}`}>{car}</span>
                {race && <span className="fr-race__place">{place + 1}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {latest?.order && (
        <p className="fr-race__order" data-testid="race-order">
          <span className="fr-race__order-label">{t('rounds.race.lastOrder', { seqno: latest.seqno })}</span>
          <span className="fr-race__order-cars">
            {latest.order.map((car) => (
              <span key={car} className={`fr-ball fr-ball--car fr-car-${car}`}>
                {car}
              </span>
            ))}
          </span>
        </p>
      )}
    </section>
  );
}
