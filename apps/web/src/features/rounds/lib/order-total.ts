import { formatMoney, MAX_ORDER_OPTIONS, parseMoney } from '@fairround/shared';

/**
 * The bet amount rules the client checks before asking (seed §5; the server checks them again):
 * one whole, positive amount per chosen option, at most 9 options, total = options × amount in
 * integer minor units, at least the room's minimum and within the balance.
 */
export type AmountProblem = 'noOption' | 'tooManyOptions' | 'amountInvalid' | 'belowMinimum' | 'overBalance';

const WHOLE_AMOUNT = /^[1-9]\d{0,8}$/;

/** The amount per option in minor units, or null unless it is a positive whole number. */
export function parseWholeAmount(text: string, minorDigits: number): number | null {
  const trimmed = text.trim();
  if (!WHOLE_AMOUNT.test(trimmed)) return null;
  const parsed = parseMoney(trimmed, minorDigits);
  return parsed.ok && parsed.minor > 0 ? parsed.minor : null;
}

/**
 * The slip's running total in minor units: options × amount, 0 while the amount is not a positive
 * whole number, so the total on screen is always an amount rather than a dash.
 */
export function slipTotalMinor(optionCount: number, amountText: string, minorDigits: number): number {
  const amountMinor = parseWholeAmount(amountText, minorDigits);
  return amountMinor === null ? 0 : amountMinor * optionCount;
}

export type OrderCheck =
  | {
      ok: true;
      amountMinor: number;
      totalMinor: number;
      total: string;
      amount: string;
      /** The amount as the order call takes it: a whole number of currency units ("15"). */
      wholeAmount: string;
    }
  | { ok: false; problem: AmountProblem };

export function checkOrder(input: {
  optionCount: number;
  amountText: string;
  minBuy: string;
  balance: string | null;
  minorDigits: number;
}): OrderCheck {
  if (input.optionCount === 0) return { ok: false, problem: 'noOption' };
  if (input.optionCount > MAX_ORDER_OPTIONS) return { ok: false, problem: 'tooManyOptions' };
  const amountMinor = parseWholeAmount(input.amountText, input.minorDigits);
  if (amountMinor === null) return { ok: false, problem: 'amountInvalid' };
  const totalMinor = amountMinor * input.optionCount;
  const minBuy = parseMoney(input.minBuy, input.minorDigits);
  if (minBuy.ok && totalMinor < minBuy.minor) return { ok: false, problem: 'belowMinimum' };
  if (input.balance !== null) {
    const balance = parseMoney(input.balance, input.minorDigits);
    if (balance.ok && totalMinor > balance.minor) return { ok: false, problem: 'overBalance' };
  }
  return {
    ok: true,
    amountMinor,
    totalMinor,
    amount: formatMoney(amountMinor, input.minorDigits),
    wholeAmount: String(Number(input.amountText.trim())),
    total: formatMoney(totalMinor, input.minorDigits),
  };
}
