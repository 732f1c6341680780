import { ErrorCode, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_PLAYER_RATE_LIMIT } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Support rejections, each a catalogue code. */
export const emptyMessage = () =>
  new AppError(ErrorCode.IncompleteParameters, { field: 'content', params: { field: 'content' } });
export const messageTooLong = () =>
  new AppError(ErrorCode.SupportMessageTooLong, { field: 'content', params: { num: SUPPORT_MESSAGE_MAX_LENGTH } });
export const tooManyMessages = (messages: number = SUPPORT_PLAYER_RATE_LIMIT.messages) =>
  new AppError(ErrorCode.RateLimited, { params: { num: messages } });
/** A visitor token that is malformed, unknown or already claimed names no conversation (3003). */
export const visitorChatNotFound = () => new AppError(ErrorCode.NotFound, { field: 'visitorToken' });
/** The visitor's conversation already joined a player's thread (3018). */
export const visitorChatClaimed = () => new AppError(ErrorCode.AlreadyProcessed, { field: 'visitorToken' });
export const contactPhoneInvalid = () => new AppError(ErrorCode.PhoneFormat, { field: 'mobile' });
export const conversationNotFound = () => new AppError(ErrorCode.NotFound, { field: 'id' });
export const alreadyInState = () => new AppError(ErrorCode.AlreadyProcessed);
