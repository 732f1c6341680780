import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS, formatMoney, groupThousands, parseMoney } from './money.js';

describe('parseMoney', () => {
  it('reads decimal strings and numbers into minor units', () => {
    expect(parseMoney('1234.5', 2)).toEqual({ ok: true, minor: 123450 });
    expect(parseMoney('0.01', 2)).toEqual({ ok: true, minor: 1 });
    expect(parseMoney(10, 2)).toEqual({ ok: true, minor: 1000 });
    expect(parseMoney(19.99, 2)).toEqual({ ok: true, minor: 1999 });
    expect(parseMoney('-3', 2)).toEqual({ ok: true, minor: -300 });
    expect(parseMoney('007', 0)).toEqual({ ok: true, minor: 7 });
  });

  it('refuses more decimals than the currency has, exponents and junk', () => {
    for (const bad of ['1.234', '1e3', '', ' ', 'abc', '1.', '.5', '1,000', '0x10', NaN, Infinity, null, {}]) {
      expect(parseMoney(bad, 2)).toEqual({ ok: false });
    }
    expect(parseMoney(0.001, 2)).toEqual({ ok: false });
  });

  it('refuses amounts beyond the 2^51 guard', () => {
    expect(parseMoney(String(MAX_MINOR_UNITS), 0)).toEqual({ ok: false });
    expect(parseMoney('99999999999999999999', 2)).toEqual({ ok: false });
  });

  it('round-trips every safe amount through format and parse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(MAX_MINOR_UNITS - 1), max: MAX_MINOR_UNITS - 1 }),
        fc.integer({ min: 0, max: 4 }),
        (minor, digits) => {
          const text = formatMoney(minor, digits);
          expect(parseMoney(text, digits)).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('always prints exactly the minor digits', () => {
    expect(formatMoney(0, 2)).toBe('0.00');
    expect(formatMoney(5, 2)).toBe('0.05');
    expect(formatMoney(-123450, 2)).toBe('-1234.50');
    expect(formatMoney(42, 0)).toBe('42');
  });

  it('groups thousands for display', () => {
    expect(groupThousands('1234567.50')).toBe('1,234,567.50');
    expect(groupThousands('-1000.00')).toBe('-1,000.00');
    expect(groupThousands('999')).toBe('999');
  });
});
