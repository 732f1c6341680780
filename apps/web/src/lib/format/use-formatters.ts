import { formattersFor, type Formatters } from '@fairround/shared';
import { useMemo } from 'react';
import { useAppConfig } from '../app-config';
import { useLanguage } from '../i18n';

/**
 * The formats of the language on screen in the operator's time zone (getconfig's `timeZone`) and
 * the deployment's currency, so every player reads the same days, times and amounts as the
 * cashier, the records and the console, wherever their phone is set.
 */
export function useFormatters(): Formatters {
  const language = useLanguage();
  const { timeZone, currency } = useAppConfig();
  return useMemo(() => formattersFor(language, timeZone, currency), [language, timeZone, currency]);
}
