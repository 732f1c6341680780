import { ErrorCode, type WithdrawInfo } from '@fairround/shared';
import { amountProblem, smallerAmount, type AmountProblem } from './amount';

/** The withdraw form's values: the chosen account's id, the amount as typed, the payment password. */
export type WithdrawValues = { accountId: string; amount: string; payPwd: string };

export type WithdrawProblems = {
  accountId: 'required' | null;
  amount: AmountProblem | null;
  payPwd: 'required' | null;
};

type Limits = Pick<WithdrawInfo, 'min' | 'max' | 'withdrawable'>;

/**
 * The client-side checks of PRODUCT §4 in the server's order (docs/cashier.md "Withdraw
 * checks"): an account is chosen (2058), a payment password typed, the amount is a positive
 * decimal (1050/1042) within min (3014) and max (3015) and not above the withdrawable amount,
 * which already subtracts any unmet turnover requirement (1025). The server checks them all
 * again; these only spare the player a round trip.
 */
export function withdrawProblems(
  values: WithdrawValues,
  info: Limits,
  minorDigits: number,
): WithdrawProblems {
  return {
    accountId: values.accountId === '' ? 'required' : null,
    amount: amountProblem(values.amount, {
      minorDigits,
      min: info.min,
      max: info.max,
      available: info.withdrawable,
    }),
    payPwd: values.payPwd === '' ? 'required' : null,
  };
}

/** What the "All" button fills in: everything withdrawable, capped at the per-withdrawal maximum. */
export function allAmount(info: Limits, minorDigits: number): string {
  return smallerAmount(info.withdrawable, info.max, minorDigits);
}

/** Whether today's allowance of withdrawals (per VIP level) is used up. */
export function dailyLimitReached(daily: WithdrawInfo['daily']): boolean {
  return daily.used >= daily.allowed;
}

/**
 * Which field a refusal of `/api/Game/withdraw` belongs under when the server names none: the
 * account codes under the account, the password codes under the password, the amount codes
 * under the amount. Anything else (frozen 1069, daily limit 3012, network) is the form's.
 */
export function withdrawErrorField(errCode: number): keyof WithdrawValues | undefined {
  switch (errCode) {
    case ErrorCode.WithdrawalMethodRequired:
    case ErrorCode.BankCardNotFound:
      return 'accountId';
    case ErrorCode.PayPasswordWrong:
    case ErrorCode.PayPasswordMissing:
    case ErrorCode.TooManyAttempts:
      return 'payPwd';
    case ErrorCode.IncorrectAmount:
    case ErrorCode.AmountNotPositive:
    case ErrorCode.AmountBelowMinimum:
    case ErrorCode.AmountAboveMaximum:
    case ErrorCode.BalanceInsufficient:
      return 'amount';
    default:
      return undefined;
  }
}

/** The turnover requirement as a share of 0…1 for the progress bar (1 when there is none). */
export function turnoverShare(achievedMinor: number, requiredMinor: number): number {
  if (requiredMinor <= 0) return 1;
  return Math.min(1, Math.max(0, achievedMinor / requiredMinor));
}
