import { FAIR_RECENT_MAX, fairEndpoints, type FairChain } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { liveChains } from '../lib/chains';

/** Query keys of the verifier, one factory so reads and refreshes cannot drift. */
export const fairKeys = {
  all: ['fairness'] as const,
  round: (roomType: number, seqno: string) => [...fairKeys.all, 'round', roomType, seqno] as const,
  latest: (roomType: number) => [...fairKeys.all, 'latest', roomType] as const,
  chains: () => [...fairKeys.all, 'chains'] as const,
};

const selectLive = (data: { list: FairChain[] }) => liveChains(data.list);

/**
 * `POST /api/Fair/chains` for every room type (no `gametype`): the chain each game draws from
 * now, with the one published after it, so a player can note the commitments before playing.
 */
export function useFairChains() {
  return useQuery({
    queryKey: fairKeys.chains(),
    queryFn: ({ signal }) => apiCall(fairEndpoints.chains, {}, { toast: false, signal }),
    select: selectLive,
    // Public: the same for every player, so logging in or out need not drop it.
    meta: { keepOnSessionChange: true },
  });
}

/** `POST /api/Fair/round`: one round's published proof inputs (seed and result only once drawn). */
export function useFairRound(target: { roomType: number; seqno: string } | null) {
  return useQuery({
    queryKey: fairKeys.round(target?.roomType ?? 0, target?.seqno ?? ''),
    queryFn: ({ signal }) =>
      apiCall(
        fairEndpoints.round,
        { gametype: target!.roomType, seqno: target!.seqno },
        { toast: false, signal },
      ),
    enabled: target !== null,
    // A round that was not drawn yet changes at its draw: ask again rather than keep it.
    staleTime: 0,
  });
}

/** `POST /api/Fair/recent`: the latest drawn rounds of a room type, newest first. */
export function fetchRecentRounds(roomType: number, limit: number = FAIR_RECENT_MAX, signal?: AbortSignal) {
  return apiCall(fairEndpoints.recent, { gametype: roomType, limit }, { toast: false, signal });
}
