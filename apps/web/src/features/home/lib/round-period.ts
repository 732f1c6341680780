import type { TFunction } from 'i18next';

/**
 * A round period from the server's schedule as a tile shows it: whole minutes ("5 min"), seconds
 * under a minute ("45 s"), or both ("1 min 30 s"). The value is the engine's, never a label.
 */
export function roundPeriodText(t: TFunction, periodS: number): string {
  const minutes = Math.floor(periodS / 60);
  const seconds = periodS % 60;
  if (minutes === 0) return t('home.games.periodSeconds', { num: seconds });
  if (seconds === 0) return t('home.games.periodMinutes', { num: minutes });
  return t('home.games.periodMixed', { minutes, seconds });
}
