import { ErrorCode, type MessageParam } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/**
 * Player-protection rejections (docs/protection.md). `num` is a `moneyParam` and `time` a
 * `momentParam` in the operator's zone, so the message writes them in the player's language.
 */
export const depositLimitReached = (num: MessageParam, time: MessageParam) =>
  new AppError(ErrorCode.DepositLimitReached, { field: 'money', params: { num, time } });
export const lossLimitReached = (num: MessageParam, time: MessageParam) =>
  new AppError(ErrorCode.LossLimitReached, { params: { num, time } });
export const gamblingBlocked = (time: MessageParam) =>
  new AppError(ErrorCode.GamblingBlocked, { params: { time } });
export const depositLimitAtApproval = (num: MessageParam) =>
  new AppError(ErrorCode.DepositLimitAtApproval, { params: { num } });
export const realityCheckInterval = () => new AppError(ErrorCode.RealityCheckInterval, { field: 'minutes' });
export const passwordWrong = () => new AppError(ErrorCode.PasswordWrong, { field: 'password' });
