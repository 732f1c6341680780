import { MAX_ORDER_OPTIONS, optionCount, parseOdds, type OddsE4 } from '@fairround/shared';
import {
  amountNotPositive,
  badOrderInfo,
  betInfoEmpty,
  incorrectAmount,
  tooManyOptions,
} from '../rounds.errors.js';

export type OrderLineInput = { option: number; odds: OddsE4; amountMinor: number };

/** A whole number of currency units, as typed: 10, "10" (never "10.5", "1e3" or 10.5). */
function wholeUnits(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Reads `order_info` (`[[optionIndex, odds, amount], …]`, seed §5): at least one line (1030), at
 * most 9 (3021), each option once and valid for the room type, odds a decimal, the amount a
 * positive whole number of currency units (1050 / 1042). Amounts come back in minor units.
 */
export function parseOrderInfo(input: unknown, roomType: number, minorDigits: number): OrderLineInput[] {
  let raw = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw badOrderInfo();
    }
  }
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) throw betInfoEmpty();
  if (!Array.isArray(raw)) throw badOrderInfo();
  if (raw.length > MAX_ORDER_OPTIONS) throw tooManyOptions(MAX_ORDER_OPTIONS);
  const seen = new Set<number>();
  const unit = 10 ** minorDigits;
  return raw.map((entry: unknown) => {
    if (!Array.isArray(entry) || entry.length !== 3) throw badOrderInfo();
    const [optionRaw, oddsRaw, amountRaw] = entry as [unknown, unknown, unknown];
    const option = wholeUnits(optionRaw);
    if (option === null || option < 0 || option >= optionCount(roomType) || seen.has(option)) throw badOrderInfo();
    seen.add(option);
    const odds = parseOdds(oddsRaw);
    if (odds === null) throw badOrderInfo();
    const amount = wholeUnits(amountRaw);
    if (amount === null) throw incorrectAmount();
    if (amount <= 0) throw amountNotPositive();
    return { option, odds, amountMinor: amount * unit };
  });
}
