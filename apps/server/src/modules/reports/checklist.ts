import type { ChecklistItem, FirstRunChecklist } from '@fairround/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../platform/db/database.js';
import { SUPPORT_LINK_KEY } from '../app-config/app-config.service.js';
import { DEPOSIT_METHODS_KEY } from '../cashier/cashier.settings.js';
import { createSettingsService } from '../settings/settings.service.js';

const shownMethods = z.array(z.object({ enabled: z.boolean() }).passthrough());

/**
 * The first-run checklist (issue 15): what a fresh install still lacks before players can use it,
 * each item read from the real state and linked to the console screen that completes it. The
 * dashboard shows it until every item is done.
 */
export async function firstRunChecklist(db: Database): Promise<FirstRunChecklist> {
  const settings = createSettingsService({ db });
  const [[row], methods, supportUrl] = await Promise.all([
    queryRows<{ owner_2fa: boolean; house_code: boolean; banner: boolean }>(
      db,
      sql`select
            exists (select 1 from staff_users where role = 'owner' and totp_enabled and not disabled) as owner_2fa,
            exists (select 1 from invitation_codes where kind = 'house' and enabled) as house_code,
            exists (select 1 from banners b where b.enabled
                      and exists (select 1 from banner_images i where i.banner_id = b.id)) as banner`,
    ),
    settings.get(DEPOSIT_METHODS_KEY, shownMethods, []),
    settings.get(SUPPORT_LINK_KEY, z.string().url().nullable(), null),
  ]);
  const items: ChecklistItem[] = [
    { key: 'owner2fa', done: Boolean(row?.owner_2fa), path: '/security' },
    { key: 'depositMethod', done: methods.some((method) => method.enabled), path: '/cashier-settings' },
    { key: 'invitationCode', done: Boolean(row?.house_code), path: '/invitations' },
    { key: 'supportLink', done: supportUrl !== null, path: '/links' },
    { key: 'banners', done: Boolean(row?.banner), path: '/banners' },
  ];
  return { items, done: items.every((item) => item.done) };
}
