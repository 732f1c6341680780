import { ErrorCode } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useArticleDetail } from '../../lib/content';
import { EmptyState, ErrorState, LoadingState } from '../ui';
import { ArticleView, type ArticleViewProps } from './ArticleView';

export type ArticleContentProps = Omit<ArticleViewProps, 'article'> & { id: number };

/**
 * One published article by its id, in the chosen language (with fallback): a spinner while it
 * loads, "not found" for an id the server does not publish, and a failed load with a retry.
 */
export function ArticleContent({ id, ...view }: ArticleContentProps) {
  const { t } = useTranslation();
  const article = useArticleDetail(id);
  const notFound =
    article.isError && isApiError(article.error) && article.error.errCode === ErrorCode.NotFound;

  if (!Number.isInteger(id) || id <= 0 || notFound)
    return (
      <EmptyState title={t('content.article.notFound')} description={t('content.article.notFoundBody')} />
    );
  if (article.isError)
    return (
      <ErrorState
        title={t('content.article.failed')}
        onRetry={() => void article.refetch()}
        retrying={article.isFetching}
      />
    );
  if (!article.data) return <LoadingState />;
  return <ArticleView article={article.data} {...view} />;
}
