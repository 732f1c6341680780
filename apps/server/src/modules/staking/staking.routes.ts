import {
  stakingPositionBodyShape,
  stakingPositionsBodyShape,
  stakingProceedsBodyShape,
  stakingTransferInBodyShape,
} from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../cashier/console-actor.js';
import type { StakingService } from './staking.service.js';

const PLAYER = { kind: 'player' } as const;
const TAGS = ['staking'];

/** The player's staking calls (`/api/Finance/*`, docs/staking.md). */
export function registerStakingRoutes(app: FastifyInstance, staking: StakingService): void {
  apiRoute(app, {
    path: '/api/Finance/products',
    auth: { kind: 'public' },
    tags: TAGS,
    summary: 'Staking products with what the reserve can back in each now, the limits and the rules',
    handler: (request) => staking.products(request.language),
  });
  apiRoute(app, {
    path: '/api/Finance/transferIn',
    auth: PLAYER,
    tags: TAGS,
    summary:
      'Moves cash into a new staking position (3070 1050 2057 3001 1033 1001 3074 3071 3072 1069 3062 3073 1025)',
    body: stakingTransferInBodyShape,
    handler: (request) => staking.transferIn(playerIdOf(request), request.body, request.language),
  });
  apiRoute(app, {
    path: '/api/Finance/positions',
    auth: PLAYER,
    tags: TAGS,
    summary: "The player's staking positions, newest first, with totals",
    body: stakingPositionsBodyShape,
    handler: (request) => staking.positions(playerIdOf(request), request.body, request.language),
  });
  apiRoute(app, {
    path: '/api/Finance/position',
    auth: PLAYER,
    tags: TAGS,
    summary: "One of the player's positions with every accrued day (3003 otherwise)",
    body: stakingPositionBodyShape,
    handler: (request) => staking.position(playerIdOf(request), request.body.id, request.language),
  });
  apiRoute(app, {
    path: '/api/Finance/proceeds',
    auth: PLAYER,
    tags: TAGS,
    summary: 'Daily interest paid to the player, newest first, optionally for one position (3003)',
    body: stakingProceedsBodyShape,
    handler: (request) => staking.proceeds(playerIdOf(request), request.body),
  });
}
