import { ErrorCode } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Unknown user, wrong password, disabled account and missing or wrong code all look the same. */
export const staffLoginFailed = () => new AppError(ErrorCode.StaffLoginFailed);
export const loginLocked = (minutes: number) =>
  new AppError(ErrorCode.TooManyAttempts, { params: { num: minutes } });
export const twoFactorRequired = () => new AppError(ErrorCode.TwoFactorRequired);
export const twoFactorWrong = () => new AppError(ErrorCode.TwoFactorWrong, { field: 'otp' });
export const staffForbidden = () => new AppError(ErrorCode.Forbidden);
export const usernameTaken = () => new AppError(ErrorCode.AlreadyRegistered, { field: 'username' });
export const staffNotFound = () => new AppError(ErrorCode.NotFound);
export const lastOwnerProtected = () => new AppError(ErrorCode.LastOwnerProtected);
export const currentPasswordWrong = () =>
  new AppError(ErrorCode.CurrentPasswordWrong, { field: 'currentPassword' });
export const passwordChangeRequired = () => new AppError(ErrorCode.PasswordChangeRequired);
export const newPasswordSameAsOld = () =>
  new AppError(ErrorCode.NewPasswordSameAsOld, { field: 'newPassword' });
/** An owner's reset of another account, aimed at their own: the Security page does that. */
export const ownAccountElsewhere = () => new AppError(ErrorCode.OwnAccountElsewhere);
