import { describe, expect, it } from 'vitest';
import { chosenRange, presetRange, shiftDay } from './dates';

describe('day ranges of the dashboard and reports', () => {
  it('moves calendar days across month and year ends and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts presets back from today in the operator zone, both ends inclusive', () => {
    expect(presetRange('today', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('yesterday', '2026-11-01')).toEqual({ from: '2026-10-31', to: '2026-10-31' });
    expect(presetRange('last7', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('last30', '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });

  it('stands a custom choice for the picked days, and for the last 7 days until some are picked', () => {
    const picked = { from: '2026-08-01', to: '2026-10-31' };
    expect(chosenRange('custom', picked, '2026-11-22')).toEqual(picked);
    expect(chosenRange('custom', null, '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(chosenRange('last30', picked, '2026-11-22')).toEqual(presetRange('last30', '2026-11-22'));
  });
});
