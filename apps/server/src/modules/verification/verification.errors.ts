import { ErrorCode } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** A withdrawal needs an approved verification the player does not have (state none or rejected). */
export const verificationRequired = () => new AppError(ErrorCode.VerificationRequired);
/** The player's submission waits for finance: no withdrawal that needs it, no new files. */
export const verificationUnderReview = () => new AppError(ErrorCode.VerificationUnderReview);
/** The player is verified already: nothing more to upload or submit. */
export const verificationAlreadyApproved = () => new AppError(ErrorCode.VerificationAlreadyApproved);
/** Submitted without one of the two files; `field` names the missing one. */
export const verificationFilesMissing = (field: 'document' | 'selfie') =>
  new AppError(ErrorCode.VerificationFilesMissing, { field });
/** A decision on a submission already decided (or a second decision racing the first). */
export const verificationNotPending = () => new AppError(ErrorCode.VerificationNotPending);
/** The file was deleted after the decision's retention period. */
export const verificationFileGone = () => new AppError(ErrorCode.VerificationFileGone, { field: 'id' });
