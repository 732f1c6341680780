import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../../lib/protection';
import { breakEndsAt } from './break-end';
import { limitAmountProblem, limitChangeOf } from './limit-change';
import { nextRealityCheckAt } from './reality-check-schedule';

const MIN = 60_000;

describe('limit changes', () => {
  it('applies a new or lower limit at once and asks before a raise or a removal', () => {
    expect(limitChangeOf(null, '100', 2)).toBe('immediate');
    expect(limitChangeOf('100.00', '50', 2)).toBe('immediate');
    expect(limitChangeOf('100.00', '100', 2)).toBe('immediate');
    expect(limitChangeOf('100.00', '100.01', 2)).toBe('raise');
    expect(limitChangeOf('100.00', null, 2)).toBe('remove');
    expect(limitChangeOf(null, null, 2)).toBe('none');
  });

  it('accepts only positive amounts with the currency’s decimals', () => {
    expect(limitAmountProblem('', 2)).toBe('empty');
    expect(limitAmountProblem('1.234', 2)).toBe('format');
    expect(limitAmountProblem('0', 2)).toBe('notPositive');
    expect(limitAmountProblem('12.5', 2)).toBeNull();
  });
});

describe('reality-check schedule', () => {
  it('falls every interval counted from the session start, never in the past', () => {
    const startedAt = 1_000_000;
    expect(
      nextRealityCheckAt({ startedAt, minutes: 15, serverNow: startedAt + 5 * MIN, lastShownAt: null }),
    ).toBe(startedAt + 15 * MIN);
    expect(
      nextRealityCheckAt({ startedAt, minutes: 15, serverNow: startedAt + 47 * MIN, lastShownAt: null }),
    ).toBe(startedAt + 60 * MIN);
    expect(nextRealityCheckAt({ startedAt, minutes: 0, serverNow: startedAt, lastShownAt: null })).toBeNull();
  });

  it('never shows the same check twice when the clock offset moves back a little', () => {
    const startedAt = 0;
    const shown = 15 * MIN;
    expect(nextRealityCheckAt({ startedAt, minutes: 15, serverNow: shown - 40, lastShownAt: shown })).toBe(
      30 * MIN,
    );
  });
});

describe('breaks and clocks', () => {
  it('states the end of a break by its duration', () => {
    const now = new Date(2026, 0, 31, 10, 0, 0).getTime();
    expect(breakEndsAt('24h', now) - now).toBe(24 * 60 * MIN);
    expect(breakEndsAt('6w', now) - now).toBe(42 * 24 * 60 * MIN);
    expect(new Date(breakEndsAt('1y', now)).getFullYear()).toBe(2027);
    expect(new Date(breakEndsAt('5y', now)).getFullYear()).toBe(2031);
  });

  it('writes elapsed time as hh:mm:ss, hours unbounded', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(3_723_999)).toBe('01:02:03');
    expect(formatElapsed(100 * 3600_000)).toBe('100:00:00');
    expect(formatElapsed(-5_000)).toBe('00:00:00');
  });
});
