import { contentAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { ArticlesAdminService } from './articles.admin.service.js';

const TAGS = ['admin', 'content'];
const EDITORS = { kind: 'staff', roles: ['owner', 'content'] } as const;

/** Console calls for articles (`/api/admin/content/...`), for owners and the content role. */
export function registerContentAdminRoutes(app: FastifyInstance, admin: ArticlesAdminService): void {
  apiRoute(app, {
    endpoint: contentAdminEndpoints.list,
    auth: EDITORS,
    tags: TAGS,
    summary: 'All articles, drafts included, last changed first',
    handler: async (request) => admin.list(request.body),
  });
  apiRoute(app, {
    endpoint: contentAdminEndpoints.create,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Creates an unpublished article (1001 without any title); audited',
    handler: async (request) => admin.create(actorOf(request), request.body),
  });
  apiRoute(app, {
    endpoint: contentAdminEndpoints.update,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Replaces an article’s texts, category, image and sort (3003, 1001); audited',
    handler: async (request) => {
      const { id, ...draft } = request.body;
      return admin.update(actorOf(request), id, draft);
    },
  });
  apiRoute(app, {
    endpoint: contentAdminEndpoints.publish,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Shows an article to players (3003); audited',
    handler: async (request) => admin.publish(actorOf(request), request.body.id),
  });
  apiRoute(app, {
    endpoint: contentAdminEndpoints.unpublish,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Hides an article from players (3003); audited',
    handler: async (request) => admin.unpublish(actorOf(request), request.body.id),
  });
  apiRoute(app, {
    endpoint: contentAdminEndpoints.preview,
    auth: EDITORS,
    tags: TAGS,
    summary: 'Answers HTML sanitised exactly as players will receive it; changes nothing',
    handler: async (request) => admin.preview(request.body.html),
  });
}
