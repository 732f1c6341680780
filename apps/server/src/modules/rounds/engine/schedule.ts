/**
 * Round timing (PRODUCT.md §6), pure. Draws fall on multiples of the period since the epoch, so
 * every instance computes the same slots; betting closes `lockS` before the draw and the next
 * round opens `drawDelayS` after the previous draw.
 */
export type Timing = { periodS: number; lockS: number; drawDelayS: number };
export type TimingOverrides = { ROUND_PERIOD_S?: number; ROUND_LOCK_S?: number; ROUND_DRAW_DELAY_S?: number };
export type Slot = { opensAt: Date; locksAt: Date; drawsAt: Date };

export class InvalidTimingError extends Error {}

/**
 * The operator's timing with the environment's overrides on top, unchecked: what the console
 * and the home tiles show, even for a combination the engine would refuse.
 */
export function appliedTiming(stored: Timing, overrides: TimingOverrides): Timing {
  return {
    periodS: overrides.ROUND_PERIOD_S ?? stored.periodS,
    lockS: overrides.ROUND_LOCK_S ?? stored.lockS,
    drawDelayS: overrides.ROUND_DRAW_DELAY_S ?? stored.drawDelayS,
  };
}

/** The operator's timing with the environment's overrides on top; refuses impossible ones. */
export function effectiveTiming(stored: Timing, overrides: TimingOverrides): Timing {
  const timing = appliedTiming(stored, overrides);
  if (timing.periodS <= timing.lockS + timing.drawDelayS) {
    throw new InvalidTimingError(
      `round period ${timing.periodS} s must be longer than lock ${timing.lockS} s + draw delay ${timing.drawDelayS} s`,
    );
  }
  return timing;
}

/**
 * The next `count` slots whose draw is after both `now` and the last existing round's draw. A
 * round opens at the previous draw + delay (or the period start), never before the last draw.
 */
export function upcomingSlots(timing: Timing, now: Date, lastDrawsAt: Date | null, count: number): Slot[] {
  const periodMs = timing.periodS * 1000;
  const after = Math.max(now.getTime(), lastDrawsAt?.getTime() ?? 0);
  let draws = (Math.floor(after / periodMs) + 1) * periodMs;
  let previousDraw = lastDrawsAt?.getTime() ?? null;
  const slots: Slot[] = [];
  for (let i = 0; i < count; i += 1) {
    const locks = draws - timing.lockS * 1000;
    const periodStart = draws - periodMs + timing.drawDelayS * 1000;
    const opens = Math.min(locks, Math.max(periodStart, (previousDraw ?? periodStart) + timing.drawDelayS * 1000));
    slots.push({ opensAt: new Date(opens), locksAt: new Date(locks), drawsAt: new Date(draws) });
    previousDraw = draws;
    draws += periodMs;
  }
  return slots;
}

/** Round numbers read `YYYYMMDD-NNNN`: the local draw date and the round's place in that day. */
export function formatSeqno(date: { year: number; month: number; day: number }, index: number): string {
  const day = `${date.year}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;
  return `${day}-${String(index).padStart(4, '0')}`;
}

/** Minutes and seconds from `now` to `target`, never negative (the seed's `diff`). */
export function diffOf(now: Date, target: Date): { minute: number; second: number } {
  const seconds = Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
  return { minute: Math.floor(seconds / 60), second: seconds % 60 };
}
