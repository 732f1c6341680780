/**
 * Why money moved. Every ledger transfer carries exactly one of these codes; the fund flow and
 * the console translate them (`i18n/locales/<lang>/ledger.ts`). Append new codes at the end and
 * give them a text in all four languages (a test checks it).
 */
export const LEDGER_CODES = [
  /** House deposits → player cash, when the console approves a deposit request. */
  'deposit',
  /** Player cash → player withdrawal hold, when the player asks for a withdrawal. */
  'withdrawal_hold',
  /** Player withdrawal hold → house withdrawals, when the console marks it paid. */
  'withdrawal_paid',
  /** Player withdrawal hold → player cash, when the console rejects it ("withdrawal failure refund"). */
  'withdrawal_refund',
  /** House adjustments ↔ player cash, a manual correction by an operator (either direction). */
  'admin_adjustment',
  /** Player cash → player bet escrow, when an order is placed. */
  'bet_stake',
  /** Player bet escrow → player cash for the stake, and house game → player cash for the win. */
  'bet_payout',
  /** Player bet escrow → player cash, when an order is cancelled while betting is open. */
  'bet_cancel',
  /** Player bet escrow → house game, when an order loses. */
  'bet_settle_loss',
  /** Player cash → player staking, when a staking position is opened. */
  'staking_in',
  /** House staking reserve → player cash, the daily interest of a position. */
  'staking_interest',
  /** Player staking → player cash, the principal at maturity. */
  'staking_principal_return',
  /** House staking interest → house staking reserve, when an operator funds the reserve. */
  'staking_reserve_funding',
  /** House staking reserve → house staking interest, when an operator releases unpromised reserve. */
  'staking_reserve_release',
] as const;

export type LedgerCode = (typeof LEDGER_CODES)[number];

export function isLedgerCode(value: unknown): value is LedgerCode {
  return typeof value === 'string' && (LEDGER_CODES as readonly string[]).includes(value);
}

/** A player's accounts. All of them are flagged: their balance can never go below zero. */
export const PLAYER_ACCOUNT_TYPES = ['cash', 'withdrawal_hold', 'bet_escrow', 'staking'] as const;
export type PlayerAccountType = (typeof PLAYER_ACCOUNT_TYPES)[number];

/**
 * The house's accounts, one of each. They may go negative: `deposits` is where player money comes
 * from, so its balance is minus everything ever deposited; `game` is the house's result;
 * `staking_interest` is where the operator's staking money comes from (minus everything put into
 * the reserve) and `staking_reserve` what is left of it to pay interest (never below the interest
 * promised to open positions, docs/staking.md).
 */
export const HOUSE_ACCOUNT_TYPES = [
  'deposits',
  'withdrawals',
  'game',
  'staking_interest',
  'adjustments',
  'staking_reserve',
] as const;
export type HouseAccountType = (typeof HOUSE_ACCOUNT_TYPES)[number];

export function isPlayerAccountType(value: unknown): value is PlayerAccountType {
  return typeof value === 'string' && (PLAYER_ACCOUNT_TYPES as readonly string[]).includes(value);
}

export function isHouseAccountType(value: unknown): value is HouseAccountType {
  return typeof value === 'string' && (HOUSE_ACCOUNT_TYPES as readonly string[]).includes(value);
}
