import { randomUUID } from 'node:crypto';
import { formatMoney, parseMoney, type AdminAdjustInput, type AdminAdjustResult } from '@fairround/shared';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/database.js';
import { recordAudit } from '../../admin/audit.service.js';
import { recordNotification } from '../../notifications/notifications.service.js';
import {
  InsufficientFundsError,
  LedgerConflictError,
  type LedgerService,
} from '../../ledger/ledger.service.js';
import type { TransferInput } from '../../ledger/ledger.types.js';
import {
  amountNotPositive,
  balanceInsufficient,
  incorrectAmount,
  notFound,
} from '../../../platform/errors/input-errors.js';
import { invalidField } from '../../../platform/errors/app-error.js';
import { findPlayer } from '../../accounts/players.service.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { auditEntry } from '../../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../../platform/auth/console-actor.js';

/**
 * Manual corrections by an operator (PRODUCT.md §10), always a new ledger transfer with code
 * `admin_adjustment`: a positive amount moves house adjustments → player cash ("admin top-up"),
 * a negative one player cash → house adjustments, refused with 1025 when cash does not cover it.
 * The transfer and its audit row (with the cash before and after) commit together.
 */
export function createAdjustmentsService(deps: {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  minorDigits: number;
}) {
  const { db, ledger } = deps;
  const money = (minor: number) => formatMoney(minor, deps.minorDigits);

  function transferOf(userId: string, signedMinor: number, transferId: string): TransferInput {
    const cash = { kind: 'player', playerId: userId, type: 'cash' } as const;
    const house = { kind: 'house', type: 'adjustments' } as const;
    return {
      id: transferId,
      debit: signedMinor > 0 ? house : cash,
      credit: signedMinor > 0 ? cash : house,
      amount: Math.abs(signedMinor),
      code: 'admin_adjustment',
      reference: transferId,
    };
  }

  return {
    async adjust(actor: StaffActor, input: AdminAdjustInput): Promise<AdminAdjustResult> {
      const parsed = parseMoney(input.amount, deps.minorDigits);
      if (!parsed.ok) throw incorrectAmount('amount');
      if (parsed.minor === 0) throw amountNotPositive('amount');
      if (!(await findPlayer(db, input.userId))) throw notFound('userId');
      // With a key, the same request twice is one adjustment; the key is scoped to the player.
      const transferId = `adjustment:${input.requestKey ? `${input.userId}:${input.requestKey}` : randomUUID()}`;
      return inTransaction(db, async (tx) => {
        const before = await ledger.playerBalances(input.userId, tx);
        const [posted] = await ledger
          .post([transferOf(input.userId, parsed.minor, transferId)], tx)
          .catch((error: unknown) => {
            if (error instanceof InsufficientFundsError) throw balanceInsufficient();
            if (error instanceof LedgerConflictError) throw invalidField('requestKey');
            throw error;
          });
        const cashAfter = parsed.minor > 0 ? posted!.creditBalanceAfter : posted!.debitBalanceAfter;
        const result = {
          userId: input.userId,
          amount: money(parsed.minor),
          transferId,
          cashBefore: money(before.cash),
          cashAfter: money(posted!.replayed ? before.cash : cashAfter),
          replayed: posted!.replayed,
        };
        if (posted!.replayed) return result;
        await recordAudit(
          tx,
          auditEntry(actor, {
            action: 'player.adjust',
            targetType: 'player',
            targetId: input.userId,
            before: { cash: money(before.cash) },
            after: { cash: money(cashAfter), amount: money(parsed.minor), reason: input.reason, transferId },
          }),
        );
        await recordNotification(
          tx,
          {
            playerId: input.userId,
            kind: 'balance_adjusted',
            params: { amount: money(parsed.minor) },
            link: '/my_income',
          },
          deps.clock.now(),
        );
        return result;
      });
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
