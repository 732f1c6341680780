import { describe, expect, it } from 'vitest';
import { defaultRange, rangeProblem } from './date-range';

describe('fund-flow date range', () => {
  it('opens three days back from today, across month and year ends', () => {
    expect(defaultRange('2026-11-23')).toEqual({ start: '2026-11-20', end: '2026-11-23' });
    expect(defaultRange('2026-03-02')).toEqual({ start: '2026-02-27', end: '2026-03-02' });
    expect(defaultRange('2027-01-01')).toEqual({ start: '2026-12-29', end: '2027-01-01' });
  });

  it('accepts start ≤ end up to today, and names what is wrong otherwise', () => {
    const today = '2026-11-23';
    expect(rangeProblem({ start: '2026-11-20', end: '2026-11-23' }, today)).toBeNull();
    expect(rangeProblem({ start: '2026-11-23', end: '2026-11-23' }, today)).toBeNull();
    expect(rangeProblem({ start: '2026-11-22', end: '2026-11-21' }, today)).toBe('startAfterEnd');
    expect(rangeProblem({ start: '2025-12-31', end: '2026-01-01' }, today)).toBeNull();
    expect(rangeProblem({ start: '2026-11-20', end: '2026-11-24' }, today)).toBe('future');
    expect(rangeProblem({ start: '2026-02-30', end: '2026-03-01' }, today)).toBe('invalid');
    expect(rangeProblem({ start: '', end: '2026-03-01' }, today)).toBe('invalid');
  });
});
