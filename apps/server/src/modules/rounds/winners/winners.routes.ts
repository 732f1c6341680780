import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import type { WinnersService } from './winners.service.js';

/** `/api/Game/getWinners` (public): the latest real settled wins, names masked (≤ 100). */
export function registerWinnersRoute(app: FastifyInstance, winners: WinnersService): void {
  apiRoute(app, {
    path: '/api/Game/getWinners',
    auth: { kind: 'public' },
    tags: ['game'],
    summary: 'The latest settled wins of real players (≤ 100): masked name, game, won beyond the stake, time',
    handler: (request) => winners.latest(request.language),
  });
}
