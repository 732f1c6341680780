import { ErrorCode } from '@fairround/shared';

/** A failed console call: `errCode` from the catalogue, `info` already in the staff's language. */
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
