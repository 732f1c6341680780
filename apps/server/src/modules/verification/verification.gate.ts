import type { VerificationState } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { PLAYER_VERIFICATION_LOCK_NAMESPACE, playerLockKey } from '../../platform/db/advisory-locks.js';
import { withdrawnOrPendingMinor } from '../cashier/cashier.queries.js';
import { verificationRequired, verificationUnderReview } from './verification.errors.js';
import { createVerificationRepository } from './verification.repository.js';
import { verificationConfig, type VerificationConfig } from './verification.settings.js';

/**
 * Refuses a withdrawal the operator's verification rule does not allow (3106, or 3107 while the
 * player's submission is pending). Called by the withdrawals service inside its transaction,
 * under the player's cashier lock, so the withdrawals it sums cannot change underneath it.
 */
export type VerificationGate = (tx: Executor, playerId: string, amountMinor: number) => Promise<void>;

/** The player's newest submitted submission and the state it gives (`none` without one). */
async function latestStateOf(executor: Executor, playerId: string) {
  const latest = await createVerificationRepository({ db: executor }).latestSubmitted(playerId);
  const state: VerificationState = latest ? (latest.status as Exclude<VerificationState, 'none'>) : 'none';
  return { latest, state };
}

/** One player's verification writes at a time (the draft, its files, its submission). */
export async function lockPlayerVerification(tx: Executor, playerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PLAYER_VERIFICATION_LOCK_NAMESPACE}::int, ${playerLockKey(playerId)}::int)`,
  );
}

/**
 * The rule, pure: whether a withdrawal of `amountMinor` needs an approval the player lacks. With
 * `above_amount`, the pending and paid withdrawals plus this one may reach the threshold exactly.
 */
export function verificationNeeded(
  config: VerificationConfig,
  state: VerificationState,
  committedMinor: number,
  amountMinor: number,
): boolean {
  if (config.mode === 'off' || state === 'approved') return false;
  if (config.mode === 'first_withdrawal') return true;
  return committedMinor + amountMinor > (config.thresholdMinor ?? 0);
}

/**
 * The facts the rule and the player's status read: the config, the newest submission and its
 * state, what was withdrawn.
 */
export async function verificationFacts(executor: Executor, playerId: string, known?: VerificationConfig) {
  const config = known ?? (await verificationConfig(executor));
  const { latest, state } = await latestStateOf(executor, playerId);
  const committedMinor =
    config.mode === 'above_amount' && state !== 'approved' ? await withdrawnOrPendingMinor(executor, playerId) : 0;
  return { config, latest, state, committedMinor };
}

export function createVerificationGate(): VerificationGate {
  return async (tx, playerId, amountMinor) => {
    const config = await verificationConfig(tx);
    if (config.mode === 'off') return;
    const facts = await verificationFacts(tx, playerId, config);
    if (!verificationNeeded(facts.config, facts.state, facts.committedMinor, amountMinor)) return;
    throw facts.state === 'pending' ? verificationUnderReview() : verificationRequired();
  };
}
