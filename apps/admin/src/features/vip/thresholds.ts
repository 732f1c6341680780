import { parseMoney } from '@fairround/shared';

export type ThresholdProblem =
  | { kind: 'required' }
  | { kind: 'format' }
  | { kind: 'first' }
  | { kind: 'increasing'; previousLevel: number };

/**
 * Checks one level's threshold against the server's rules (vipLevelsProblem): a decimal of at
 * most `minorDigits` decimals, 0 for level 1, strictly above the level before. Compared in minor
 * units, never as floats. A previous threshold that is itself invalid is left to its own row.
 */
export function thresholdProblem(
  thresholds: readonly (string | undefined)[],
  index: number,
  minorDigits: number,
): ThresholdProblem | null {
  const value = thresholds[index]?.trim() ?? '';
  if (value === '') return { kind: 'required' };
  const parsed = parseMoney(value, minorDigits);
  if (!parsed.ok || parsed.minor < 0) return { kind: 'format' };
  if (index === 0) return parsed.minor === 0 ? null : { kind: 'first' };
  const previous = parseMoney(thresholds[index - 1]?.trim() ?? '', minorDigits);
  if (previous.ok && parsed.minor <= previous.minor) return { kind: 'increasing', previousLevel: index };
  return null;
}
