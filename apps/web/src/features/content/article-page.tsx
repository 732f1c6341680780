import { ErrorCode } from '@fairround/shared';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { EmptyState, ErrorState, LoadingState, Page } from '../../components/ui';
import { useArticleDetail } from './api/articles';
import { ArticleView } from './components/ArticleView';
import './content.css';

/** `/help/:id` and `/info/:id`: one published article in the chosen language (with fallback). */
export default function ArticlePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const article = useArticleDetail(id);
  // The header names the section; the article's own title is the heading of the content.
  const section = useLocation().pathname.toLowerCase().startsWith('/help/')
    ? t('content.help.title')
    : t('content.article.title');

  let content;
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (article.isError && isApiError(article.error) && article.error.errCode === ErrorCode.NotFound)
  ) {
    content = (
      <EmptyState title={t('content.article.notFound')} description={t('content.article.notFoundBody')} />
    );
  } else if (article.isError) {
    content = (
      <ErrorState
        title={t('content.article.failed')}
        onRetry={() => void article.refetch()}
        retrying={article.isFetching}
      />
    );
  } else if (!article.data) {
    content = <LoadingState />;
  } else {
    content = <ArticleView article={article.data} headingLevel={2} />;
  }

  return <Page title={section}>{content}</Page>;
}
