import { ErrorCode, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_PLAYER_RATE_LIMIT } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Support rejections, each a catalogue code. */
export const emptyMessage = () =>
  new AppError(ErrorCode.IncompleteParameters, { field: 'content', params: { field: 'content' } });
export const messageTooLong = () =>
  new AppError(ErrorCode.SupportMessageTooLong, { field: 'content', params: { num: SUPPORT_MESSAGE_MAX_LENGTH } });
export const tooManyMessages = () =>
  new AppError(ErrorCode.RateLimited, { params: { num: SUPPORT_PLAYER_RATE_LIMIT.messages } });
export const conversationNotFound = () => new AppError(ErrorCode.NotFound, { field: 'id' });
export const alreadyInState = () => new AppError(ErrorCode.AlreadyProcessed);
