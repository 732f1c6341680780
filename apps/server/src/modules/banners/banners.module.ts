import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { registerBannersAdminRoutes } from './banners.admin.routes.js';
import { createBannersAdminService } from './banners.admin.service.js';
import { registerBannersRoutes } from './banners.routes.js';
import { createBannersService } from './banners.service.js';

/**
 * Home banners (PRODUCT.md §2, §7): images per language uploaded in the console and kept in the
 * database, served by content hash. A fresh install has none: the carousel then shows nothing.
 */
export function registerBannersModule(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  registerBannersRoutes(app, createBannersService({ db }));
  registerBannersAdminRoutes(app, createBannersAdminService({ db, clock: deps.clock }));
}
