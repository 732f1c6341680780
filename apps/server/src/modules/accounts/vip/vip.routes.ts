import { accountsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import { apiRoute } from '../../../platform/http/api-route.js';
import { createPlayersRepository } from '../players.repository.js';
import type { VipService } from './vip.service.js';

export function registerVipRoutes(
  app: FastifyInstance,
  { db, vip }: { db: Database; vip: VipService },
): void {
  apiRoute(app, {
    endpoint: accountsEndpoints.vipLevels,
    auth: { kind: 'public' },
    tags: ['accounts'],
    summary:
      'VIP levels (thresholds, daily withdrawals, privileges) and, when logged in, the player’s progress',
    handler: async (request) => {
      const player = request.player
        ? await createPlayersRepository({ db }).findById(request.player.playerId)
        : null;
      return vip.view(db, player ? { level: player.level, turnover: player.turnover } : null);
    },
  });
}
