import {
  isUiLanguage,
  type ApiLanguage,
  type Country,
  type CurrencyConfig,
  type UiLanguage,
} from '@fairround/shared';
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { apiPost } from '../api';

/** What `/api/Index/getconfig` answers: everything the app needs before its first screen. */
export type AppConfig = {
  version: string;
  defaultLanguage: UiLanguage;
  languages: { ui: UiLanguage; api: ApiLanguage }[];
  currency: CurrencyConfig;
  supportUrl: string | null;
  appLinks: { android: string | null; ios: string | null };
  /** Area codes of the register and login forms: ISO code, English name, dial code, flag. */
  countries: Country[];
  /** The area code selected at first, e.g. "+84". */
  defaultQuhao: string;
  /**
   * The operator's IANA time zone (server `TIMEZONE`, e.g. "Asia/Ho_Chi_Minh"): days and times
   * are shown in it, so a player reads the same day as the cashier's daily limits and records.
   */
  timeZone: string;
};

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // The loading canvas shows its own retry state, so no toast here.
  return apiPost<AppConfig>('/api/Index/getconfig', {}, { toast: false, ...(signal ? { signal } : {}) });
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: Infinity,
  meta: { keepOnSessionChange: true },
});

/** The operator's default language, when the server names one this app knows. */
export function configuredDefaultLanguage(config: AppConfig): UiLanguage | null {
  return isUiLanguage(config.defaultLanguage) ? config.defaultLanguage : null;
}

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ value, children }: { value: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

/** The loaded app config. Screens render only after it has loaded, so it is never missing there. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig() used outside <AppConfigProvider> (the app config gate)');
  return config;
}
