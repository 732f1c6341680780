import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/PagedList';
import { ReceiptIcon } from '../../../components/ui';
import type { useFundFlow } from '../api/fund-flow';
import { FundFlowRow } from './FundFlowRow';

type FundFlowQuery = ReturnType<typeof useFundFlow>;

/** The entries of the chosen period, newest first, the next page loading as the end comes into view. */
export function FundFlowList({ flow, timeZone }: { flow: FundFlowQuery; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={flow}
      label={t('cashier.fundFlow.title')}
      failedTitle={t('cashier.fundFlow.failed')}
      empty={{
        icon: <ReceiptIcon size={40} />,
        title: t('cashier.fundFlow.emptyTitle'),
        description: t('cashier.fundFlow.emptyBody'),
      }}
      loadMoreLabel={t('cashier.common.loadMore')}
      endLabel={t('cashier.common.endOfList')}
      listClassName="fr-row-list"
      renderItem={(entry) => <FundFlowRow key={entry.id} entry={entry} timeZone={timeZone} />}
    />
  );
}
