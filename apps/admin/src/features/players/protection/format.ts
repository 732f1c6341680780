import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatShortDateTime } from '../../../lib/dates';

const MINUTE_MS = 60_000;

/** An epoch-millisecond time as the player screens' table cells show times (dates.ts). */
export function useEpochFormat(): (epochMs: number) => string {
  const language = useLanguage();
  return (epochMs) => formatShortDateTime(new Date(epochMs).toISOString(), language);
}

/** A session's length in whole minutes ("1 h 05 min", "12 min"); under a minute reads "0 min". */
export function useDurationFormat(): (lengthMs: number) => string {
  const { t } = useTranslation();
  return (lengthMs) => {
    const totalMinutes = Math.max(0, Math.floor(lengthMs / MINUTE_MS));
    const hours = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    if (hours === 0) return t('protection.sessions.minutes', { minutes });
    return t('protection.sessions.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
  };
}
