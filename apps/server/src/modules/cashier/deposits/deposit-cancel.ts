import type { Transaction } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors/input-errors.js';
import { recordAudit } from '../../admin/audit.service.js';
import { alreadyProcessed } from '../cashier.errors.js';
import { createDepositsRepository, type DepositRow } from './deposits.repository.js';

export type CancelDepositInput = {
  playerId: string;
  id: string;
  ip: string | null;
  now: Date;
  money: (minor: number) => string;
};

/**
 * A player withdraws their own pending deposit request, inside `tx`.
 *
 * - Nothing moves: a deposit request holds nothing in the ledger (it credits only on approval,
 *   docs/cashier.md), so cancelling is a status change and its audit row only.
 * - Race-safe: the row is locked `FOR UPDATE` exactly as an approval or rejection locks it, and
 *   the change is the same conditional update (`… where status = 'pending'`). Of a cancel and an
 *   approve running at once, the second to get the lock sees the first's outcome: the approval
 *   then answers 3088, the cancel 3018.
 * - Idempotent: cancelling a cancelled request answers it again (`changed: false`, no new audit).
 * - Another player's request answers 3003 like an unknown id, so it reveals nothing.
 */
export async function cancelOwnDeposit(
  tx: Transaction,
  input: CancelDepositInput,
): Promise<{ row: DepositRow; changed: boolean }> {
  const repository = createDepositsRepository({ db: tx });
  const row = await repository.lockOwn(input.playerId, input.id);
  if (!row) throw notFound();
  if (row.status === 'cancelled') return { row, changed: false };
  if (row.status !== 'pending') throw alreadyProcessed();
  const cancelled = await repository.resolve(input.id, {
    status: 'cancelled',
    reason: null,
    resolvedAt: input.now,
    resolvedBy: null,
    resolvedByUsername: null,
    turnoverRequired: 0,
  });
  if (!cancelled) throw alreadyProcessed();
  await recordAudit(tx, {
    actor: null,
    ip: input.ip,
    action: 'deposit.cancel',
    targetType: 'deposit',
    targetId: input.id,
    before: {
      status: 'pending',
      amount: input.money(row.amount),
      userId: row.playerId,
      reference: row.reference,
    },
    after: { status: 'cancelled' },
  });
  return { row: cancelled, changed: true };
}
