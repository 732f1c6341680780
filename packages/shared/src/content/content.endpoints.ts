import { defineEndpoint } from '../contract/endpoint.js';
import {
  adminArticleDraftBodyShape,
  adminArticleIdBodyShape,
  adminArticlePreviewBodyShape,
  adminArticleSchema,
  adminArticlesListBodyShape,
  adminArticlesPageSchema,
  adminArticleUpdateBodyShape,
  articlePreviewSchema,
} from '../console/articles.js';
import {
  articleDetailSchema,
  articleFirstOfBodyShape,
  articleIdBodyShape,
  articleListBodyShape,
  articlePageSchema,
  articleReadSchema,
  unreadArticlesSchema,
} from './content-schemas.js';

/** The player's article calls: the seed's three paths (§7) plus the read markers of `/message`. */
export const contentEndpoints = {
  list: defineEndpoint({
    path: '/api/Game/getArticlelist',
    auth: 'public',
    body: articleListBodyShape,
    response: articlePageSchema,
  }),
  detail: defineEndpoint({
    path: '/api/Game/getArticledetail',
    auth: 'public',
    body: articleIdBodyShape,
    response: articleDetailSchema,
  }),
  firstOf: defineEndpoint({
    path: '/api/Game/getOneclassArticle',
    auth: 'public',
    body: articleFirstOfBodyShape,
    response: articleDetailSchema,
  }),
  read: defineEndpoint({
    path: '/api/Content/read',
    auth: 'player',
    body: articleIdBodyShape,
    response: articleReadSchema,
  }),
  unread: defineEndpoint({ path: '/api/Content/unread', auth: 'player', response: unreadArticlesSchema }),
};

/** The console's articles (`/api/admin/content/...`). */
export const contentAdminEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/content/articles/list',
    auth: 'staff',
    body: adminArticlesListBodyShape,
    response: adminArticlesPageSchema,
  }),
  create: defineEndpoint({
    path: '/api/admin/content/articles/create',
    auth: 'staff',
    body: adminArticleDraftBodyShape,
    response: adminArticleSchema,
  }),
  update: defineEndpoint({
    path: '/api/admin/content/articles/update',
    auth: 'staff',
    body: adminArticleUpdateBodyShape,
    response: adminArticleSchema,
  }),
  publish: defineEndpoint({
    path: '/api/admin/content/articles/publish',
    auth: 'staff',
    body: adminArticleIdBodyShape,
    response: adminArticleSchema,
  }),
  unpublish: defineEndpoint({
    path: '/api/admin/content/articles/unpublish',
    auth: 'staff',
    body: adminArticleIdBodyShape,
    response: adminArticleSchema,
  }),
  preview: defineEndpoint({
    path: '/api/admin/content/articles/preview',
    auth: 'staff',
    body: adminArticlePreviewBodyShape,
    response: articlePreviewSchema,
  }),
};
