import type { UiLanguage } from '@fairround/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { titleColumn } from './article-language.js';
import { articles } from './content.tables.js';

/**
 * Articles' titles in `language`, by article id, for other modules' read-outs (the audit log's
 * target names). An article may not be translated yet: it falls back to any title it has, and
 * one with no title at all is left out.
 */
export async function articleTitles(
  executor: Executor,
  ids: readonly number[],
  language: UiLanguage,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(articles)
    .where(inArray(articles.id, [...ids]));
  const titles = new Map<number, string>();
  for (const row of rows) {
    const title = [
      String(row[titleColumn(language)]),
      row.titleEn,
      row.titleVi,
      row.titleChs,
      row.titleCht,
    ].find((text) => text.trim() !== '');
    if (title) titles.set(row.id, title);
  }
  return titles;
}
