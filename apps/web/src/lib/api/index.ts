export { ApiError, isApiError } from './api-error';
export { apiCall, REQUEST_TIMEOUT_MS, type ApiPostOptions } from './client';
export { queryClient, resetPlayerQueries } from './query-client';
export { useIsOnline, whenOnline } from './online';
