import { protectionAdminEndpoints } from '@fairround/shared';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../platform/http/api-route.js';
import { recordAudit } from '../admin/audit.service.js';
import { actorOf } from '../../platform/auth/console-actor.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { Database } from '../../platform/db/database.js';
import { createSettingsService } from '../settings/settings.service.js';
import { HELP_LINKS_KEY, type ProtectionService } from './protection.service.js';

const TAGS = ['admin'];
const PLAYER_READERS = { kind: 'staff', roles: ['owner', 'finance', 'support'] } as const;
const OWNER_ONLY = { kind: 'staff', roles: ['owner'] } as const;

/**
 * Console calls: a player's protection (read-only — no staff call changes a limit or lifts an
 * exclusion; each view is audited) and the help links the player's /responsible page lists.
 */
export function registerProtectionAdminRoutes(app: FastifyInstance, { db, protection }: { db: Database; protection: ProtectionService }): void {
  apiRoute(app, {
    endpoint: protectionAdminEndpoints.player,
    auth: PLAYER_READERS,
    tags: TAGS,
    summary: "A player's limits with pending changes, exclusions with dates, reality check and recent sessions; audited",
    handler: async (request) => {
      const view = await protection.consoleView(request.body.userId);
      await recordAudit(db, auditEntry(actorOf(request), { action: 'protection.view', targetType: 'player', targetId: request.body.userId }));
      return view;
    },
  });
  apiRoute(app, {
    endpoint: protectionAdminEndpoints.helpLinks,
    auth: PLAYER_READERS,
    tags: TAGS,
    summary: 'The help organisations listed on the player\'s /responsible page',
    handler: async () => ({ links: await protection.helpLinks() }),
  });
  apiRoute(app, {
    endpoint: protectionAdminEndpoints.updateHelpLinks,
    auth: OWNER_ONLY,
    tags: TAGS,
    summary: 'Replaces the help links (name + https address, at most 12); audited',
    handler: async (request) => {
      const before = await protection.helpLinks();
      const links = request.body.links.map((link) => ({ name: link.name.trim(), url: link.url.trim() }));
      await db.transaction(async (tx) => {
        await createSettingsService({ db: tx }).set(HELP_LINKS_KEY, links);
        await recordAudit(tx, auditEntry(actorOf(request), { action: 'protection.helpLinks.update', targetType: 'settings', targetId: HELP_LINKS_KEY, before, after: links }));
      });
      return { links };
    },
  });
}
