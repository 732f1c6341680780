import { playerSessionsEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../platform/http/api-route.js';
import { playerOf } from '../request-meta.js';
import type { PlayerSessionsService } from './sessions.service.js';

const TAGS = ['accounts'];

/** The player's own sessions ("devices"): where they are logged in, and ending the others. */
export function registerSessionsRoutes(
  app: FastifyInstance,
  { sessions }: { sessions: PlayerSessionsService },
): void {
  apiRoute(app, {
    endpoint: playerSessionsEndpoints.list,
    auth: { kind: 'player' },
    tags: TAGS,
    summary:
      "The caller's live sessions with device, address and times; the calling one first, marked current",
    handler: (request) => sessions.listOwn(playerOf(request)),
  });
  apiRoute(app, {
    endpoint: playerSessionsEndpoints.end,
    auth: { kind: 'player' },
    tags: TAGS,
    summary:
      "Ends one of the caller's live sessions, the calling one too; any other id answers not found (3003)",
    handler: async (request) => {
      await sessions.endOwn(playerOf(request), request.body.id);
      return null;
    },
  });
  apiRoute(app, {
    endpoint: playerSessionsEndpoints.endOthers,
    auth: { kind: 'player' },
    tags: TAGS,
    summary: 'Ends every live session of the caller but the calling one; answers how many ended',
    handler: async (request) => ({ ended: await sessions.endOwnOthers(playerOf(request)) }),
  });
}
