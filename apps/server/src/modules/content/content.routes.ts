import { contentEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { ArticlesService } from './articles.service.js';

const PUBLIC = { kind: 'public' } as const;
const PLAYER = { kind: 'player' } as const;
const TAGS = ['content'];

/** The player's article calls: the seed's three paths (§7) plus the read markers of `/message`. */
export function registerContentRoutes(app: FastifyInstance, articles: ArticlesService): void {
  apiRoute(app, {
    endpoint: contentEndpoints.list,
    auth: PUBLIC,
    tags: TAGS,
    summary:
      'Published articles of category 9 (news/help) or 14 (announcements), in the asked language with fallback',
    handler: (request) => articles.list(request.body, request.language, request.player?.playerId ?? null),
  });
  apiRoute(app, {
    endpoint: contentEndpoints.detail,
    auth: PUBLIC,
    tags: TAGS,
    summary: 'One published article with the seed’s four language fields (3003); marks it read for a player',
    handler: (request) =>
      articles.detail(request.body.id, request.language, request.player?.playerId ?? null),
  });
  apiRoute(app, {
    endpoint: contentEndpoints.firstOf,
    auth: PUBLIC,
    tags: TAGS,
    summary: 'The first published article of a category (`type` 9 or 14) in list order (3003 when empty)',
    handler: (request) =>
      articles.firstOf(request.body.type, request.language, request.player?.playerId ?? null),
  });
  apiRoute(app, {
    endpoint: contentEndpoints.read,
    auth: PLAYER,
    tags: TAGS,
    summary: 'Marks a published article read for the player (3003)',
    handler: (request) => articles.markRead(playerIdOf(request), request.body.id),
  });
  apiRoute(app, {
    endpoint: contentEndpoints.unread,
    auth: PLAYER,
    tags: TAGS,
    summary: 'How many published news (9) and announcements (14) the player has not opened',
    handler: (request) => articles.unread(playerIdOf(request)),
  });
}
