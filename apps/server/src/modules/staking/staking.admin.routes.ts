import {
  adminStakingLimitsUpdateBodyShape,
  adminStakingPositionsListBodyShape,
  adminStakingReserveFundBodyShape,
  adminStakingTierUpdateBodyShape,
  moneyActionOtpBodyShape as otp,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../cashier/console-actor.js';
import type { StakingConsoleService } from './staking.console.service.js';
import type { StakingFunding } from './staking.funding.js';

const TAGS = ['admin', 'staking'];
const READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;
const MONEY_ACTION = { kind: 'staff', roles: ['owner', 'finance'], moneyAction: true } as const;
const OWNER = { kind: 'staff', roles: ['owner'] } as const;

/** Console calls of staking (`/api/admin/staking/...`); every change is audited in its transaction. */
export function registerStakingAdminRoutes(
  app: FastifyInstance,
  services: { console: StakingConsoleService; funding: StakingFunding },
): void {
  const { console, funding } = services;

  apiRoute(app, {
    path: '/api/admin/staking/tiers/list',
    auth: READERS,
    tags: TAGS,
    summary: 'Every staking tier (disabled ones included) and the overall transfer-in limits',
    handler: () => console.tiers(),
  });
  apiRoute(app, {
    path: '/api/admin/staking/tiers/update',
    auth: OWNER,
    tags: TAGS,
    summary:
      "Changes one tier's minimum, rate, period, labels or enabled flag; open positions keep their terms (3003 1050 1042 1001); audited",
    body: adminStakingTierUpdateBodyShape,
    handler: (request) => console.updateTier(actorOf(request), request.body),
  });
  apiRoute(app, {
    path: '/api/admin/staking/limits/update',
    auth: OWNER,
    tags: TAGS,
    summary: 'Sets the overall transfer-in limits (1050 1042 1001); audited',
    body: adminStakingLimitsUpdateBodyShape,
    handler: (request) => console.updateLimits(actorOf(request), request.body),
  });
  apiRoute(app, {
    path: '/api/admin/staking/reserve/fund',
    auth: MONEY_ACTION,
    tags: TAGS,
    summary:
      'Funds (+) the staking reserve or releases (−) reserve no open position needs (1050 1042 1001 3075); audited',
    body: { ...adminStakingReserveFundBodyShape, ...otp },
    handler: (request) => funding.fund(actorOf(request), request.body),
  });
  apiRoute(app, {
    path: '/api/admin/staking/positions/list',
    auth: READERS,
    tags: TAGS,
    summary: 'Staking positions, newest first, by player and status',
    body: adminStakingPositionsListBodyShape,
    handler: (request) => console.positions(request.body, request.language),
  });
  apiRoute(app, {
    path: '/api/admin/staking/summary',
    auth: READERS,
    tags: TAGS,
    summary: 'Reserve, interest promised to open positions, total principal and headroom',
    handler: () => console.summary(),
  });
  apiRoute(app, {
    path: '/api/admin/staking/accrual/status',
    auth: READERS,
    tags: TAGS,
    summary: "The accrual job's last run, its interval and the positions due now",
    handler: () => console.accrualStatus(),
  });
  apiRoute(app, {
    path: '/api/admin/staking/accrual/run',
    auth: OWNER,
    tags: TAGS,
    summary: 'Runs the accrual now (idempotent: pays only days that are due and unpaid); audited',
    handler: (request) => console.runAccrual(actorOf(request)),
  });
}
