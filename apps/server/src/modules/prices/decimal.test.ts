import { describe, expect, it } from 'vitest';
import { changePercent, decimalText, inverse, parsePrice } from './decimal.js';

const price = (text: string) => {
  const value = parsePrice(text);
  if (!value) throw new Error(`not a price: ${text}`);
  return value;
};

describe('exchange decimals', () => {
  it('reads plain positive decimals exactly and refuses everything else', () => {
    expect(decimalText(price('43123.1'))).toBe('43123.1');
    expect(decimalText(price('0.00000123'))).toBe('0.00000123');
    for (const bad of ['', '0', '0.000', '-1', '1e5', ' 1', '1.', '.5', 'NaN', '1,5', 43_000]) {
      expect(parsePrice(bad)).toBeNull();
    }
  });

  it('computes the change against the start of day to two decimals, rounding half away from zero', () => {
    expect(changePercent(price('43000.1'), price('42000'))).toBe('2.38');
    expect(changePercent(price('0.1'), price('0.3'))).toBe('-66.67');
    expect(changePercent(price('100.005'), price('100'))).toBe('0.01');
    expect(changePercent(price('99.995'), price('100'))).toBe('-0.01');
    expect(changePercent(price('1.00001'), price('1'))).toBe('0.00');
    expect(changePercent(price('0.99999'), price('1'))).toBe('0.00');
    expect(changePercent(price('0.2'), price('0.1'))).toBe('100.00');
  });

  it('inverts a price to eight decimals without float artefacts', () => {
    expect(inverse(price('0.9998'))).toBe('1.00020004');
    expect(inverse(price('1.0001'))).toBe('0.99990001');
    expect(inverse(price('1'))).toBe('1.0000');
    expect(inverse(price('0.5'))).toBe('2.0000');
    expect(inverse(price('3'))).toBe('0.33333333');
  });
});
