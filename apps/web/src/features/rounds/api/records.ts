import { BET_DAYS_MAX, gameEndpoints, type BetRecordFilter, type RoundOutcome } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { roundsKeys } from './rounds-keys';

export type { RoundOutcome } from '@fairround/shared';

/** While a round is drawn but not yet settled, `untilSettledMs` asks again this often. */
const UNSETTLED = (untilSettledMs: number | undefined) => (query: { state: { data?: RoundOutcome } }) =>
  untilSettledMs !== undefined && query.state.data !== undefined && query.state.data.state !== 'settled'
    ? untilSettledMs
    : false;

/** `POST /api/Game/current`: what the player's orders of a round paid back, and its result once drawn. */
export function useRoundOutcome(
  roomType: number,
  seqno: string | null,
  options: { untilSettledMs?: number } = {},
) {
  const { isLoggedIn } = useSession();
  return useQuery({
    refetchInterval: UNSETTLED(options.untilSettledMs),
    queryKey: roundsKeys.current(roomType, seqno ?? ''),
    queryFn: ({ signal }) =>
      apiCall(gameEndpoints.current, { gametype: roomType, gameseq: seqno ?? '' }, { toast: false, signal }),
    enabled: isLoggedIn && seqno !== null && roomType > 0,
    staleTime: 0,
  });
}

/** Orders per page: each is a card with its result and options. */
export const RECORDS_PAGE_SIZE = 10;

/**
 * `POST /api/Game/betOrders`: the player's orders, newest first, each with its round's result;
 * only those of one local day (`YYYY-MM-DD`, operator's zone) when `day` is set. The previous
 * page stays on screen while the next loads, but never another day's orders under this day's name.
 */
export function useBetOrders(filter: BetRecordFilter, page: number, day: string | null = null) {
  return useQuery({
    queryKey: [...roundsKeys.records(filter), day ?? 'every-day', page],
    queryFn: ({ signal }) =>
      apiCall(
        gameEndpoints.betOrders,
        { type: filter, page, pageSize: RECORDS_PAGE_SIZE, ...(day ? { day } : {}) },
        { toast: false, signal },
      ),
    placeholderData: (previous) => ((previous?.day ?? null) === day ? previous : undefined),
  });
}

/** `POST /api/Game/betDays`: the settled result of each of the last days (operator's zone), today first. */
export function useBetDays() {
  return useQuery({
    queryKey: roundsKeys.recordDays(BET_DAYS_MAX),
    queryFn: ({ signal }) => apiCall(gameEndpoints.betDays, { days: BET_DAYS_MAX }, { toast: false, signal }),
  });
}
