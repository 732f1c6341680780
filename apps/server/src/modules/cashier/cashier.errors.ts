import { ErrorCode, parseMoney, type MinorUnits } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** Cashier rejections, each a catalogue code (docs/cashier.md lists when each is answered). */
export const incomplete = (field: string) =>
  new AppError(ErrorCode.IncompleteParameters, { field, params: { field } });
export const incorrectAmount = (field: string) => new AppError(ErrorCode.IncorrectAmount, { field });
export const amountNotPositive = (field: string) => new AppError(ErrorCode.AmountNotPositive, { field });
export const belowMinimum = (field: string, num: string) =>
  new AppError(ErrorCode.AmountBelowMinimum, { field, params: { num } });
export const aboveMaximum = (field: string, num: string) =>
  new AppError(ErrorCode.AmountAboveMaximum, { field, params: { num } });
export const balanceInsufficient = () => new AppError(ErrorCode.BalanceInsufficient, { field: 'money' });
export const accountFrozen = () => new AppError(ErrorCode.AccountFrozen);
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
export const notFound = (field = 'id') => new AppError(ErrorCode.NotFound, { field });
export const alreadyProcessed = () => new AppError(ErrorCode.AlreadyProcessed);
export const secondApproverMustDiffer = () => new AppError(ErrorCode.SecondApproverMustDiffer);

/**
 * Reads a wire amount that must be positive: 1050 when it is not a decimal with at most the
 * currency's digits (an empty field included), 1042 when it is zero or negative.
 */
export function parsePositiveAmount(input: unknown, minorDigits: number, field: string): MinorUnits {
  const parsed = parseMoney(input ?? '', minorDigits);
  if (!parsed.ok) throw incorrectAmount(field);
  if (parsed.minor <= 0) throw amountNotPositive(field);
  return parsed.minor;
}

/** A unique constraint (by name) refused a write; pg and PGlite errors carry it under drizzle's wrapper. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
