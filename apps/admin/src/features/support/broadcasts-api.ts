import {
  playerMessagesAdminEndpoints as endpoints,
  type BroadcastAudience,
  type BroadcastCreateInput,
} from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

/** Broadcast calls (support.outreach.routes.ts). */

const broadcastKeys = {
  all: ['broadcasts'] as const,
  list: (page: number, pageSize: number) => [...broadcastKeys.all, 'list', page, pageSize] as const,
  audience: (audience: BroadcastAudience) => [...broadcastKeys.all, 'audience', audience] as const,
};

/** A scheduled broadcast turns to sent on the server's timer: look again while one waits. */
const SCHEDULED_REFRESH_MS = 30_000;

export function useBroadcasts(page: number, pageSize: number) {
  return useQuery({
    queryKey: broadcastKeys.list(page, pageSize),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiCall(endpoints.listBroadcasts, { page, pageSize }, { signal, toast: false }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'scheduled') ? SCHEDULED_REFRESH_MS : false,
  });
}

/** How many players the audience reaches now; null while the form's audience is incomplete. */
export function useAudienceSize(audience: BroadcastAudience | null) {
  return useQuery({
    queryKey: broadcastKeys.audience(audience ?? { kind: 'all' }),
    enabled: audience !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiCall(endpoints.audience, { audience: audience! }, { signal, toast: false }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useCreateBroadcast() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: BroadcastCreateInput) => apiCall(endpoints.createBroadcast, input, { toast: false }),
    onSuccess: invalidate,
  });
}

export function useCancelBroadcast() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiCall(endpoints.cancelBroadcast, { id }),
    onSuccess: invalidate,
  });
}
