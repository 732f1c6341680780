// The player app's failed calls are the client kit's: one class, so `instanceof` holds across both.
export { ApiError, isApiError, isNetworkFailure } from '@fairround/shared/client-kit';
