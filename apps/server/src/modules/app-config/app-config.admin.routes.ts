import { appConfigAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import type { SiteLinksService } from './site-links.service.js';

/** Site configuration is the owner's, like the cashier settings (PRODUCT.md §10). */
const OWNER = { kind: 'staff', roles: ['owner'] } as const;
/** The support link is where players go for help with payments: changing it is step-up. */
const OWNER_STEP_UP = { kind: 'staff', roles: ['owner'], stepUp: true } as const;
const TAGS = ['admin', 'app'];

/** Console calls for the app store links and the external support link. */
export function registerAppConfigAdminRoutes(app: FastifyInstance, links: SiteLinksService): void {
  apiRoute(app, {
    endpoint: appConfigAdminEndpoints.links,
    auth: OWNER,
    tags: TAGS,
    summary: 'Android and iOS app links and the external support link (null = unset)',
    handler: () => links.get(),
  });
  apiRoute(app, {
    endpoint: appConfigAdminEndpoints.updateLinks,
    auth: OWNER_STEP_UP,
    tags: TAGS,
    summary: 'Sets the three links: https addresses, empty to unset (1001); audited',
    handler: (request) => {
      // Only the three links: the body also carries the envelope's token and lang.
      const { android, ios, support } = request.body;
      return links.update(actorOf(request), { android, ios, support });
    },
  });
}
