import type { HouseAccountType, LedgerCode, PlayerAccountType } from '@fairround/shared';
import { LedgerRuleError } from './ledger.errors.js';
import type { AccountRef, TransferInput } from './ledger.types.js';

/** An account's owner kind and type, whoever the player is: `player:cash`, `house:game`. */
export type AccountSlot = `player:${PlayerAccountType}` | `house:${HouseAccountType}`;

/** One movement a code allows: money leaves the first account and arrives in the second. */
export type AllowedMove = readonly [debit: AccountSlot, credit: AccountSlot];

/**
 * Which accounts each code may move money between (docs/ledger.md, "Codes"). The ledger refuses
 * any other posting with a `LedgerRuleError`, in `post` and `postMany` alike, so a flow cannot
 * file a movement under the wrong reason or send it to the wrong account. A code gets a second
 * pair only when the app really moves money both ways under it (an adjustment up or down) or from
 * two sources (a payout's returned stake and its winnings).
 */
export const LEDGER_RULES = {
  deposit: [['house:deposits', 'player:cash']],
  withdrawal_hold: [['player:cash', 'player:withdrawal_hold']],
  withdrawal_paid: [['player:withdrawal_hold', 'house:withdrawals']],
  withdrawal_refund: [['player:withdrawal_hold', 'player:cash']],
  admin_adjustment: [
    ['house:adjustments', 'player:cash'],
    ['player:cash', 'house:adjustments'],
  ],
  bet_stake: [['player:cash', 'player:bet_escrow']],
  bet_payout: [
    ['player:bet_escrow', 'player:cash'],
    ['house:game', 'player:cash'],
  ],
  bet_cancel: [['player:bet_escrow', 'player:cash']],
  bet_settle_loss: [['player:bet_escrow', 'house:game']],
  staking_in: [['player:cash', 'player:staking']],
  staking_interest: [['house:staking_reserve', 'player:cash']],
  staking_principal_return: [['player:staking', 'player:cash']],
  staking_reserve_funding: [['house:staking_interest', 'house:staking_reserve']],
  staking_reserve_release: [['house:staking_reserve', 'house:staking_interest']],
} as const satisfies Record<LedgerCode, readonly AllowedMove[]>;

export const slotOf = (ref: AccountRef): AccountSlot => `${ref.kind}:${ref.type}` as AccountSlot;

const moveKey = (code: string, debit: AccountSlot, credit: AccountSlot) => `${code} ${debit} ${credit}`;

/** Every allowed (code, debit, credit), so checking a transfer is one set look-up. */
const ALLOWED = new Set(
  Object.entries(LEDGER_RULES).flatMap(([code, moves]) =>
    moves.map(([debit, credit]) => moveKey(code, debit, credit)),
  ),
);

export function isAllowedMove(code: LedgerCode, debit: AccountRef, credit: AccountRef): boolean {
  return ALLOWED.has(moveKey(code, slotOf(debit), slotOf(credit)));
}

/**
 * Refuses a transfer its code does not allow, and any movement between two different players'
 * accounts: no code moves money from one player to another. Constant time, no query.
 */
export function checkLedgerRule(transfer: TransferInput): void {
  const { id, code, debit, credit } = transfer;
  if (!isAllowedMove(code, debit, credit)) {
    const allowed = LEDGER_RULES[code].map(([from, to]) => `${from} → ${to}`).join(' or ');
    throw new LedgerRuleError(id, code, `${code} moves ${allowed}, not ${slotOf(debit)} → ${slotOf(credit)}`);
  }
  if (debit.kind === 'player' && credit.kind === 'player' && debit.playerId !== credit.playerId) {
    throw new LedgerRuleError(id, code, `${code} may not move money between two players`);
  }
}
