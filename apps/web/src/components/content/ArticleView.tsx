import { isUiLanguage, LANGUAGE_NATIVE_NAMES } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import type { ArticleItem } from '../../lib/content';
import { ArticleBody, type ArticleBodyProps } from './ArticleBody';
import './article.css';

export type ArticleViewProps = {
  article: ArticleItem;
  /** The level of the article's title; `null` when its container already shows it (a sheet's title). */
  headingLevel?: 1 | 2 | null;
  onOpenArticle?: ArticleBodyProps['onOpenArticle'];
};

/** An article's title, a note when it is shown in another language (fallback), and its body. */
export function ArticleView({ article, headingLevel = 1, onOpenArticle }: ArticleViewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const shownIn =
    isUiLanguage(article.lang) && article.lang !== language ? LANGUAGE_NATIVE_NAMES[article.lang] : null;
  return (
    <article className="fr-article" lang={isUiLanguage(article.lang) ? article.lang : undefined}>
      {headingLevel !== null && <Heading className="fr-article__title">{article.title}</Heading>}
      {shownIn && <p className="fr-article__note">{t('content.article.fallback', { language: shownIn })}</p>}
      <ArticleBody html={article.content} onOpenArticle={onOpenArticle} />
    </article>
  );
}
