import { appConfigEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { apiRoute } from '../../platform/http/api-route.js';
import { createSettingsService } from '../settings/settings.service.js';
import { registerAppConfigAdminRoutes } from './app-config.admin.routes.js';
import { createAppConfigService } from './app-config.service.js';
import { createSiteLinksService } from './site-links.service.js';

export function registerAppConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = createAppConfigService({
    config: deps.config,
    settings: createSettingsService({ db: deps.database.db }),
  });
  apiRoute(app, {
    endpoint: appConfigEndpoints.config,
    auth: { kind: 'public' },
    summary: 'Public app configuration loaded before the first screen',
    tags: ['app'],
    handler: () => service.getPublicConfig(),
  });
  registerAppConfigAdminRoutes(app, createSiteLinksService({ db: deps.database.db }));
}
