import { parseMoney } from '@fairround/shared';

/**
 * What saving a limit will do, judged on the client only to ask the right question first; the
 * server decides (docs/protection.md). A new or lower limit applies at once; a higher limit or a
 * removal waits 24 hours, so the player confirms it knowing that.
 */
export type LimitChange = 'none' | 'immediate' | 'raise' | 'remove';

/** `current` is the limit in force (null: none); `next` the amount to save (null: remove). */
export function limitChangeOf(current: string | null, next: string | null, minorDigits: number): LimitChange {
  if (next === null) return current === null ? 'none' : 'remove';
  if (current === null) return 'immediate';
  const now = parseMoney(current, minorDigits);
  const wanted = parseMoney(next, minorDigits);
  if (!now.ok || !wanted.ok) return 'immediate';
  if (wanted.minor > now.minor) return 'raise';
  return 'immediate';
}

/** A limit typed by the player: a positive amount with at most the currency's decimals. */
export function limitAmountProblem(
  text: string,
  minorDigits: number,
): 'empty' | 'format' | 'notPositive' | null {
  if (text.trim() === '') return 'empty';
  const parsed = parseMoney(text, minorDigits);
  if (!parsed.ok) return 'format';
  return parsed.minor > 0 ? null : 'notPositive';
}
