import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedQuery } from './PagedList';

type Row = { id: string; name: string };

function query(pages: Row[][] | undefined, overrides: Partial<PagedQuery<Row>> = {}): PagedQuery<Row> {
  return {
    data: pages && { pages: pages.map((list) => ({ list })) },
    isError: false,
    isFetching: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    refetch: vi.fn(() => Promise.resolve()),
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function renderList(paged: PagedQuery<Row>) {
  return render(
    <PagedList
      query={paged}
      label="Rows"
      failedTitle="Could not load"
      empty={{ title: 'Nothing yet' }}
      loadMoreLabel="Load more"
      endLabel="That is all"
      listClassName="fr-row-list"
      renderItem={(row) => <li key={row.id}>{row.name}</li>}
    />,
  );
}

describe('PagedList', () => {
  it('shows the rows of every page loaded, then "Load more" while the server has another', () => {
    const paged = query([[{ id: '1', name: 'first' }], [{ id: '2', name: 'second' }]], { hasNextPage: true });
    renderList(paged);
    expect(screen.getByRole('list', { name: 'Rows' }).textContent).toBe('firstsecond');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(paged.fetchNextPage).toHaveBeenCalled();
  });

  it('says where the list ends, and shows the empty and failed states instead of rows', () => {
    renderList(query([[{ id: '1', name: 'only' }]]));
    expect(screen.getByText('That is all')).toBeTruthy();
    cleanup();
    renderList(query([[]]));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    cleanup();
    renderList(query(undefined, { isError: true }));
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
  });
});
