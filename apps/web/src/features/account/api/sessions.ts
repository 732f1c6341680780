import { playerSessionsEndpoints } from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { accountKeys } from '../../../lib/user-info';

export const sessionKeys = { list: () => [...accountKeys.all, 'sessions'] as const };

/** `POST /api/Session/list`: the player's live sessions, this device's first. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => apiCall(playerSessionsEndpoints.list, {}, { toast: false, signal }),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** `POST /api/Session/end`: logs one device out. A refusal (e.g. it had already ended) is a toast. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(playerSessionsEndpoints.end, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
  });
}

/** `POST /api/Session/endOthers`: logs out every device but this one; answers how many. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(playerSessionsEndpoints.endOthers, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
  });
}
