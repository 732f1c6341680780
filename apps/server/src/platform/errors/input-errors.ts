import { ErrorCode, parseMoney, type MinorUnits } from '@fairround/shared';
import { AppError } from './app-error.js';

/**
 * Rejections of a request's input that every module answers alike, each a catalogue code
 * (`invalidField`, 1001 for a missing or malformed field, is in app-error.ts).
 */
export const incorrectAmount = (field: string) => new AppError(ErrorCode.IncorrectAmount, { field });
export const amountNotPositive = (field: string) => new AppError(ErrorCode.AmountNotPositive, { field });
export const balanceInsufficient = () => new AppError(ErrorCode.BalanceInsufficient, { field: 'money' });
export const notFound = (field = 'id') => new AppError(ErrorCode.NotFound, { field });

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
