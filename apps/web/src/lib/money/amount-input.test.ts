import { describe, expect, it } from 'vitest';
import { minorOf, minorUnitsOf, sanitizeAmountInput } from './amount-input';

describe('amount input', () => {
  it('keeps only what an amount may hold while typing', () => {
    expect(sanitizeAmountInput('1a2,345', 2)).toBe('12.34');
    expect(sanitizeAmountInput('.5', 2)).toBe('0.5');
    expect(sanitizeAmountInput('1.2.3', 2)).toBe('1.23');
    expect(sanitizeAmountInput('12.5', 0)).toBe('125');
  });

  it('reads wire amounts in integer minor units', () => {
    expect(minorOf('300.01', 2)).toBe(30_001);
    expect(minorOf(undefined, 2)).toBeNull();
    expect(minorOf('1.234', 2)).toBeNull();
    expect(minorUnitsOf('not money', 2)).toBe(0);
  });
});
