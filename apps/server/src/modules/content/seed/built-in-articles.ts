import type { BuiltInArticle } from './article-texts.js';
import { INTRODUCTION } from './introduction.js';
import { PRIVACY } from './privacy.js';
import { RESPONSIBLE_PLAY } from './responsible.js';
import { RULES } from './rules.js';
import { TERMS } from './terms.js';

/** The help articles a fresh install starts with (category 9), in list order. */
export const BUILT_IN_ARTICLES: readonly BuiltInArticle[] = [
  INTRODUCTION,
  RULES,
  RESPONSIBLE_PLAY,
  PRIVACY,
  TERMS,
];
