import type { HouseAccountType, LedgerCode, PlayerAccountType } from '../../../ledger/ledger-codes.js';

/** Ledger texts: why money moved (fund flow, console), account names and entry directions. */
export const ledger = {
  reasons: {
    deposit: 'Deposit',
    withdrawal_hold: 'Withdrawal',
    withdrawal_paid: 'Withdrawal paid',
    withdrawal_refund: 'Withdrawal failure refund',
    admin_adjustment: 'Adjustment by the operator',
    bet_stake: 'Bet placed',
    bet_payout: 'Round win',
    bet_cancel: 'Bet cancelled',
    bet_settle_loss: 'Round lost',
    staking_in: 'Transfer to staking',
    staking_interest: 'Staking interest',
    staking_principal_return: 'Staking principal returned',
    staking_reserve_funding: 'Staking reserve funded',
    staking_reserve_release: 'Staking reserve released',
  } satisfies Record<LedgerCode, string>,
  playerAccounts: {
    cash: 'Balance',
    withdrawal_hold: 'Withdrawals in progress',
    bet_escrow: 'Open bets',
    staking: 'Staking principal',
  } satisfies Record<PlayerAccountType, string>,
  houseAccounts: {
    deposits: 'Deposits',
    withdrawals: 'Withdrawals paid',
    game: 'Game result',
    staking_interest: 'Staking money put into the reserve',
    adjustments: 'Manual adjustments',
    staking_reserve: 'Staking interest reserve',
  } satisfies Record<HouseAccountType, string>,
  direction: {
    income: 'Income',
    expense: 'Expense',
  },
};
