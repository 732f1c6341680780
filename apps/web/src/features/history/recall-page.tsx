import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LinkButton, LoadingState, Page } from '../../components/ui';
import { useRecall } from './api/recall';
import { RecallCard } from './components/RecallCard';
import './history.css';

/** `/recall` (PRODUCT §9): the last 50 rounds the player played, each with its proof link. */
export default function RecallPage() {
  const { t } = useTranslation();
  const recall = useRecall();

  function body() {
    if (recall.isError && !recall.data) {
      return (
        <ErrorState
          title={t('history.recall.failed')}
          onRetry={() => void recall.refetch()}
          retrying={recall.isFetching}
        />
      );
    }
    if (!recall.data) return <LoadingState label={t('history.recall.loading')} />;
    if (recall.data.list.length === 0) {
      return (
        <EmptyState title={t('history.recall.emptyTitle')} description={t('history.recall.emptyBody')} />
      );
    }
    return (
      <ol className="fr-stack-list" aria-label={t('history.recall.title')}>
        {recall.data.list.map((round) => (
          <RecallCard key={round.roundId} round={round} />
        ))}
      </ol>
    );
  }

  return (
    <Page title={t('history.recall.title')}>
      <div className="fr-history-head">
        <p className="fr-history-intro">{t('history.recall.intro')}</p>
        <LinkButton variant="ghost" to="/history">
          {t('history.recall.historyLink')}
        </LinkButton>
      </div>
      {body()}
    </Page>
  );
}
