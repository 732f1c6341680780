import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';
const UNIQUE_VIOLATION = '23505';
/**
 * The ledger's transfer ids are idempotency keys (modules/ledger): two transactions posting the
 * same id race on this primary key, and the loser's rerun finds the winner's transfer.
 */
const TRANSFER_PRIMARY_KEY = 'ledger_transfers_pkey';

/** The driver error behind drizzle's wrapper: both pg and PGlite carry `code` and `constraint`. */
function databaseErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Another transaction committed the same transfer id between our look-up and our insert. Running
 * the post again finds it and answers the replay (or the conflict) cleanly.
 */
export function isTransferIdRace(error: unknown): boolean {
  const found = databaseErrorOf(error);
  return found?.code === UNIQUE_VIOLATION && found.constraint === TRANSFER_PRIMARY_KEY;
}

/** Failures a whole transaction may simply be run again for. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = databaseErrorOf(error)?.code;
  return code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED || isTransferIdRace(error);
}

/**
 * Runs `attempt` up to `maxAttempts` times while it fails with an error `shouldRetry` accepts,
 * waiting a short, growing, jittered pause between tries so racing transactions spread out.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean,
  maxAttempts: number,
): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (attemptNumber >= maxAttempts || !shouldRetry(error)) throw error;
      await sleep(randomInt(1, 5 * 2 ** attemptNumber));
    }
  }
}
