import { gameEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import type { WinnersService } from './winners.service.js';

/** `gameEndpoints.winners` (public): the latest real settled wins, names masked (≤ 100). */
export function registerWinnersRoute(app: FastifyInstance, winners: WinnersService): void {
  apiRoute(app, {
    endpoint: gameEndpoints.winners,
    auth: { kind: 'public' },
    tags: ['game'],
    summary: 'The latest settled wins of real players (≤ 100): masked name, game, won beyond the stake, time',
    handler: (request) => winners.latest(request.language),
  });
}
