export {
  AppConfigProvider,
  appConfigQueryOptions,
  configuredDefaultLanguage,
  getAppConfig,
  useAppConfig,
  type AppConfig,
} from './app-config';
