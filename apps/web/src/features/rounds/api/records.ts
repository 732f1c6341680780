import type { BetRecord, BetRecordFilter, RoundResultView, RoundState } from '@fairround/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { roundsKeys } from './rounds-keys';

export type RoundOutcome = {
  state: RoundState | null;
  award: string;
  stake: string;
  result: RoundResultView | null;
};

/** While a round is drawn but not yet settled, `untilSettledMs` asks again this often. */
const UNSETTLED = (untilSettledMs: number | undefined) => (query: { state: { data?: RoundOutcome } }) =>
  untilSettledMs !== undefined && query.state.data !== undefined && query.state.data.state !== 'settled'
    ? untilSettledMs
    : false;

/** `POST /api/Game/current`: what the player's orders of a round paid back, and its result once drawn. */
export function useRoundOutcome(roomType: number, seqno: string | null, options: { untilSettledMs?: number } = {}) {
  const { isLoggedIn } = useSession();
  return useQuery({
    refetchInterval: UNSETTLED(options.untilSettledMs),
    queryKey: roundsKeys.current(roomType, seqno ?? ''),
    queryFn: ({ signal }) =>
      apiPost<RoundOutcome>(
        '/api/Game/current',
        { gametype: roomType, gameseq: seqno },
        { toast: false, signal },
      ),
    enabled: isLoggedIn && seqno !== null && roomType > 0,
    staleTime: 0,
  });
}

export const RECORDS_PAGE_SIZE = 20;

export type RecordsPage = {
  filter: BetRecordFilter;
  page: number;
  pageSize: number;
  total: number;
  data: BetRecord[];
};

/** `POST /api/Game/getGamelog2`: the player's bet records, one per order line, newest first. */
export function useBetRecords(filter: BetRecordFilter, page: number) {
  return useQuery({
    queryKey: [...roundsKeys.records(filter), page],
    queryFn: ({ signal }) =>
      apiPost<RecordsPage>(
        '/api/Game/getGamelog2',
        { type: filter, page, pageSize: RECORDS_PAGE_SIZE },
        { toast: false, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
