import type {
  AdminFreezeInput,
  AdminPlayerDetail,
  AdminPlayersPage,
  AdminPlayersQuery,
  AdminPlayerStatusChange,
} from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys } from '../audit/api';

/** The console's player calls (accounts.admin.routes.ts); answers are the shared contract's. */

export const playerKeys = {
  all: ['admin', 'players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  list: (query: AdminPlayersQuery) => [...playerKeys.lists(), query] as const,
  detail: (userId: string) => [...playerKeys.all, 'detail', userId] as const,
};

export const playerListQuery = (query: AdminPlayersQuery) =>
  queryOptions({
    queryKey: playerKeys.list(query),
    queryFn: ({ signal }) =>
      apiPost<AdminPlayersPage>('/api/admin/players/list', query, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });

export function usePlayerList(query: AdminPlayersQuery) {
  return useQuery(playerListQuery(query));
}

export const playerDetailQuery = (userId: string) =>
  queryOptions({
    queryKey: playerKeys.detail(userId),
    queryFn: ({ signal }) =>
      apiPost<AdminPlayerDetail>('/api/admin/players/get', { userId }, { signal, toast: false }),
  });

export function usePlayerDetail(userId: string) {
  return useQuery(playerDetailQuery(userId));
}

/** Freezing or unfreezing changes the player, every list they appear in, and the audit log. */
function useStatusChange(path: '/api/admin/players/freeze' | '/api/admin/players/unfreeze') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminFreezeInput) => apiPost<AdminPlayerStatusChange>(path, input, { toast: false }),
    onSuccess: () =>
      Promise.all([
        // All player queries: lists, this player, and any referrer's page listing them.
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

export function useFreezePlayer() {
  return useStatusChange('/api/admin/players/freeze');
}

export function useUnfreezePlayer() {
  return useStatusChange('/api/admin/players/unfreeze');
}
