import { LIMIT_INCREASE_DELAY_MS, SELF_EXCLUSION_DURATIONS, type ExclusionDuration } from '@fairround/shared';

/**
 * The rules of limits and exclusions as pure functions (PRODUCT.md §9, UKGC RTS 12): a new or
 * lower limit applies at once; a higher one or a removal only after 24 h, until then pending.
 */
export type StoredLimit = { amount: number | null; pendingAmount: number | null; pendingAt: Date | null };

const hasPendingChange = (limit: StoredLimit) => limit.pendingAt !== null;

/** The limit in force at `now` (a pending change whose time has come applies); null = none. */
export function limitInForce(limit: StoredLimit | null, now: Date): number | null {
  if (!limit) return null;
  if (hasPendingChange(limit) && limit.pendingAt! <= now) return limit.pendingAmount;
  return limit.amount;
}

/** The change still waiting at `now`, if any (`amount` null = removal). */
export function pendingChangeOf(limit: StoredLimit | null, now: Date): { amount: number | null; effectiveAt: Date } | null {
  if (!limit || !hasPendingChange(limit) || limit.pendingAt! <= now) return null;
  return { amount: limit.pendingAmount, effectiveAt: limit.pendingAt! };
}

/**
 * What is stored after the player asks for `requested` (null = remove). Lowering, or setting a
 * first limit, applies now and drops any waiting increase; raising or removing keeps the limit
 * in force and schedules the change 24 h out (asking again restarts the wait).
 */
export function nextLimit(current: StoredLimit | null, requested: number | null, now: Date): StoredLimit {
  const inForce = limitInForce(current, now);
  if (requested !== null && (inForce === null || requested <= inForce)) {
    return { amount: requested, pendingAmount: null, pendingAt: null };
  }
  if (inForce === null) return { amount: null, pendingAmount: null, pendingAt: null };
  return { amount: inForce, pendingAmount: requested, pendingAt: new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS) };
}

/** What is left under a limit after `used`; winnings never extend it (used below 0 counts as 0). */
export function remainingUnder(limit: number, used: number): number {
  return Math.max(0, limit - Math.max(0, used));
}

const MONTHS: Partial<Record<ExclusionDuration, number>> = { '1m': 1, '6m': 6, '1y': 12, '5y': 60 };
const DAYS: Partial<Record<ExclusionDuration, number>> = { '24h': 1, '1w': 7, '6w': 42 };

/** When an exclusion of `duration` started at `start` ends: days exactly, months by the calendar (UTC). */
export function exclusionEnd(duration: ExclusionDuration, start: Date): Date {
  const days = DAYS[duration];
  if (days !== undefined) return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + MONTHS[duration]!);
  return end;
}

export const isSelfExclusion = (duration: ExclusionDuration) => (SELF_EXCLUSION_DURATIONS as readonly string[]).includes(duration);
