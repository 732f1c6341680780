import type { SiteLinks } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.js';
import { recordAudit } from '../admin/audit.service.js';
import { auditEntry } from '../../platform/audit/audit-entry.js';
import type { StaffActor } from '../../platform/auth/console-actor.js';
import { createSettingsService } from '../settings/settings.service.js';
import { APP_LINKS_KEY, SUPPORT_LINK_KEY } from './app-config.service.js';

const appLinksSchema = z.object({ android: z.string().url().nullable(), ios: z.string().url().nullable() });

/**
 * The operator's store links (shown on `/my_update`) and external support link, kept in the
 * settings table under the keys getconfig reads, so a change shows in the next getconfig.
 */
export function createSiteLinksService({ db }: { db: Database }) {
  async function read(executor: Executor): Promise<SiteLinks> {
    const settings = createSettingsService({ db: executor });
    const [appLinks, support] = await Promise.all([
      settings.get(APP_LINKS_KEY, appLinksSchema, { android: null, ios: null }),
      settings.get(SUPPORT_LINK_KEY, z.string().url().nullable(), null),
    ]);
    return { android: appLinks.android, ios: appLinks.ios, support };
  }

  return {
    get: () => read(db),

    /** Replaces all three links (null = unset); audited with the values before and after. */
    async update(actor: StaffActor, links: SiteLinks): Promise<SiteLinks> {
      return db.transaction(async (tx) => {
        const before = await read(tx);
        const settings = createSettingsService({ db: tx });
        await settings.set(APP_LINKS_KEY, { android: links.android, ios: links.ios });
        // An unset link is stored as JSON null (the column itself is not nullable).
        await settings.set(SUPPORT_LINK_KEY, links.support ?? sql`'null'::jsonb`);
        await recordAudit(
          tx,
          auditEntry(actor, { action: 'site.links.update', targetType: 'settings', targetId: 'site.links', before, after: links }),
        );
        return links;
      });
    },
  };
}

export type SiteLinksService = ReturnType<typeof createSiteLinksService>;
