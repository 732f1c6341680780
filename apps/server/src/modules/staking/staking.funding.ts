import { randomUUID } from 'node:crypto';
import {
  parseMoney,
  type AdminStakingReserveFund,
  type AdminStakingReserveFundResponse,
  type AdminStakingSummary,
} from '@fairround/shared';
import type { Database, Executor } from '../../platform/db/database.js';
import { invalidField } from '../../platform/errors/app-error.js';
import { recordAudit } from '../admin/audit.service.js';
import { amountNotPositive, incorrectAmount } from '../../platform/errors/input-errors.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { LedgerConflictError, type LedgerService } from '../ledger/ledger.service.js';
import { releaseAboveHeadroom } from './staking.errors.js';
import { FUNDING, lockReserve, RESERVE, reserveStateOf, transferIds } from './staking.reserve.js';

/**
 * Reserve funding by an operator (a money action: owner or finance with TOTP). A positive amount
 * moves house staking_interest → house staking_reserve; a negative one releases reserve that no
 * open position's interest needs (at most the headroom, else 3075), reserve → staking_interest.
 * Both run under the reserve lock, with the audit row in the same transaction.
 */
export function createStakingFunding(deps: {
  db: Database;
  ledger: LedgerService;
  minorDigits: number;
  money: (minor: number) => string;
  summary: (executor: Executor) => Promise<AdminStakingSummary>;
}) {
  const { db, ledger, money } = deps;

  return {
    async fund(actor: StaffActor, input: AdminStakingReserveFund): Promise<AdminStakingReserveFundResponse> {
      const parsed = parseMoney(input.amount, deps.minorDigits);
      if (!parsed.ok) throw incorrectAmount('amount');
      if (parsed.minor === 0) throw amountNotPositive('amount');
      const signed = parsed.minor;
      // With a key, the same request twice moves money once.
      const transferId = transferIds.reserve(input.requestKey ? `key:${input.requestKey}` : randomUUID());
      return inTransaction(db, async (tx) => {
        await lockReserve(tx);
        const before = await reserveStateOf(tx, ledger);
        const [posted] = await ledger
          .post(
            [
              {
                id: transferId,
                debit: signed > 0 ? FUNDING : RESERVE,
                credit: signed > 0 ? RESERVE : FUNDING,
                amount: Math.abs(signed),
                code: signed > 0 ? 'staking_reserve_funding' : 'staking_reserve_release',
                reference: transferId,
              },
            ],
            tx,
          )
          .catch((error: unknown) => {
            throw error instanceof LedgerConflictError ? invalidField('requestKey') : error;
          });
        const replayed = posted!.replayed;
        // A release may not touch reserve promised to open positions (the post rolls back with this).
        if (!replayed && signed < 0 && -signed > before.headroomMinor) {
          throw releaseAboveHeadroom(Math.max(0, before.headroomMinor));
        }
        const reserveAfter = replayed
          ? before.reserveMinor
          : signed > 0
            ? posted!.creditBalanceAfter
            : posted!.debitBalanceAfter;
        if (!replayed) {
          await recordAudit(
            tx,
            auditEntry(actor, {
              action: signed > 0 ? 'staking.reserve.fund' : 'staking.reserve.release',
              targetType: 'staking',
              targetId: 'reserve',
              before: { reserve: money(before.reserveMinor), headroom: money(before.headroomMinor) },
              after: {
                reserve: money(reserveAfter),
                amount: money(signed),
                reason: input.reason,
                transferId,
              },
            }),
          );
        }
        return {
          transferId,
          amount: money(signed),
          reserveBefore: money(before.reserveMinor),
          reserveAfter: money(reserveAfter),
          replayed,
          summary: await deps.summary(tx),
        };
      });
    },
  };
}

export type StakingFunding = ReturnType<typeof createStakingFunding>;
