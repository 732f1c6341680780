import { z } from 'zod';
import { articleCategorySchema, articleIdSchema } from '../console/articles.js';
import { UI_LANGUAGES } from '../i18n/languages.js';

/**
 * The player's articles (seed §3, §7; docs/content.md): lists, the detail with the seed's
 * per-language fields, and the read markers of `/message`. Times are ISO strings.
 */

export const articleListBodyShape = {
  category: articleCategorySchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
};
export const articleIdBodyShape = { id: articleIdSchema };
/** `getOneclassArticle` names its category `type`, as the seed does. */
export const articleFirstOfBodyShape = { type: articleCategorySchema };

/** One article in a list, in the reader's language (with fallback), its body sanitised. */
export const articleItemSchema = z.object({
  id: z.number(),
  category: z.number(),
  title: z.string(),
  /** HTML the server already sanitised with its allow-list. */
  content: z.string(),
  /** The language the title and body are really in (differs from the asked one on fallback). */
  lang: z.enum(UI_LANGUAGES),
  img: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Whether the logged-in player opened it; null for a visitor. */
  read: z.boolean().nullable(),
});
export type ArticleItem = z.infer<typeof articleItemSchema>;

/**
 * The detail adds the seed's field names (§3): `title` Simplified Chinese, `title_yw` English,
 * `title_ft` Traditional Chinese, `title_vi` Vietnamese, and `content*` alike — each filled by
 * the same fallback, so a client that picks a field by language never shows an empty page.
 */
export const articleDetailSchema = articleItemSchema.extend({
  title_yw: z.string(),
  title_ft: z.string(),
  title_vi: z.string(),
  content_yw: z.string(),
  content_ft: z.string(),
  content_vi: z.string(),
  title_chs: z.string(),
  content_chs: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** A page of a category; `unread` is the category's unread count for a player, null for a visitor. */
export const articlePageSchema = z.object({
  list: z.array(articleItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  unread: z.number().nullable(),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

export const articleReadSchema = z.object({ id: z.number(), read: z.literal(true) });

/** Unread counts of `/message`'s tabs: news (9), announcements (14) and both. */
export const unreadArticlesSchema = z.object({
  news: z.number(),
  announcement: z.number(),
  total: z.number(),
});
export type UnreadArticles = z.infer<typeof unreadArticlesSchema>;
