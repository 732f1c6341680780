/** One built-in article's text in one language: a plain title and its HTML body. */
export type ArticleText = { title: string; html: string };

/** One built-in article in the four languages (seed §3 fields are filled from these). */
export type BuiltInArticle = {
  id: number;
  sort: number;
  vi: ArticleText;
  en: ArticleText;
  chs: ArticleText;
  cht: ArticleText;
};
