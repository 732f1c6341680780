import { siteRefs, isUiLanguage, type AppConfig, type UiLanguage } from '@fairround/shared';
import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { apiCall } from '../api';

/** What `/api/Index/getconfig` answers: everything the app needs before its first screen. */
export type { AppConfig };

/** Start-up code: a reference keeps the call's zod schema out of the first chunk. */
const configEndpoint = siteRefs.config;

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  // The loading canvas shows its own retry state, so no toast here.
  return apiCall(configEndpoint, {}, { toast: false, ...(signal ? { signal } : {}) });
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
