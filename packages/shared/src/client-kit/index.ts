/**
 * The client kit both apps build their `lib/api` and `lib/i18n` on: the envelope API client, the
 * i18n instance over the shared catalogues and the query client defaults. Each app keeps its own
 * behaviour (toasts, what a dead session does, how catalogues arrive) in thin wrappers.
 */
export { ApiError, isApiError, isNetworkFailure } from './api-error.js';
export {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type ApiCall,
  type ApiClient,
  type ApiClientConfig,
  type ApiPost,
  type ApiPostOptions,
  type DeadSession,
  type Envelope,
} from './api-client.js';
export {
  setupAppI18n,
  type AppI18n,
  type AppI18nOptions,
  type CatalogueResources,
  type I18nInstance,
} from './i18n.js';
export { MAX_NETWORK_RETRIES, queryDefaults, retryNetworkFailures } from './query-client.js';
