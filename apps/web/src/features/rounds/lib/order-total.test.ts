import { describe, expect, it } from 'vitest';
import { checkOrder, slipTotalMinor } from './order-total';

const base = { optionCount: 2, amountText: '15', minBuy: '10.00', balance: '100.00', minorDigits: 2 };

describe('order check', () => {
  it('totals options × amount in minor units', () => {
    expect(checkOrder(base)).toEqual({
      ok: true,
      amountMinor: 1500,
      totalMinor: 3000,
      amount: '15.00',
      total: '30.00',
      wholeAmount: '15',
    });
    expect(checkOrder({ ...base, optionCount: 9, amountText: '11' })).toMatchObject({
      ok: true,
      total: '99.00',
    });
  });

  it('takes only a positive whole amount', () => {
    for (const amountText of ['', '0', '1.5', '-3', '1e3', '07']) {
      expect(checkOrder({ ...base, amountText })).toEqual({ ok: false, problem: 'amountInvalid' });
    }
  });

  it('needs 1 to 9 options, the room minimum and the balance', () => {
    expect(checkOrder({ ...base, optionCount: 0 })).toEqual({ ok: false, problem: 'noOption' });
    expect(checkOrder({ ...base, optionCount: 10 })).toEqual({ ok: false, problem: 'tooManyOptions' });
    expect(checkOrder({ ...base, optionCount: 1, amountText: '9' })).toEqual({
      ok: false,
      problem: 'belowMinimum',
    });
    expect(checkOrder({ ...base, amountText: '51' })).toEqual({ ok: false, problem: 'overBalance' });
    expect(checkOrder({ ...base, amountText: '50' })).toMatchObject({ ok: true, total: '100.00' });
  });

  it('keeps a running total that is an amount even when the order cannot go yet', () => {
    expect(slipTotalMinor(3, '5', 2)).toBe(1500);
    expect(slipTotalMinor(0, '5', 2)).toBe(0);
    expect(slipTotalMinor(2, '', 2)).toBe(0);
    expect(slipTotalMinor(2, '0', 2)).toBe(0);
  });
});
