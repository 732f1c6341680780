import { ErrorCode } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Player-protection rejections (docs/protection.md); `{time}` is in the operator's time zone. */
export const depositLimitReached = (num: string, time: string) =>
  new AppError(ErrorCode.DepositLimitReached, { field: 'money', params: { num, time } });
export const lossLimitReached = (num: string, time: string) => new AppError(ErrorCode.LossLimitReached, { params: { num, time } });
export const gamblingBlocked = (time: string) => new AppError(ErrorCode.GamblingBlocked, { params: { time } });
export const depositLimitAtApproval = (num: string) => new AppError(ErrorCode.DepositLimitAtApproval, { params: { num } });
export const realityCheckInterval = () => new AppError(ErrorCode.RealityCheckInterval, { field: 'minutes' });
export const passwordWrong = () => new AppError(ErrorCode.PasswordWrong, { field: 'password' });
