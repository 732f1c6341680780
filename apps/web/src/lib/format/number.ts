import type { UiLanguage } from '@fairround/shared';
import { localeOf } from './locale';

/**
 * A count or other number that is not money, grouped the player's way ("10.000" in Vietnamese,
 * "10,000" in English). Money never comes here: <Money> renders it the same in every language.
 */
export function formatNumber(value: number, language: UiLanguage): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 20 }).format(value);
}
