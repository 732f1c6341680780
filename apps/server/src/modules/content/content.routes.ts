import { articleCategorySchema, articleIdSchema } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../../platform/http/api-route.js';
import { playerIdOf } from '../../platform/auth/console-actor.js';
import type { ArticlesService } from './articles.service.js';

const PUBLIC = { kind: 'public' } as const;
const PLAYER = { kind: 'player' } as const;
const TAGS = ['content'];

const category = articleCategorySchema;
const articleId = articleIdSchema;

/** The player's article calls: the seed's three paths (§7) plus the read markers of `/message`. */
export function registerContentRoutes(app: FastifyInstance, articles: ArticlesService): void {
  apiRoute(app, {
    path: '/api/Game/getArticlelist',
    auth: PUBLIC,
    tags: TAGS,
    summary:
      'Published articles of category 9 (news/help) or 14 (announcements), in the asked language with fallback',
    body: {
      category,
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(20),
    },
    handler: (request) => articles.list(request.body, request.language, request.player?.playerId ?? null),
  });
  apiRoute(app, {
    path: '/api/Game/getArticledetail',
    auth: PUBLIC,
    tags: TAGS,
    summary: 'One published article with the seed’s four language fields (3003); marks it read for a player',
    body: { id: articleId },
    handler: (request) =>
      articles.detail(request.body.id, request.language, request.player?.playerId ?? null),
  });
  apiRoute(app, {
    path: '/api/Game/getOneclassArticle',
    auth: PUBLIC,
    tags: TAGS,
    summary: 'The first published article of a category (`type` 9 or 14) in list order (3003 when empty)',
    body: { type: category },
    handler: (request) =>
      articles.firstOf(request.body.type, request.language, request.player?.playerId ?? null),
  });
  apiRoute(app, {
    path: '/api/Content/read',
    auth: PLAYER,
    tags: TAGS,
    summary: 'Marks a published article read for the player (3003)',
    body: { id: articleId },
    handler: (request) => articles.markRead(playerIdOf(request), request.body.id),
  });
  apiRoute(app, {
    path: '/api/Content/unread',
    auth: PLAYER,
    tags: TAGS,
    summary: 'How many published news (9) and announcements (14) the player has not opened',
    handler: (request) => articles.unread(playerIdOf(request)),
  });
}
