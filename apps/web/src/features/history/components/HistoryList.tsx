import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/PagedList';
import { ReceiptIcon } from '../../../components/ui';
import type { useHistory } from '../api/history';
import { HistoryRow } from './HistoryRow';

type HistoryQueryResult = ReturnType<typeof useHistory>;

/** The rows of the chosen filter, newest first, the next page loading as the end comes into view. */
export function HistoryList({ history, timeZone }: { history: HistoryQueryResult; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={history}
      label={t('history.title')}
      failedTitle={t('history.failed')}
      loadingLabel={t('history.loading')}
      empty={{
        icon: <ReceiptIcon size={40} />,
        title: t('history.emptyTitle'),
        description: t('history.emptyBody'),
      }}
      loadMoreLabel={t('history.loadMore')}
      endLabel={t('history.endOfList')}
      listClassName="fr-row-list"
      renderItem={(row) => <HistoryRow key={row.id} row={row} timeZone={timeZone} />}
    />
  );
}
