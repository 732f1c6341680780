import { cashierAdminEndpoints } from '@fairround/shared';
import type { CashierEventName, CashierMeEvent } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import type { Realtime } from '../../platform/ws/realtime.js';
import type { AdjustmentsService } from './adjustments/adjustments.service.js';
import type { CashierStaffEvents } from './cashier.staff-events.js';
import type { CashierConsoleService } from './console/cashier-console.service.js';
import type { CashierSettingsService } from './console/cashier-settings.service.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { DepositsService } from './deposits/deposits.service.js';
import type { WithdrawalsService } from './withdrawals/withdrawals.service.js';

const TAGS = ['admin', 'cashier'];
const FINANCE = { kind: 'staff', roles: ['owner', 'finance'] } as const;
const STEP_UP = { kind: 'staff', roles: ['owner', 'finance'], stepUp: true } as const;
/** Where players pay and the cashier's controls (two-operator threshold, limits): step-up. */
const OWNER_STEP_UP = { kind: 'staff', roles: ['owner'], stepUp: true } as const;
const READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;

export type CashierConsoleServices = {
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  adjustments: AdjustmentsService;
  console: CashierConsoleService;
  settings: CashierSettingsService;
  realtime: Realtime;
  staffEvents: CashierStaffEvents;
  /** Nudges the player's notification badge after a commit that wrote them a notice. */
  announceNotifications: (playerId: string) => Promise<void>;
};

/** Console calls of the cashier (`/api/admin/...`); every change is audited in its transaction. */
export function registerCashierAdminRoutes(app: FastifyInstance, services: CashierConsoleServices): void {
  const { deposits, withdrawals, adjustments, console, settings, staffEvents } = services;

  /**
   * Tells the player's open apps, after the commit, that their cashier state changed. Best
   * effort: a missed event only delays the refresh until the next poll.
   */
  async function notify<T extends { userId: string }>(
    result: T,
    event: CashierEventName | null,
    id: string,
  ): Promise<T> {
    // Every deposit and withdrawal decision (a first approval too) wrote the player a notice.
    await services.announceNotifications(result.userId);
    if (event === null) return result;
    const payload: CashierMeEvent = { type: 'cashier', event, id };
    await services.realtime.publishToPlayer(result.userId, 'me', payload).catch(() => null);
    return result;
  }

  apiRoute(app, {
    endpoint: cashierAdminEndpoints.deposits,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Deposit requests, newest first, by status, player, reference or transaction id',
    handler: (request) => deposits.list(request.body),
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.approveDeposit,
    auth: STEP_UP,
    tags: TAGS,
    summary: 'Approves a pending deposit and credits the player (3003, 3088, 3018); audited',
    handler: async (request) => {
      const deposit = await deposits.approve(actorOf(request), request.body.id);
      await staffEvents.deposit('resolved', deposit);
      return notify(deposit, 'deposit_approved', request.body.id);
    },
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.rejectDeposit,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Rejects a pending deposit with a reason (3003, 3088, 3018); audited',
    handler: async (request) => {
      const deposit = await deposits.reject(actorOf(request), request.body.id, request.body.reason);
      await staffEvents.deposit('resolved', deposit);
      return notify(deposit, 'deposit_rejected', request.body.id);
    },
  });

  apiRoute(app, {
    endpoint: cashierAdminEndpoints.withdrawals,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Withdrawals with their account, newest first, by status, player or second approval',
    handler: (request) => withdrawals.list(request.body),
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.approveWithdrawal,
    auth: STEP_UP,
    tags: TAGS,
    summary:
      'Pays a withdrawal, or records the first of two approvals at or above the threshold (3017, 3018); audited',
    handler: async (request) => {
      const result = await withdrawals.approve(
        actorOf(request),
        request.body.id,
        request.body.payoutReference,
      );
      const paid = result.status === 'paid';
      await staffEvents.withdrawal(paid ? 'resolved' : 'updated', result);
      return notify(result, paid ? 'withdrawal_paid' : null, request.body.id);
    },
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.rejectWithdrawal,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Rejects a pending withdrawal and refunds the hold to cash (3003, 3018); audited',
    handler: async (request) => {
      const withdrawal = await withdrawals.reject(actorOf(request), request.body.id, request.body.reason);
      await staffEvents.withdrawal('resolved', withdrawal);
      return notify(withdrawal, 'withdrawal_rejected', request.body.id);
    },
  });

  apiRoute(app, {
    endpoint: cashierAdminEndpoints.adjust,
    auth: STEP_UP,
    tags: TAGS,
    summary: "Credits (+) or debits (−) a player's cash with a reason (1050, 1042, 1025, 3003); audited",
    handler: async (request) => {
      const result = await adjustments.adjust(actorOf(request), request.body);
      return notify(result, result.replayed ? null : 'adjustment', result.transferId);
    },
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.playerLedger,
    auth: READERS,
    tags: TAGS,
    summary: "One player account's ledger entries, newest first, with all balances",
    handler: (request) => console.playerLedger(request.body),
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.checkLedger,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Proves the ledger invariants now: { ok, problems }',
    handler: () => console.checkLedger(),
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.dashboard,
    auth: READERS,
    tags: TAGS,
    summary: "Today's approved deposits and paid withdrawals, pending queues, house balances",
    handler: () => console.dashboard(),
  });

  apiRoute(app, {
    endpoint: cashierAdminEndpoints.config,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Cashier limits, quick amounts, turnover multiple and two-operator threshold',
    handler: () => settings.getConfig(),
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.updateConfig,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Changes the given cashier settings; audited',
    handler: (request) => settings.updateConfig(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.depositMethods,
    auth: FINANCE,
    tags: TAGS,
    summary: 'Deposit methods, disabled ones included',
    handler: () => settings.getMethods(),
  });
  apiRoute(app, {
    endpoint: cashierAdminEndpoints.updateDepositMethods,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Replaces the deposit methods (bank details or chain addresses, validated); audited',
    handler: (request) => settings.updateMethods(actorOf(request), request.body.methods),
  });
}
