import { describe, expect, it } from 'vitest';
import { countdownTarget, formatClock, roundPhase, secondsUntil } from './round-phase';

const round = { state: 'open' as const, opensAt: 10_000, locksAt: 250_000, drawsAt: 310_000 };

describe('round phase', () => {
  it('keeps betting closed until opensAt even though the server already lists the next round as open', () => {
    expect(roundPhase(round, 9_999)).toBe('upcoming');
    expect(roundPhase(round, 10_000)).toBe('open');
  });

  it('closes betting exactly at the lock time, by the server clock', () => {
    expect(roundPhase(round, 249_999)).toBe('open');
    expect(roundPhase(round, 250_000)).toBe('closed');
    expect(roundPhase({ ...round, state: 'locked' }, 100_000)).toBe('closed');
  });

  it('is drawing from the draw time or once the server says drawn', () => {
    expect(roundPhase(round, 310_000)).toBe('drawing');
    expect(roundPhase({ ...round, state: 'settled' }, 100_000)).toBe('drawing');
  });

  it('counts down to the opening, then the lock, then the draw', () => {
    expect(countdownTarget(round, 'upcoming')).toBe(10_000);
    expect(countdownTarget(round, 'open')).toBe(250_000);
    expect(countdownTarget(round, 'closed')).toBe(310_000);
    expect(secondsUntil(250_000, 249_001)).toBe(1);
    expect(secondsUntil(250_000, 251_000)).toBe(0);
    expect(formatClock(245)).toBe('04:05');
  });
});
