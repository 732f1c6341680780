import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, EmptyState, ErrorState, ListIcon, LoadingState, Page } from '../../components/ui';
import { useArticleList } from './api/articles';
import './content.css';

/** `/help/list`: the published help and news articles (category 9); each opens `/help/:id`. */
export default function HelpListPage() {
  const { t } = useTranslation();
  const articles = useArticleList(9);

  let content;
  if (articles.isError) {
    content = (
      <ErrorState
        title={t('content.help.failed')}
        onRetry={() => void articles.refetch()}
        retrying={articles.isFetching}
      />
    );
  } else if (!articles.data) {
    content = <LoadingState />;
  } else if (articles.data.list.length === 0) {
    content = <EmptyState icon={<ListIcon size={40} />} title={t('content.help.empty')} />;
  } else {
    content = (
      <ul className="fr-help-list">
        {articles.data.list.map((article) => (
          <li key={article.id}>
            <Link className="fr-help-list__row" to={`/help/${article.id}`}>
              {article.img && <img className="fr-help-list__img" src={article.img} alt="" loading="lazy" />}
              <span className="fr-help-list__title">{article.title}</span>
              <ChevronRightIcon size={20} />
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return <Page title={t('content.help.title')}>{content}</Page>;
}
