import { ErrorCode, moneyParam, type MinorUnits } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Cashier rejections, each a catalogue code (docs/cashier.md lists when each is answered). */
export const belowMinimum = (field: string, minor: MinorUnits) =>
  new AppError(ErrorCode.AmountBelowMinimum, { field, params: { num: moneyParam(minor) } });
export const aboveMaximum = (field: string, minor: MinorUnits) =>
  new AppError(ErrorCode.AmountAboveMaximum, { field, params: { num: moneyParam(minor) } });
export const payPasswordMissing = () => new AppError(ErrorCode.PayPasswordMissing, { field: 'pwd' });
export const payPasswordWrong = (field: string) => new AppError(ErrorCode.PayPasswordWrong, { field });
export const tooManyPayPasswordFailures = (minutes: number) =>
  new AppError(ErrorCode.TooManyAttempts, { params: { num: minutes } });
export const withdrawalAccountRequired = () =>
  new AppError(ErrorCode.WithdrawalMethodRequired, { field: 'bank_id' });
export const withdrawalAccountNotFound = (field: string) =>
  new AppError(ErrorCode.BankCardNotFound, { field });
export const accountAlreadyAdded = () => new AppError(ErrorCode.AccountAddedOnce);
export const accountLimitReached = () => new AppError(ErrorCode.AccountLimitReached);
export const accountHasPendingWithdrawal = () => new AppError(ErrorCode.AccountHasPendingWithdrawal);
export const dailyWithdrawalLimit = (num: number) =>
  new AppError(ErrorCode.DailyWithdrawalLimit, { params: { num } });
export const tooManyPendingDeposits = (num: number) =>
  new AppError(ErrorCode.TooManyPendingDeposits, { params: { num } });
export const depositMethodUnavailable = () =>
  new AppError(ErrorCode.DepositMethodUnavailable, { field: 'method' });
export const noDepositMethods = () => new AppError(ErrorCode.ContactSupportForDeposit);
export const alreadyProcessed = () => new AppError(ErrorCode.AlreadyProcessed);
export const secondApproverMustDiffer = () => new AppError(ErrorCode.SecondApproverMustDiffer);
export const txHashInvalid = () => new AppError(ErrorCode.TxHashInvalid, { field: 'tx_hash' });
export const txHashAlreadyClaimed = () => new AppError(ErrorCode.TxHashAlreadyClaimed, { field: 'tx_hash' });
/** Finance decided on a request its player has cancelled. */
export const depositCancelled = () => new AppError(ErrorCode.DepositCancelled);
