import type { Executor } from '../../platform/db/database.js';
import { articles } from './content.tables.js';
import { BUILT_IN_ARTICLES } from './seed/built-in-articles.js';

/**
 * Adds the built-in help articles where missing (fresh install). Idempotent and safe on several
 * instances at once; never overwrites what the console changed since, and never re-publishes an
 * article the console unpublished.
 */
export async function seedBuiltInArticles(db: Executor, now: Date): Promise<void> {
  await db
    .insert(articles)
    .values(
      BUILT_IN_ARTICLES.map((article) => ({
        id: article.id,
        category: 9 as const,
        sort: article.sort,
        titleVi: article.vi.title,
        titleEn: article.en.title,
        titleChs: article.chs.title,
        titleCht: article.cht.title,
        contentVi: article.vi.html,
        contentEn: article.en.html,
        contentChs: article.chs.html,
        contentCht: article.cht.html,
        published: true,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      })),
    )
    .onConflictDoNothing();
}
