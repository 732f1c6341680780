import type { UiLanguage } from '@fairround/shared';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** A server time (epoch ms) in the player's language and the device's time zone. */
export function useTimeText(): (epochMs: number) => string {
  const language: UiLanguage = useLanguage();
  return (epochMs: number) =>
    Number.isFinite(epochMs) ? formatDateTime(new Date(epochMs).toISOString(), language) : '—';
}
