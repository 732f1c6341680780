import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/db/bytea.js';

/**
 * A home carousel slide (PRODUCT.md §2, §7), managed in the console: an optional link (a path of
 * the app or an https address), a display order and a switch. Its images, one per language, are
 * in `banner_images`; a banner without any image is never shown.
 */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('banners_order_idx').on(table.enabled, table.sort, table.id)],
);

/**
 * One banner image for one API language (`vi`, `en`, `chs`, `cht`). The bytes live in the
 * database so every instance behind a load balancer serves the same file; `sha256` names the
 * content, so its URL can be cached for a year and changes whenever the image does.
 */
export const bannerImages = pgTable(
  'banner_images',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bannerId, table.lang] }),
    index('banner_images_sha256_idx').on(table.sha256),
    check('banner_images_lang_known', sql`${table.lang} in ('vi', 'en', 'chs', 'cht')`),
    check('banner_images_mime_known', sql`${table.mime} in ('image/png', 'image/jpeg', 'image/webp')`),
  ],
);
