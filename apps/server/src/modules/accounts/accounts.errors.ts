import { ErrorCode } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

/** 1069: the player's account is frozen (no money calls, no bets). */
export const accountFrozen = () => new AppError(ErrorCode.AccountFrozen);

const UNIQUE_VIOLATION = '23505';

/** A unique constraint refused an insert (both pg and PGlite errors carry `code`, under drizzle's wrapper). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as Error & { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as Error & { cause?: unknown }).cause;
  }
  return false;
}
