import type { ArticleCategory } from '@fairround/shared';
import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { articleReads, articles } from './content.tables.js';

export type ArticleRow = typeof articles.$inferSelect;

/** Player-facing order: the console's sort first, then the newest publication. */
const PLAYER_ORDER = [asc(articles.sort), desc(articles.publishedAt), desc(articles.id)];

export async function findPublished(db: Executor, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.published, true)));
  return row;
}

export async function listPublished(
  db: Executor,
  category: ArticleCategory,
  page: { offset: number; limit: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = and(eq(articles.category, category), eq(articles.published, true));
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(...PLAYER_ORDER)
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(articles).where(where);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Which of these articles the player has opened. */
export async function readIdsAmong(db: Executor, playerId: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articleReads.articleId })
    .from(articleReads)
    .where(and(eq(articleReads.playerId, playerId), inArray(articleReads.articleId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Marks an article read once; the first opening's time is kept. */
export async function markRead(db: Executor, playerId: string, articleId: number, at: Date): Promise<void> {
  await db.insert(articleReads).values({ playerId, articleId, readAt: at }).onConflictDoNothing();
}

/** Published articles per category that the player has not opened yet. */
export async function unreadCounts(db: Executor, playerId: string): Promise<Record<ArticleCategory, number>> {
  const rows = await db
    .select({ category: articles.category, unread: count() })
    .from(articles)
    .where(
      and(
        eq(articles.published, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(articleReads)
            .where(and(eq(articleReads.articleId, articles.id), eq(articleReads.playerId, playerId))),
        ),
      ),
    )
    .groupBy(articles.category);
  const counts: Record<ArticleCategory, number> = { 9: 0, 14: 0 };
  for (const row of rows)
    if (row.category === 9 || row.category === 14) counts[row.category] = Number(row.unread);
  return counts;
}
