import type { LedgerCode, PlayerAccountType } from '@fairround/shared';
import { accountKey } from './ledger.accounts.js';
import { InvalidLedgerInputError, LedgerHoldError } from './ledger.errors.js';
import type {
  HoldKind,
  HoldRef,
  HouseAccountRef,
  Reservation,
  Resolution,
  TransferInput,
} from './ledger.types.js';

/**
 * Two-phase movements (docs/ledger.md, "Holds"): money is reserved into a player's hold account,
 * then resolved exactly once — posted on to where the kind says, or voided back to its source.
 * Every id is derived from the hold (`<kind>:<subject>:<suffix>`) and the resolution's amount and
 * accounts from the stored hold transfer, so a resolution can never differ from its reservation.
 * One resolution id per hold, whatever the outcome: a second, different resolution is a
 * `LedgerConflictError` and a repeat of the same one a replay.
 */
type HoldKindRules = {
  /** The reservation: source → the player's `holdType` account. */
  reserveCode: LedgerCode;
  holdType: PlayerAccountType;
  /** Id suffixes: `<kind>:<subject>:<holdSuffix>` and `<kind>:<subject>:<resolutionSuffix>`. */
  holdSuffix: string;
  resolutionSuffix: string;
  /** The transfers' reference is `<referencePrefix>:<subject>`. */
  referencePrefix: string;
  /** Where a posted hold goes; null when this kind's hold can only go back to its source. */
  post: {
    code: LedgerCode;
    to: HouseAccountRef;
    /**
     * A hold that may post part of itself: the rest returns to the source under `returnCode`
     * and the resolution id, the posted part follows under `<kind>:<subject>:<postedSuffix>`.
     */
    partial?: { returnCode: LedgerCode; postedSuffix: string };
  } | null;
  void: { code: LedgerCode };
};

export const HOLD_KINDS: Record<HoldKind, HoldKindRules> = {
  /** A withdrawal request: paid to the house's withdrawals, or refunded when rejected. */
  withdrawal: {
    reserveCode: 'withdrawal_hold',
    holdType: 'withdrawal_hold',
    holdSuffix: 'hold',
    resolutionSuffix: 'resolve',
    referencePrefix: 'withdrawal',
    post: { code: 'withdrawal_paid', to: { kind: 'house', type: 'withdrawals' } },
    void: { code: 'withdrawal_refund' },
  },
  /** An order's stake: what the payout does not cover goes to the house's game; a cancel returns it. */
  order: {
    reserveCode: 'bet_stake',
    holdType: 'bet_escrow',
    holdSuffix: 'stake',
    resolutionSuffix: 'settle',
    referencePrefix: 'order',
    post: {
      code: 'bet_settle_loss',
      to: { kind: 'house', type: 'game' },
      partial: { returnCode: 'bet_payout', postedSuffix: 'loss' },
    },
    void: { code: 'bet_cancel' },
  },
  /** A staking position's principal: it only ever comes back, at maturity. */
  staking: {
    reserveCode: 'staking_in',
    holdType: 'staking',
    holdSuffix: 'in',
    resolutionSuffix: 'principal',
    referencePrefix: 'position',
    post: null,
    void: { code: 'staking_principal_return' },
  },
};

/** A hold's rules; an unknown kind or an empty subject is a programming error. */
function rulesOf({ kind, subject }: HoldRef): HoldKindRules {
  const rules = HOLD_KINDS[kind];
  if (!rules) throw new InvalidLedgerInputError(`unknown hold kind ${String(kind)}`);
  if (typeof subject !== 'string' || subject === '')
    throw new InvalidLedgerInputError(`a ${kind} hold needs a subject`);
  return rules;
}

export const holdIdOf = (hold: HoldRef) => `${hold.kind}:${hold.subject}:${rulesOf(hold).holdSuffix}`;
export const resolutionIdOf = (hold: HoldRef) =>
  `${hold.kind}:${hold.subject}:${rulesOf(hold).resolutionSuffix}`;
export const holdReferenceOf = (hold: HoldRef) => `${rulesOf(hold).referencePrefix}:${hold.subject}`;

/** The one transfer a reservation posts. */
export function reservationTransfer({ hold, from, amount }: Reservation): TransferInput {
  const rules = rulesOf(hold);
  if (from?.kind !== 'player')
    throw new InvalidLedgerInputError(`a ${hold.kind} hold is reserved from a player account`);
  return {
    id: holdIdOf(hold),
    debit: from,
    credit: { kind: 'player', playerId: from.playerId, type: rules.holdType },
    amount,
    code: rules.reserveCode,
    reference: holdReferenceOf(hold),
  };
}

/** The part of a hold a `post` sends on: all of it unless the caller names less. */
function postedAmountOf(hold: HoldRef, requested: number | undefined, held: number): number {
  const posted = requested ?? held;
  if (!Number.isSafeInteger(posted) || posted < 0 || posted > held) {
    throw new InvalidLedgerInputError(`${resolutionIdOf(hold)}: posts ${posted} of a hold of ${held}`);
  }
  return posted;
}

/**
 * The transfers that resolve `hold` (the stored hold transfer, or one stated and checked against
 * it): out of the hold account, back to the hold's source or on to the kind's destination.
 */
export function resolutionTransfers(resolution: Resolution, hold: TransferInput): TransferInput[] {
  const rules = rulesOf(resolution.hold);
  const id = resolutionIdOf(resolution.hold);
  const move = (
    transferId: string,
    credit: TransferInput['credit'],
    amount: number,
    code: LedgerCode,
  ): TransferInput => ({
    id: transferId,
    debit: hold.credit,
    credit,
    amount,
    code,
    reference: hold.reference,
  });
  if (resolution.outcome === 'void') return [move(id, hold.debit, hold.amount, rules.void.code)];
  if (!rules.post)
    throw new InvalidLedgerInputError(`${id}: a ${resolution.hold.kind} hold can only be voided`);
  const posted = postedAmountOf(resolution.hold, resolution.amount, hold.amount);
  const returned = hold.amount - posted;
  if (returned === 0) return [move(id, rules.post.to, posted, rules.post.code)];
  const { partial } = rules.post;
  if (!partial)
    throw new InvalidLedgerInputError(`${id}: a ${resolution.hold.kind} hold posts all of it or nothing`);
  const back = move(id, hold.debit, returned, partial.returnCode);
  if (posted === 0) return [back];
  const postedId = `${resolution.hold.kind}:${resolution.hold.subject}:${partial.postedSuffix}`;
  return [back, move(postedId, rules.post.to, posted, rules.post.code)];
}

/**
 * The stored hold for a resolution, checked to be exactly what `reserve` writes for its source
 * and amount (so a transfer that merely shares the id is never taken for a hold).
 */
export function checkedHold(hold: HoldRef, stored: TransferInput | undefined): TransferInput {
  const id = holdIdOf(hold);
  if (!stored) throw new LedgerHoldError(id, 'was never reserved');
  if (stored.debit.kind !== 'player') throw new LedgerHoldError(id, 'is not a hold');
  const differences = holdDifferences(
    reservationTransfer({ hold, from: stored.debit, amount: stored.amount }),
    stored,
  );
  if (differences.length > 0)
    throw new LedgerHoldError(id, `is not a ${hold.kind} hold (${differences.join(', ')})`);
  return stored;
}

/** Which fields of the stored hold differ from the expected one. */
function holdDifferences(expected: TransferInput, stored: TransferInput): string[] {
  const differences: string[] = [];
  if (accountKey(stored.debit) !== accountKey(expected.debit)) differences.push('source account');
  if (accountKey(stored.credit) !== accountKey(expected.credit)) differences.push('hold account');
  if (stored.amount !== expected.amount) differences.push('amount');
  if (stored.code !== expected.code) differences.push('code');
  if (stored.reference !== expected.reference) differences.push('reference');
  return differences;
}
