import type { MovementRow } from './reports.queries.js';

/** The cashier and staking figures of a set of transfer groups, in minor units. */
export type MoneyTally = {
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  /** Signed toward players: credits to them minus debits from them. */
  adjustments: number;
  interestPaid: number;
  stakingIn: number;
};

export const emptyMoney = (): MoneyTally => ({
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  adjustments: 0,
  interestPaid: 0,
  stakingIn: 0,
});

/**
 * Adds one group of transfers by its code: deposits are `deposit` (house deposits → cash),
 * withdrawals are `withdrawal_paid` (hold → house withdrawals; a request only held is not yet a
 * withdrawal), adjustments are `admin_adjustment` in either direction, interest is
 * `staking_interest` and staked-in is `staking_in`.
 */
export function addMovement(tally: MoneyTally, row: MovementRow): void {
  switch (row.code) {
    case 'deposit':
      tally.deposits += row.amount;
      tally.depositCount += row.transfers;
      break;
    case 'withdrawal_paid':
      tally.withdrawals += row.amount;
      tally.withdrawalCount += row.transfers;
      break;
    case 'admin_adjustment':
      tally.adjustments += row.creditOwner === 'player' ? row.amount : -row.amount;
      break;
    case 'staking_interest':
      tally.interestPaid += row.amount;
      break;
    case 'staking_in':
      tally.stakingIn += row.amount;
      break;
    default:
      break;
  }
}
