// The console's failed calls are the client kit's, like the player app's.
export { ApiError, isApiError } from '@fairround/shared/client-kit';
