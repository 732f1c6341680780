import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createArticlesAdminService } from './articles.admin.service.js';
import { createArticlesService } from './articles.service.js';
import { registerContentAdminRoutes } from './content.admin.routes.js';
import { registerContentRoutes } from './content.routes.js';
import { seedBuiltInArticles } from './content.seed.js';

/**
 * Articles (PRODUCT.md §7): news/help (9) and announcements (14) in four languages, sanitised on
 * output, with per-player read markers; console management audited. On ready the built-in
 * articles (introduction 26, rules, responsible play, privacy, terms) are added where missing.
 */
export function registerContentModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const { clock } = deps;
  registerContentRoutes(app, createArticlesService({ db, clock }));
  registerContentAdminRoutes(app, createArticlesAdminService({ db, clock }));
  app.addHook('onReady', async () => {
    await seedBuiltInArticles(db, clock.now());
  });
}
