import type { UiLanguage } from '@fairround/shared';

/** Table cells: a short date with the time to the second ("22/11/2026 10:55:49" in vi). */
export function formatShortDateTime(iso: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}
