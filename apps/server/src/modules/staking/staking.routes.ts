import { stakingEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { StakingService } from './staking.service.js';

const PLAYER = { kind: 'player' } as const;
const TAGS = ['staking'];

/** The player's staking calls (`/api/Finance/*`, docs/staking.md). */
export function registerStakingRoutes(app: FastifyInstance, staking: StakingService): void {
  apiRoute(app, {
    endpoint: stakingEndpoints.products,
    auth: { kind: 'public' },
    tags: TAGS,
    summary: 'Staking products with what the reserve can back in each now, the limits and the rules',
    handler: (request) => staking.products(request.language),
  });
  apiRoute(app, {
    endpoint: stakingEndpoints.transferIn,
    auth: PLAYER,
    tags: TAGS,
    summary:
      'Moves cash into a new staking position (3070 1050 2057 3001 1033 1001 3074 3071 3072 1069 3062 3073 1025)',
    handler: (request) => staking.transferIn(playerIdOf(request), request.body, request.language),
  });
  apiRoute(app, {
    endpoint: stakingEndpoints.positions,
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's staking positions, newest first, with totals",
    handler: (request) => staking.positions(playerIdOf(request), request.body, request.language),
  });
  apiRoute(app, {
    endpoint: stakingEndpoints.position,
    auth: PLAYER,
    tags: TAGS,
    summary: "One of the player's positions with every accrued day (3003 otherwise)",
    handler: (request) => staking.position(playerIdOf(request), request.body.id, request.language),
  });
  apiRoute(app, {
    endpoint: stakingEndpoints.proceeds,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Daily interest paid to the player, newest first, optionally for one position (3003)',
    handler: (request) => staking.proceeds(playerIdOf(request), request.body),
  });
}
