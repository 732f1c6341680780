import { z } from 'zod';

/**
 * Articles (`/api/admin/content/articles/*`, content.admin.routes.ts): the four-language texts
 * as the editor saved them, a category, an image and a sort key. Times are ISO strings.
 */

/** The seed's two categories: 9 news and help, 14 announcements. */
export const ARTICLE_CATEGORIES = [9, 14] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_TITLE_MAX_LENGTH = 200;
/** Four bodies must fit the 64 KB request limit together. */
export const ARTICLE_CONTENT_MAX_LENGTH = 15_000;
export const ARTICLE_IMAGE_MAX_LENGTH = 500;
export const ARTICLE_SORT_MIN = -10_000;
export const ARTICLE_SORT_MAX = 10_000;

/** Old clients send numbers as strings; both are read. Only the seed's two categories exist. */
export const articleCategorySchema = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(9), z.literal(14)]));
export const articleIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

const title = z.string().max(ARTICLE_TITLE_MAX_LENGTH).default('');
const content = z.string().max(ARTICLE_CONTENT_MAX_LENGTH).default('');

export const adminArticleDraftBodyShape = {
  category: articleCategorySchema,
  titleVi: title,
  titleEn: title,
  titleChs: title,
  titleCht: title,
  contentVi: content,
  contentEn: content,
  contentChs: content,
  contentCht: content,
  /** An https address or a path on this site; empty clears it. */
  img: z
    .union([
      z.literal(''),
      z
        .string()
        .max(ARTICLE_IMAGE_MAX_LENGTH)
        .regex(/^(https:\/\/|\/)/),
    ])
    .nullish()
    .transform((value) => value || null),
  sort: z.coerce.number().int().min(ARTICLE_SORT_MIN).max(ARTICLE_SORT_MAX).default(0),
};
/** What the console edits and the server stores: `img` null when there is none. */
export type ArticleDraft = z.output<z.ZodObject<typeof adminArticleDraftBodyShape>>;

export const adminArticlesListBodyShape = {
  category: articleCategorySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
export type AdminArticlesQuery = z.output<z.ZodObject<typeof adminArticlesListBodyShape>>;
export const adminArticleIdBodyShape = { id: articleIdSchema };
export const adminArticleUpdateBodyShape = { id: articleIdSchema, ...adminArticleDraftBodyShape };
export const adminArticlePreviewBodyShape = { html: z.string().max(ARTICLE_CONTENT_MAX_LENGTH) };

/** An article as the console reads it: raw texts as saved, drafts included. */
export const adminArticleSchema = z.object({
  id: z.number(),
  category: z.union([z.literal(9), z.literal(14)]),
  titleVi: z.string(),
  titleEn: z.string(),
  titleChs: z.string(),
  titleCht: z.string(),
  contentVi: z.string(),
  contentEn: z.string(),
  contentChs: z.string(),
  contentCht: z.string(),
  img: z.string().nullable(),
  sort: z.number(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticlesPageSchema = z.object({
  list: z.array(adminArticleSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminArticlesPage = z.infer<typeof adminArticlesPageSchema>;
/** `articles/preview`: the HTML exactly as players will receive it. */
export const articlePreviewSchema = z.object({ html: z.string() });
export type ArticlePreview = z.infer<typeof articlePreviewSchema>;
