import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, LoadingState, ReceiptIcon } from '../../../components/ui';
import type { useHistory } from '../api/history';
import { HistoryRow } from './HistoryRow';

type HistoryQueryResult = ReturnType<typeof useHistory>;

/**
 * The rows of the chosen filter, newest first. The next page loads when the end of the list
 * scrolls into view; the button does the same for keyboards and browsers without observers.
 */
export function HistoryList({ history, timeZone }: { history: HistoryQueryResult; timeZone: string }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (history.isError && !history.data) {
    return (
      <ErrorState
        title={t('history.failed')}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (!history.data) return <LoadingState label={t('history.loading')} />;
  const rows = history.data.pages.flatMap((page) => page.list);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptIcon size={40} />}
        title={t('history.emptyTitle')}
        description={t('history.emptyBody')}
      />
    );
  }
  return (
    <>
      <ul className="fr-history-list" aria-label={t('history.title')}>
        {rows.map((row) => (
          <HistoryRow key={row.id} row={row} timeZone={timeZone} />
        ))}
      </ul>
      <div ref={sentinel} className="fr-history-more">
        {hasNextPage ? (
          <Button variant="ghost" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('history.loadMore')}
          </Button>
        ) : (
          <span>{t('history.endOfList')}</span>
        )}
      </div>
    </>
  );
}
