import { stakingAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { StakingConsoleService } from './staking.console.service.js';
import type { StakingFunding } from './staking.funding.js';

const TAGS = ['admin', 'staking'];
const READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;
const STEP_UP = { kind: 'staff', roles: ['owner', 'finance'], stepUp: true } as const;
/** Rates and limits decide what the house owes; running the accrual pays it: step-up. */
const OWNER_STEP_UP = { kind: 'staff', roles: ['owner'], stepUp: true } as const;

/** Console calls of staking (`/api/admin/staking/...`); every change is audited in its transaction. */
export function registerStakingAdminRoutes(
  app: FastifyInstance,
  services: { console: StakingConsoleService; funding: StakingFunding },
): void {
  const { console, funding } = services;

  apiRoute(app, {
    endpoint: stakingAdminEndpoints.tiers,
    auth: READERS,
    tags: TAGS,
    summary: 'Every staking tier (disabled ones included) and the overall transfer-in limits',
    handler: () => console.tiers(),
  });
  apiRoute(app, {
    endpoint: stakingAdminEndpoints.updateTier,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary:
      "Changes one tier's minimum, rate, period, labels or enabled flag; open positions keep their terms (3003 1050 1042 1001); audited",
    handler: (request) => console.updateTier(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: stakingAdminEndpoints.updateLimits,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Sets the overall transfer-in limits (1050 1042 1001); audited',
    handler: (request) => console.updateLimits(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: stakingAdminEndpoints.fundReserve,
    auth: STEP_UP,
    tags: TAGS,
    summary:
      'Funds (+) the staking reserve or releases (−) reserve no open position needs (1050 1042 1001 3075); audited',
    handler: (request) => funding.fund(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: stakingAdminEndpoints.positions,
    auth: READERS,
    tags: TAGS,
    summary: 'Staking positions, newest first, by player and status',
    handler: (request) => console.positions(request.body, request.language),
  });
  apiRoute(app, {
    endpoint: stakingAdminEndpoints.summary,
    auth: READERS,
    tags: TAGS,
    summary: 'Reserve, interest promised to open positions, total principal and headroom',
    handler: () => console.summary(),
  });
  apiRoute(app, {
    endpoint: stakingAdminEndpoints.accrualStatus,
    auth: READERS,
    tags: TAGS,
    summary: "The accrual job's last run, its interval and the positions due now",
    handler: () => console.accrualStatus(),
  });
  apiRoute(app, {
    endpoint: stakingAdminEndpoints.runAccrual,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Runs the accrual now (idempotent: pays only days that are due and unpaid); audited',
    handler: (request) => console.runAccrual(actorOf(request)),
  });
}
