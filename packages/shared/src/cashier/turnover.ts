import type { MinorUnits } from '../money/money.js';

/**
 * The turnover requirement (PRODUCT.md §4). Each approved deposit adds `amount × multiple` to the
 * player's required turnover; achieved turnover is the player's lifetime settled stakes. Whatever
 * of the requirement is not yet met stays locked in the balance:
 *
 *   withdrawable = max(0, cash − max(0, required − achieved))
 *
 * The multiple is stored in hundredths (150 = ×1.5) so every step is integer arithmetic.
 */
export const TURNOVER_MULTIPLE_SCALE = 100;
export const MAX_TURNOVER_MULTIPLE_HUNDREDTHS = 100 * TURNOVER_MULTIPLE_SCALE;

/** What one deposit adds to the requirement, rounded up to a whole minor unit. */
export function turnoverRequirementOf(amountMinor: MinorUnits, multipleHundredths: number): MinorUnits {
  if (multipleHundredths <= 0 || amountMinor <= 0) return 0;
  const scaled = BigInt(amountMinor) * BigInt(multipleHundredths);
  const scale = BigInt(TURNOVER_MULTIPLE_SCALE);
  return Number((scaled + scale - 1n) / scale);
}

export function unmetTurnoverMinor(requiredMinor: MinorUnits, achievedMinor: MinorUnits): MinorUnits {
  return Math.max(0, requiredMinor - achievedMinor);
}

export function withdrawableFrom(
  cashMinor: MinorUnits,
  turnover: { requiredMinor: MinorUnits; achievedMinor: MinorUnits },
): MinorUnits {
  return Math.max(0, cashMinor - unmetTurnoverMinor(turnover.requiredMinor, turnover.achievedMinor));
}

/** "1.5" → 150; null when not a number with at most two decimals in 0–100. */
export function parseTurnoverMultiple(input: unknown): number | null {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * TURNOVER_MULTIPLE_SCALE + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= MAX_TURNOVER_MULTIPLE_HUNDREDTHS ? hundredths : null;
}

export function formatTurnoverMultiple(hundredths: number): string {
  const whole = Math.floor(hundredths / TURNOVER_MULTIPLE_SCALE);
  const fraction = String(hundredths % TURNOVER_MULTIPLE_SCALE)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
