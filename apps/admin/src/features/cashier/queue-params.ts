import { DEPOSIT_SEARCH_MAX } from '@fairround/shared';
import type { PickedPlayer } from '../../components/player-picker';

/**
 * A queue's filters live in the address (status tab, player, page), so a reload, the back
 * button or a link from the dashboard opens the same view. Pending is the default tab: it is
 * the work waiting to be done.
 */
export const PAGE_SIZES = [20, 50, 100];

export type QueueParams<S extends string> = {
  tab: S | 'all';
  player: PickedPlayer | null;
  awaitingSecondApproval: boolean;
  /** A deposit's reference or transaction id (the deposit queue's search); '' when none. */
  search: string;
  page: number;
  pageSize: number;
};

export function readQueueParams<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
  defaultTab: S,
): QueueParams<S> {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const userId = params.get('userId');
  const tab: S | 'all' =
    status === 'all' ? 'all' : statuses.includes(status as S) ? (status as S) : defaultTab;
  return {
    tab,
    player: userId ? { id: userId, username: params.get('player') ?? userId } : null,
    awaitingSecondApproval: params.get('awaiting') === '1',
    search: (params.get('search') ?? '').trim().slice(0, DEPOSIT_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : (PAGE_SIZES[0] ?? 20),
  };
}

export function writeQueueParams<S extends string>(query: QueueParams<S>, defaultTab: S): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tab !== defaultTab) params.set('status', query.tab);
  if (query.player) {
    params.set('userId', query.player.id);
    params.set('player', query.player.username);
  }
  if (query.awaitingSecondApproval) params.set('awaiting', '1');
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(query.pageSize));
  return params;
}
