import { isUiLanguage, LANGUAGE_NATIVE_NAMES } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import type { ArticleItem } from '../api/articles';
import { ArticleBody } from './ArticleBody';

/** An article's title, a note when it is shown in another language (fallback), and its body. */
export function ArticleView({ article, headingLevel = 1 }: { article: ArticleItem; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const shownIn =
    isUiLanguage(article.lang) && article.lang !== language ? LANGUAGE_NATIVE_NAMES[article.lang] : null;
  return (
    <article className="fr-article" lang={isUiLanguage(article.lang) ? article.lang : undefined}>
      <Heading className="fr-article__title">{article.title}</Heading>
      {shownIn && <p className="fr-article__note">{t('content.article.fallback', { language: shownIn })}</p>}
      <ArticleBody html={article.content} />
    </article>
  );
}
