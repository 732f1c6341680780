import { ErrorCode } from '../errors/error-codes.js';

/**
 * A failed API call. `errCode` is the catalogue code the UI branches on; `info` is the message
 * already in the user's language (from the server, or the catalogue for network failures);
 * `field` names the input the server blamed, when it did.
 */
export class ApiError extends Error {
  readonly errCode: number;
  readonly info: string;
  readonly field: string | undefined;

  constructor(errCode: number, info: string, field?: string) {
    super(info);
    this.name = 'ApiError';
    this.errCode = errCode;
    this.info = info;
    this.field = field;
  }

  get isNetworkError(): boolean {
    return this.errCode === ErrorCode.NetworkError;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An ApiError for a server that could not be reached (or answered with something else than an envelope). */
export function isNetworkFailure(error: unknown): error is ApiError {
  return isApiError(error) && error.errCode === ErrorCode.NetworkError;
}
