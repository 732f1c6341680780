import { ErrorCode, type ErrorCodeValue, type MessageParams } from '@fairround/shared';

/**
 * A rejection the player is meant to see: a catalogue code, optional message parameters and,
 * for validation, the field at fault. The error handler turns it into the envelope. Amounts go in
 * as `moneyParam(minor)` and moments as `momentParam(at, zone)`, never as pre-written text, so the
 * message writes them in the reader's language.
 */
export class AppError extends Error {
  constructor(
    readonly errCode: ErrorCodeValue,
    readonly details: { params?: MessageParams; field?: string; httpStatus?: number } = {},
  ) {
    super(`AppError ${errCode}`);
  }
}

/** The session is missing or dead: the envelope answers code 409 and the client logs out. */
export class SessionRequiredError extends Error {
  constructor() {
    super('session required');
  }
}

export const appError = (errCode: ErrorCodeValue, details?: AppError['details']) =>
  new AppError(errCode, details);

export const invalidField = (field: string) =>
  new AppError(ErrorCode.IncompleteParameters, { field, params: { field } });
