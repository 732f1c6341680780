import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../cashier/console-actor.js';
import type { ArticlesAdminService } from './articles.admin.service.js';

const TAGS = ['admin', 'content'];
const EDITORS = { kind: 'staff', roles: ['owner', 'content'] } as const;

const category = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(9), z.literal(14)]));
const articleId = z.coerce.number().int().positive().max(2_147_483_647);
const title = z.string().max(200).default('');
/** Four bodies must fit the 64 KB request limit together. */
const content = z.string().max(15_000).default('');

const draftShape = {
  category,
  titleVi: title,
  titleEn: title,
  titleChs: title,
  titleCht: title,
  contentVi: content,
  contentEn: content,
  contentChs: content,
  contentCht: content,
  /** An https address or a path on this site; empty clears it. */
  img: z
    .union([
      z.literal(''),
      z
        .string()
        .max(500)
        .regex(/^(https:\/\/|\/)/),
    ])
    .nullish()
    .transform((value) => value || null),
  sort: z.coerce.number().int().min(-10_000).max(10_000).default(0),
};

/** Console calls for articles (`/api/admin/content/...`), for owners and the content role. */
export function registerContentAdminRoutes(app: FastifyInstance, admin: ArticlesAdminService): void {
  apiRoute(app, {
    path: '/api/admin/content/articles/list',
    auth: EDITORS,
    tags: TAGS,
    summary: 'All articles, drafts included, last changed first',
    body: {
      category: category.optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    },
    handler: async (request) => admin.list(request.body),
  });
  apiRoute(app, {
    path: '/api/admin/content/articles/create',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Creates an unpublished article (1001 without any title); audited',
    body: draftShape,
    handler: async (request) => admin.create(actorOf(request), request.body),
  });
  apiRoute(app, {
    path: '/api/admin/content/articles/update',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Replaces an article’s texts, category, image and sort (3003, 1001); audited',
    body: { id: articleId, ...draftShape },
    handler: async (request) => {
      const { id, ...draft } = request.body;
      return admin.update(actorOf(request), id, draft);
    },
  });
  apiRoute(app, {
    path: '/api/admin/content/articles/publish',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Shows an article to players (3003); audited',
    body: { id: articleId },
    handler: async (request) => admin.publish(actorOf(request), request.body.id),
  });
  apiRoute(app, {
    path: '/api/admin/content/articles/unpublish',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Hides an article from players (3003); audited',
    body: { id: articleId },
    handler: async (request) => admin.unpublish(actorOf(request), request.body.id),
  });
  apiRoute(app, {
    path: '/api/admin/content/articles/preview',
    auth: EDITORS,
    tags: TAGS,
    summary: 'Answers HTML sanitised exactly as players will receive it; changes nothing',
    body: { html: z.string().max(15_000) },
    handler: async (request) => admin.preview(request.body.html),
  });
}
