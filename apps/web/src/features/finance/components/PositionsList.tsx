import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/PagedList';
import { LinkButton, ListIcon } from '../../../components/ui';
import type { usePositions } from '../api/positions';
import { PositionCard } from './PositionCard';

/** The positions of the chosen status, newest first, a page at a time ("Load more"). */
export function PositionsList({ positions }: { positions: ReturnType<typeof usePositions> }) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={positions}
      label={t('finance.orders.listLabel')}
      failedTitle={t('finance.orders.failed')}
      loadingLabel={t('finance.orders.loading')}
      empty={{
        icon: <ListIcon size={40} />,
        title: t('finance.orders.emptyTitle'),
        description: t('finance.orders.emptyBody'),
        action: (
          <LinkButton to="/finance" variant="primary">
            {t('finance.common.allProducts')}
          </LinkButton>
        ),
      }}
      loadMoreLabel={t('finance.orders.loadMore')}
      endLabel={t('finance.orders.endOfList')}
      listClassName="fr-stack-list"
      moreClassName="fr-finance-more"
      loadOnScroll={false}
      renderItem={(position) => <PositionCard key={position.id} position={position} />}
    />
  );
}
