import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, formatClock, formatPrice } from './price-format';

describe('price formatting', () => {
  it('groups the integer part and keeps every digit the exchange sent', () => {
    expect(formatPrice('64000.5')).toBe('64,000.5');
    expect(formatPrice('1234567')).toBe('1,234,567');
    expect(formatPrice('0.00001234')).toBe('0.00001234');
  });

  it('signs changes and tones them', () => {
    expect(formatChange('1.59')).toBe('+1.59%');
    expect(formatChange('-0.42')).toBe('-0.42%');
    expect(formatChange('0.00')).toBe('0.00%');
    expect([changeTone('1.59'), changeTone('-0.42'), changeTone('0.00'), changeTone(null)]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
    ]);
  });

  it('writes hh:mm:ss on a 24-hour clock', () => {
    expect(formatClock(new Date(2026, 10, 23, 15, 4, 5).getTime(), 'en-US')).toBe('15:04:05');
  });
});
