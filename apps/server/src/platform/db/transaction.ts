import type { Database, Transaction } from './database.js';
import { isRetryableTransactionError, withRetries } from './retry.js';

const MAX_TRANSACTION_ATTEMPTS = 3;

/**
 * Runs a module's write (a cashier request, a stake, an order…) in one transaction, again from the
 * start when the database aborted it for a deadlock or a same-id race (nothing of the failed
 * attempt stayed). Rejections (AppError) are never retried.
 */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withRetries(() => db.transaction(work), isRetryableTransactionError, MAX_TRANSACTION_ATTEMPTS);
}
