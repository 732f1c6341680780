import type { UiLanguage } from '@fairround/shared';
import type { Executor } from '../../platform/db/database.js';
import { rowsByIds } from '../../platform/db/rows-by-ids.js';
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
  const titles = new Map<number, string>();
  for (const row of await rowsByIds(executor, articles, ids)) {
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
