import type { ArticleCategory } from '@fairround/shared';
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
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * An article (seed §3): a title and an HTML body in each of the four languages — the seed's
 * `title` is Simplified Chinese, `title_yw` English, `title_ft` Traditional Chinese, `title_vi`
 * Vietnamese — in category 9 (news and help) or 14 (announcements). The stored HTML is what the
 * console saved; it is sanitised on every output, so a tightened allow-list applies to old rows.
 * Ids below 1000 are reserved for the built-in articles (26 is the introduction the home quick
 * menu links to); the console's articles are numbered from 1000.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    // The check below keeps it to the two categories.
    category: integer('category').$type<ArticleCategory>().notNull(),
    titleChs: text('title_chs').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    titleCht: text('title_cht').notNull().default(''),
    titleVi: text('title_vi').notNull().default(''),
    contentChs: text('content_chs').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    contentCht: text('content_cht').notNull().default(''),
    contentVi: text('content_vi').notNull().default(''),
    img: text('img'),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('articles_category_idx').on(table.category, table.published, table.sort),
    check('articles_category_known', sql`${table.category} in (9, 14)`),
    check(
      'articles_has_title',
      sql`(${table.titleChs} <> '' or ${table.titleEn} <> '' or ${table.titleCht} <> '' or ${table.titleVi} <> '')`,
    ),
  ],
);

/** One row per article a player has opened: what `/message` shows as read. */
export const articleReads = pgTable(
  'article_reads',
  {
    playerId: uuid('player_id').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.articleId] })],
);
