import type { LimitPeriod, LimitView, ProtectionState } from '@fairround/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { protectionKeys, useProtectionState } from './protection-queries';

/** The money actions a break or a reached limit can close, one per kind of screen. */
export type ProtectedAction = 'betting' | 'deposit' | 'staking';

/**
 * Why a screen's money action is closed right now, and until when (epoch ms, server clock).
 * A time-out or self-exclusion closes all three; a deposit limit used up closes deposits; a
 * loss limit used up closes betting. Staking has no limit of its own (docs/protection.md).
 */
export type ProtectionBlock =
  | { reason: 'timeout' | 'self_exclusion'; until: number }
  | { reason: 'deposit_limit' | 'loss_limit'; until: number; period: LimitPeriod; amount: string };

/** "0", "0.00", "-1.5": nothing left under the limit (decimal strings, never parsed as floats). */
function isUsedUp(remaining: string | null): boolean {
  return remaining !== null && (remaining.startsWith('-') || /^0+(\.0+)?$/.test(remaining));
}

/**
 * The limit that keeps the action closed longest: when the day and the week are both used up,
 * the action opens again only when the week resets.
 */
function reachedLimit(limits: readonly LimitView[]): LimitView | null {
  let latest: LimitView | null = null;
  for (const limit of limits) {
    if (limit.amount !== null && isUsedUp(limit.remaining) && (!latest || limit.resetsAt > latest.resetsAt)) {
      latest = limit;
    }
  }
  return latest;
}

function ownLimits(state: ProtectionState, kind: 'deposit' | 'loss'): readonly LimitView[] {
  const limits = (state as Partial<ProtectionState>).limits;
  return limits && Array.isArray(limits[kind]) ? limits[kind] : [];
}

/** What closes `action` in this protection state at `now`, or null when it is open. */
export function protectionBlockFor(
  state: ProtectionState,
  action: ProtectedAction,
  now: number,
): ProtectionBlock | null {
  const exclusion = state.exclusion;
  if (exclusion && exclusion.endsAt > now) return { reason: exclusion.kind, until: exclusion.endsAt };
  const limitKind = action === 'deposit' ? 'deposit' : action === 'betting' ? 'loss' : null;
  if (limitKind === null) return null;
  // Read defensively: a state without its limits (an older server) closes nothing by limit.
  const limit = reachedLimit(ownLimits(state, limitKind));
  if (!limit || limit.resetsAt <= now || limit.amount === null) return null;
  return {
    reason: limitKind === 'deposit' ? 'deposit_limit' : 'loss_limit',
    until: limit.resetsAt,
    period: limit.period,
    amount: limit.amount,
  };
}

/** Timers longer than this are not set (setTimeout's range); a reload reads the state again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The block on this screen's money action for the logged-in player, or null (also for a visitor,
 * and while the state is unknown: the server still refuses). When the block ends, the state is
 * read again, so the screen opens without a reload.
 */
export function useProtectionBlock(action: ProtectedAction): ProtectionBlock | null {
  const state = useProtectionState();
  const queryClient = useQueryClient();
  // The time the block is judged at: set on mount and again when a block ends (the timer below).
  const [now, setNow] = useState(() => Date.now());
  const block = state.data ? protectionBlockFor(state.data, action, now) : null;
  const until = block?.until ?? null;
  useEffect(() => {
    if (until === null) return;
    const wait = until - Date.now() + 1000;
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void queryClient.invalidateQueries({ queryKey: protectionKeys.state() });
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [until, queryClient]);
  return block;
}
