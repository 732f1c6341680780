import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button, EmptyState, ErrorState, LoadingState } from './ui';
import './paged-list.css';

/** What a paged list reads of a `useInfiniteQuery` result whose pages each carry a `list`. */
export type PagedQuery<Item> = {
  data: { pages: { list: Item[] }[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
};

export type PagedListProps<Item> = {
  query: PagedQuery<Item>;
  /** The list's accessible name. */
  label: string;
  failedTitle: string;
  loadingLabel?: string;
  empty: ComponentProps<typeof EmptyState>;
  loadMoreLabel: string;
  endLabel: string;
  listClassName: string;
  moreClassName?: string;
  /**
   * Whether the next page also loads when the end of the list scrolls into view; the button
   * does the same for keyboards and browsers without observers.
   */
  loadOnScroll?: boolean;
  /** One row, with its key. */
  renderItem: (item: Item) => ReactNode;
};

/**
 * An infinite list's shell: the failed, loading and empty states, the rows of every page loaded
 * so far (newest first, as the server sends them), and "Load more" or the end of the list.
 */
export function PagedList<Item>({
  query,
  label,
  failedTitle,
  loadingLabel,
  empty,
  loadMoreLabel,
  endLabel,
  listClassName,
  moreClassName = 'fr-paged-list__more',
  loadOnScroll = true,
  renderItem,
}: PagedListProps<Item>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    if (!loadOnScroll || !element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadOnScroll, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError && !query.data) {
    return (
      <ErrorState title={failedTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (!query.data) return <LoadingState label={loadingLabel} />;
  const items = query.data.pages.flatMap((page) => page.list);
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <ul className={listClassName} aria-label={label}>
        {items.map((item) => renderItem(item))}
      </ul>
      <div ref={sentinel} className={moreClassName}>
        {hasNextPage ? (
          <Button variant="ghost" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {loadMoreLabel}
          </Button>
        ) : (
          <span>{endLabel}</span>
        )}
      </div>
    </>
  );
}
