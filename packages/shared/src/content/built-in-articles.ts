/**
 * The ids of the help articles (category 9) the server seeds on a fresh install. The console may
 * rewrite or unpublish them, but the ids stay: the seed writes them and the player app links to
 * them (`/help/<id>`) by these numbers, so both read them from here.
 */
export const BUILT_IN_ARTICLE_IDS = {
  introduction: 26,
  rules: 27,
  responsiblePlay: 28,
  privacy: 29,
  terms: 30,
} as const;

export type BuiltInArticleName = keyof typeof BUILT_IN_ARTICLE_IDS;
