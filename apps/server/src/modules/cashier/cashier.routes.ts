import { cashierEndpoints, formatMoney } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import type { WithdrawalAccountsService } from './bank-accounts/bank-accounts.service.js';
import type { CashierStaffEvents } from './cashier.staff-events.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { DepositsService } from './deposits/deposits.service.js';
import type { FundFlowService } from './fund-flow/fund-flow.service.js';
import type { WithdrawalsService } from './withdrawals/withdrawals.service.js';

const PLAYER = { kind: 'player' } as const;
const TAGS = ['cashier'];

export type CashierPlayerServices = {
  deposits: DepositsService;
  accounts: WithdrawalAccountsService;
  withdrawals: WithdrawalsService;
  fundFlow: FundFlowService;
  staffEvents: CashierStaffEvents;
  minorDigits: number;
};

/** The player's cashier calls: the seed's paths (§7) plus `/api/Cashier/*`. */
export function registerCashierRoutes(app: FastifyInstance, services: CashierPlayerServices): void {
  const { deposits, accounts, withdrawals, fundFlow, staffEvents, minorDigits } = services;

  apiRoute(app, {
    endpoint: cashierEndpoints.methods,
    auth: { kind: 'public' },
    tags: TAGS,
    summary:
      "Deposit instructions set by the operator (notes in the request's language), the minimum deposit and the quick amounts",
    handler: (request) => deposits.methodsView(request.language),
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.recharge,
    auth: PLAYER,
    tags: TAGS,
    summary:
      'Creates a pending deposit request with its reference (1050, 1042, 3014, 1001, 2056, 3019, 3086, 1069, 3013, 3087)',
    handler: async (request) => {
      const deposit = await deposits.request(playerIdOf(request), request.body);
      await staffEvents.deposit('created', deposit);
      return deposit;
    },
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.deposits,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's own deposit requests, newest first",
    handler: (request) => deposits.listOwn(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.deposit,
    auth: PLAYER,
    tags: TAGS,
    summary: "One of the player's own deposit requests (3003 otherwise)",
    handler: (request) => deposits.getOwn(playerIdOf(request), request.body.id),
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.cancelDeposit,
    auth: PLAYER,
    tags: TAGS,
    summary:
      "Cancels one of the player's own pending deposit requests; again on a cancelled one answers it unchanged (3003, 3018); nothing moves; audited",
    handler: async (request) => {
      const { deposit, changed } = await deposits.cancel(playerIdOf(request), request.body.id, {
        ip: request.ip ?? null,
      });
      if (changed) await staffEvents.deposit('resolved', deposit);
      return deposit;
    },
  });

  apiRoute(app, {
    endpoint: cashierEndpoints.withdrawalAccounts,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's withdrawal accounts (bank or chain address)",
    handler: (request) => accounts.listOwn(playerIdOf(request)),
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.addWithdrawalAccount,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Adds a withdrawal account (1001, 2057, 1033, 1065, 3010, 3090, 3006, 3001, 1069, 1046, 1048)',
    handler: (request) => accounts.add(playerIdOf(request), request.body, { ip: request.ip ?? null }),
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.removeWithdrawalAccount,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Removes one of the player’s withdrawal accounts (1032, 3016)',
    handler: (request) => accounts.remove(playerIdOf(request), request.body.id),
  });

  apiRoute(app, {
    endpoint: cashierEndpoints.withdraw,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Requests a withdrawal; the amount moves to a hold at once. data = 1 on success (seed)',
    handler: async (request) => {
      const { withdrawal, replayed } = await withdrawals.withdraw(playerIdOf(request), request.body, {
        ip: request.ip ?? null,
      });
      if (!replayed) {
        await staffEvents.withdrawal('created', {
          id: withdrawal.id,
          amount: formatMoney(withdrawal.amount, minorDigits),
        });
      }
      return 1 as const;
    },
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.withdrawals,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's own withdrawals with their status, newest first",
    handler: (request) => withdrawals.listOwn(playerIdOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.withdrawal,
    auth: PLAYER,
    tags: TAGS,
    summary: "One of the player's own withdrawals (3003 otherwise)",
    handler: (request) => withdrawals.getOwn(playerIdOf(request), request.body.id),
  });
  apiRoute(app, {
    endpoint: cashierEndpoints.withdrawInfo,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Balance, withdrawable, turnover requirement, daily count, limits and accounts',
    handler: (request) => withdrawals.info(playerIdOf(request)),
  });

  apiRoute(app, {
    endpoint: cashierEndpoints.fundFlow,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Fund flow: entries of the player’s cash account, newest first (tabs, date range, paging)',
    handler: (request) => fundFlow.list(playerIdOf(request), request.body, request.language),
  });
}
