import type { UiLanguage } from '@fairround/shared';
import type { articles } from './content.tables.js';

type ArticleRow = typeof articles.$inferSelect;
export type ArticleTexts = { title: string; content: string };

/** Where each language's texts live in a row. */
const COLUMNS: Record<UiLanguage, { title: keyof ArticleRow; content: keyof ArticleRow }> = {
  vi: { title: 'titleVi', content: 'contentVi' },
  'en-US': { title: 'titleEn', content: 'contentEn' },
  'zh-CN': { title: 'titleChs', content: 'contentChs' },
  'zh-TW': { title: 'titleCht', content: 'contentCht' },
};

/** The column holding an article's title in `language`. */
export function titleColumn(language: UiLanguage): keyof ArticleRow {
  return COLUMNS[language].title;
}

/**
 * The order languages are tried in when the asked one was left empty: the asked one, then English
 * (the console's usual first draft), Vietnamese (the default language), then the two Chinese
 * scripts, each closest to the other first.
 */
export function fallbackOrder(language: UiLanguage): UiLanguage[] {
  const tail: UiLanguage[] =
    language === 'zh-TW'
      ? ['zh-CN', 'en-US', 'vi']
      : language === 'zh-CN'
        ? ['zh-TW', 'en-US', 'vi']
        : ['en-US', 'vi', 'zh-CN', 'zh-TW'];
  return [language, ...tail.filter((candidate) => candidate !== language)];
}

/**
 * The title and body a player reading `language` sees, and the language they are really in.
 * Title and body come from the same language (the first with a title), so a reader never gets an
 * English title over a Chinese body; a body left empty there falls back on its own.
 */
export function textsFor(row: ArticleRow, language: UiLanguage): ArticleTexts & { language: UiLanguage } {
  const order = fallbackOrder(language);
  const chosen = order.find((candidate) => String(row[COLUMNS[candidate].title]).trim() !== '') ?? language;
  const bodyLanguage =
    [chosen, ...order].find((candidate) => String(row[COLUMNS[candidate].content]).trim() !== '') ?? chosen;
  return {
    title: String(row[COLUMNS[chosen].title]),
    content: String(row[COLUMNS[bodyLanguage].content]),
    language: chosen,
  };
}
