import { parseMoney, type MinorUnits } from '../money/money.js';

/**
 * What a bet (an order, or all of a player's orders in one round) came to, judged on the whole:
 * a net win only when more came back than was staked. A partial return — betting every option of
 * a family, say — is a loss, however many lines "won" (the "loss disguised as a win" a fair
 * operator never celebrates, issue #24). Every surface that shows a result asks this one function
 * for its word and its tone.
 */
export const OUTCOME_KINDS = ['win', 'loss', 'even', 'pending'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export interface NetOutcome {
  kind: OutcomeKind;
  /** Payout minus stake: positive for a win, negative for a loss, 0 when even or pending. */
  netMinor: MinorUnits;
  /** What came back (stake included); 0 while pending. */
  returnedMinor: MinorUnits;
  stakeMinor: MinorUnits;
}

/**
 * The net result of staking `stakeMinor` and getting `payoutMinor` back. `payoutMinor: null`
 * means not settled yet (pending). Integer minor units; both must be safe integers (a sum of a
 * few amounts below 2^51 stays exact).
 */
export function netOutcome({
  stakeMinor,
  payoutMinor,
}: {
  stakeMinor: MinorUnits;
  payoutMinor: MinorUnits | null;
}): NetOutcome {
  if (!Number.isSafeInteger(stakeMinor) || (payoutMinor !== null && !Number.isSafeInteger(payoutMinor))) {
    throw new RangeError('netOutcome takes integer minor units');
  }
  if (payoutMinor === null) return { kind: 'pending', netMinor: 0, returnedMinor: 0, stakeMinor };
  const netMinor = payoutMinor - stakeMinor;
  const kind: OutcomeKind = netMinor > 0 ? 'win' : netMinor < 0 ? 'loss' : 'even';
  return { kind, netMinor: netMinor === 0 ? 0 : netMinor, returnedMinor: payoutMinor, stakeMinor };
}

/**
 * The same from the wire's decimal strings ("60.00", "39.60"); `payout: null` while pending.
 * Returns null when an amount does not parse (a surface then shows no verdict rather than a guess).
 */
export function netOutcomeOfAmounts(
  { stake, payout }: { stake: string; payout: string | null },
  minorDigits: number,
): NetOutcome | null {
  const stakeParsed = parseMoney(stake, minorDigits);
  if (!stakeParsed.ok) return null;
  if (payout === null) return netOutcome({ stakeMinor: stakeParsed.minor, payoutMinor: null });
  const payoutParsed = parseMoney(payout, minorDigits);
  if (!payoutParsed.ok) return null;
  return netOutcome({ stakeMinor: stakeParsed.minor, payoutMinor: payoutParsed.minor });
}
