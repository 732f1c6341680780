import { ErrorCode } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { amountInputOf, amountProblem, smallerAmount } from './amount';
import {
  allAmount,
  dailyLimitReached,
  turnoverShare,
  withdrawErrorField,
  withdrawProblems,
} from './withdraw-form';

const LIMITS = { min: '10.00', max: '1000.00', withdrawable: '300.00' };

describe('amount checks (server order: 1050, 1042, 3014, 3015, withdrawable)', () => {
  it('reads amounts in integer minor units, never as floats', () => {
    expect(amountProblem('', { minorDigits: 2 })).toEqual({ kind: 'empty' });
    expect(amountProblem('1.234', { minorDigits: 2 })).toEqual({ kind: 'format' });
    expect(amountProblem('0.00', { minorDigits: 2 })).toEqual({ kind: 'notPositive' });
    expect(amountProblem('9.99', { minorDigits: 2, min: '10.00' })).toEqual({
      kind: 'belowMin',
      min: '10.00',
    });
    expect(amountProblem('10', { minorDigits: 2, min: '10.00' })).toBeNull();
    expect(amountProblem('1000.01', { minorDigits: 2, max: '1000.00' })).toEqual({
      kind: 'aboveMax',
      max: '1000.00',
    });
    // 0.1 + 0.2 style traps: 300.01 is above 300.00 by exactly one cent.
    expect(amountProblem('300.01', { minorDigits: 2, available: '300.00' })).toEqual({
      kind: 'overAvailable',
      available: '300.00',
    });
    expect(amountProblem('300.00', { minorDigits: 2, available: '300.00' })).toBeNull();
  });

  it('turns wire amounts back into what a player would type', () => {
    expect(amountInputOf('100.00', 2)).toBe('100');
    expect(amountInputOf('12.50', 2)).toBe('12.50');
    expect(smallerAmount('1500.00', '1000.00', 2)).toBe('1000.00');
  });
});

describe('withdraw form rules', () => {
  it('names each missing or wrong field', () => {
    expect(withdrawProblems({ accountId: '', amount: '', payPwd: '' }, LIMITS, 2)).toEqual({
      accountId: 'required',
      amount: { kind: 'empty' },
      payPwd: 'required',
    });
    expect(withdrawProblems({ accountId: 'a', amount: '5', payPwd: 'x' }, LIMITS, 2).amount).toEqual({
      kind: 'belowMin',
      min: '10.00',
    });
    expect(withdrawProblems({ accountId: 'a', amount: '301', payPwd: 'x' }, LIMITS, 2).amount).toEqual({
      kind: 'overAvailable',
      available: '300.00',
    });
    expect(withdrawProblems({ accountId: 'a', amount: '300', payPwd: 'x' }, LIMITS, 2)).toEqual({
      accountId: null,
      amount: null,
      payPwd: null,
    });
  });

  it('"All" is the withdrawable amount capped at the maximum; the daily count and turnover share', () => {
    expect(allAmount(LIMITS, 2)).toBe('300.00');
    expect(allAmount({ ...LIMITS, withdrawable: '5000.00' }, 2)).toBe('1000.00');
    expect(dailyLimitReached({ used: 2, allowed: 3 })).toBe(false);
    expect(dailyLimitReached({ used: 3, allowed: 3 })).toBe(true);
    expect(turnoverShare(0, 0)).toBe(1);
    expect(turnoverShare(5_000, 20_000)).toBe(0.25);
    expect(turnoverShare(30_000, 20_000)).toBe(1);
  });

  it('puts each refusal code under its field', () => {
    expect(withdrawErrorField(ErrorCode.WithdrawalMethodRequired)).toBe('accountId');
    expect(withdrawErrorField(ErrorCode.BankCardNotFound)).toBe('accountId');
    expect(withdrawErrorField(ErrorCode.PayPasswordWrong)).toBe('payPwd');
    expect(withdrawErrorField(ErrorCode.TooManyAttempts)).toBe('payPwd');
    expect(withdrawErrorField(ErrorCode.BalanceInsufficient)).toBe('amount');
    expect(withdrawErrorField(ErrorCode.AmountAboveMaximum)).toBe('amount');
    expect(withdrawErrorField(ErrorCode.DailyWithdrawalLimit)).toBeUndefined();
    expect(withdrawErrorField(ErrorCode.AccountFrozen)).toBeUndefined();
  });
});
