import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, LoadingState, ReceiptIcon } from '../../../components/ui';
import type { useFundFlow } from '../api/fund-flow';
import { FundFlowRow } from './FundFlowRow';

type FundFlowQuery = ReturnType<typeof useFundFlow>;

/**
 * The entries of the chosen period, newest first. The next page loads when the end of the list
 * scrolls into view; the button does the same for keyboards and browsers without observers.
 */
export function FundFlowList({ flow, timeZone }: { flow: FundFlowQuery; timeZone: string }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = flow;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (flow.isError && !flow.data) {
    return (
      <ErrorState
        title={t('cashier.fundFlow.failed')}
        onRetry={() => void flow.refetch()}
        retrying={flow.isFetching}
      />
    );
  }
  if (!flow.data) return <LoadingState />;
  const entries = flow.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptIcon size={40} />}
        title={t('cashier.fundFlow.emptyTitle')}
        description={t('cashier.fundFlow.emptyBody')}
      />
    );
  }
  return (
    <>
      <ul className="fr-flow-list" aria-label={t('cashier.fundFlow.title')}>
        {entries.map((entry) => (
          <FundFlowRow key={entry.id} entry={entry} timeZone={timeZone} />
        ))}
      </ul>
      <div ref={sentinel} className="fr-flow-more">
        {hasNextPage ? (
          <Button variant="ghost" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('cashier.common.loadMore')}
          </Button>
        ) : (
          <span>{t('cashier.common.endOfList')}</span>
        )}
      </div>
    </>
  );
}
