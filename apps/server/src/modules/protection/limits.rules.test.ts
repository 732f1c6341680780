import { describe, expect, it } from 'vitest';
import { exclusionEnd, limitInForce, nextLimit, pendingChangeOf, remainingUnder } from './limits.rules.js';
import { formatLocalTime, periodWindow } from './periods.js';

const NOW = new Date('2026-11-22T03:00:00Z');
const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('limit changes', () => {
  it('applies a first limit and a decrease at once', () => {
    const first = nextLimit(null, 10_000, NOW);
    expect(limitInForce(first, NOW)).toBe(10_000);
    const lower = nextLimit(first, 5_000, NOW);
    expect(limitInForce(lower, NOW)).toBe(5_000);
    expect(pendingChangeOf(lower, NOW)).toBeNull();
  });

  it('delays an increase by 24 h, keeping the lower limit until then', () => {
    const raised = nextLimit({ amount: 5_000, pendingAmount: null, pendingAt: null }, 20_000, NOW);
    expect(limitInForce(raised, NOW)).toBe(5_000);
    expect(pendingChangeOf(raised, NOW)).toEqual({ amount: 20_000, effectiveAt: later(24 * HOUR) });
    expect(limitInForce(raised, later(24 * HOUR - 1))).toBe(5_000);
    expect(limitInForce(raised, later(24 * HOUR))).toBe(20_000);
    expect(pendingChangeOf(raised, later(24 * HOUR))).toBeNull();
  });

  it('delays a removal by 24 h', () => {
    const removed = nextLimit({ amount: 5_000, pendingAmount: null, pendingAt: null }, null, NOW);
    expect(limitInForce(removed, later(HOUR))).toBe(5_000);
    expect(pendingChangeOf(removed, NOW)).toEqual({ amount: null, effectiveAt: later(24 * HOUR) });
    expect(limitInForce(removed, later(24 * HOUR))).toBeNull();
  });

  it('lets a decrease cancel a waiting increase, and a new increase restart the wait', () => {
    const raised = nextLimit({ amount: 5_000, pendingAmount: null, pendingAt: null }, 20_000, NOW);
    expect(nextLimit(raised, 4_000, later(HOUR))).toEqual({ amount: 4_000, pendingAmount: null, pendingAt: null });
    const again = nextLimit(raised, 30_000, later(HOUR));
    expect(pendingChangeOf(again, later(HOUR))).toEqual({ amount: 30_000, effectiveAt: later(25 * HOUR) });
  });

  it('starts from the limit in force once a pending change applied', () => {
    const raised = nextLimit({ amount: 5_000, pendingAmount: null, pendingAt: null }, 20_000, NOW);
    // A day later 20 000 is in force, so 10 000 is a decrease and applies at once.
    expect(limitInForce(nextLimit(raised, 10_000, later(25 * HOUR)), later(25 * HOUR))).toBe(10_000);
  });

  it('never lets winnings extend what remains', () => {
    expect(remainingUnder(10_000, 4_000)).toBe(6_000);
    expect(remainingUnder(10_000, -4_000)).toBe(10_000);
    expect(remainingUnder(10_000, 12_000)).toBe(0);
  });
});

describe('periods in the operator time zone', () => {
  const zone = 'Asia/Ho_Chi_Minh';

  it('cuts days at local midnight, weeks on Monday, months on the 1st', () => {
    // Sunday 22 Nov 2026, 10:00 in Ho Chi Minh City.
    expect(periodWindow('day', NOW, zone)).toEqual({ from: new Date('2026-11-21T17:00:00Z'), to: new Date('2026-11-22T17:00:00Z') });
    expect(periodWindow('week', NOW, zone)).toEqual({ from: new Date('2026-11-15T17:00:00Z'), to: new Date('2026-11-22T17:00:00Z') });
    expect(periodWindow('month', NOW, zone)).toEqual({ from: new Date('2026-10-31T17:00:00Z'), to: new Date('2026-11-30T17:00:00Z') });
    expect(periodWindow('month', new Date('2026-12-31T18:00:00Z'), zone).from).toEqual(new Date('2026-12-31T17:00:00Z'));
    expect(periodWindow('month', new Date('2026-12-15T00:00:00Z'), zone).to).toEqual(new Date('2026-12-31T17:00:00Z'));
  });

  it('formats message times in the zone', () => {
    expect(formatLocalTime(new Date('2026-11-22T17:00:00Z'), zone)).toBe('2026-11-23 00:00');
  });
});

describe('exclusion ends', () => {
  it('counts days exactly and months by the calendar', () => {
    expect(exclusionEnd('24h', NOW)).toEqual(later(24 * HOUR));
    expect(exclusionEnd('6w', NOW)).toEqual(later(42 * 24 * HOUR));
    expect(exclusionEnd('6m', NOW)).toEqual(new Date('2027-05-22T03:00:00Z'));
    expect(exclusionEnd('5y', NOW)).toEqual(new Date('2031-11-22T03:00:00Z'));
  });
});
