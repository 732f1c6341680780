import { ErrorCode } from '@fairround/shared';
import { AppError } from '../../../platform/errors/app-error.js';

/** 1001 naming the field at fault: an unknown kind, a malformed day or cursor, start after end. */
export const invalidHistoryField = (field: string) =>
  new AppError(ErrorCode.IncompleteParameters, { field, params: { field } });

/** The console asked about a player who does not exist. */
export const playerNotFound = () => new AppError(ErrorCode.NotFound, { field: 'userId' });
