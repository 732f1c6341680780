import { ErrorCode } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';
import type { AccountRef } from './ledger.types.js';
import { describeAccount } from './ledger.accounts.js';

/**
 * A flagged account would go below zero. Nothing was posted. It is an AppError with 1025
 * ("balance insufficient") so an uncaught one still reads right to a player; callers that mean
 * something more specific catch it and throw their own code.
 */
export class InsufficientFundsError extends AppError {
  constructor(
    readonly transferId: string,
    readonly account: AccountRef,
    readonly balance: number,
    readonly amount: number,
  ) {
    super(ErrorCode.BalanceInsufficient);
    this.name = 'InsufficientFundsError';
    this.message = `transfer ${transferId}: ${describeAccount(account)} holds ${balance}, cannot debit ${amount}`;
  }
}

/** A transfer id was posted before with different fields: an idempotency key was reused. */
export class LedgerConflictError extends Error {
  constructor(
    readonly transferId: string,
    readonly differences: string[],
  ) {
    super(`transfer ${transferId} already exists with a different ${differences.join(', ')}`);
    this.name = 'LedgerConflictError';
  }
}

/** The caller passed something the ledger cannot accept (a programming error, not a player's). */
export class InvalidLedgerInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidLedgerInputError';
  }
}

/**
 * A transfer moves money between accounts its code does not allow (ledger.rules.ts), or between
 * two players. A programming error like any invalid input: nothing was posted.
 */
export class LedgerRuleError extends InvalidLedgerInputError {
  constructor(
    readonly transferId: string,
    readonly code: string,
    reason: string,
  ) {
    super(`transfer ${transferId}: ${reason}`);
    this.name = 'LedgerRuleError';
  }
}

/**
 * A resolution names a hold that was never reserved, or (in a bulk post) states a hold other
 * than the one stored: its amount, accounts, code or reference differ. Nothing was posted.
 */
export class LedgerHoldError extends InvalidLedgerInputError {
  constructor(
    readonly holdId: string,
    reason: string,
  ) {
    super(`hold ${holdId}: ${reason}`);
    this.name = 'LedgerHoldError';
  }
}
