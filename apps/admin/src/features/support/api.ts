import {
  SUPPORT_STAFF_CHANNEL,
  supportAdminEndpoints as endpoints,
  type AdminSupportInboxQuery,
} from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useLiveRefresh } from '../../lib/realtime';
import { auditKeys } from '../../lib/query-keys';

/** Support inbox calls (support.admin.routes.ts). */

/**
 * New messages and status changes arrive on `staff:support` and refetch the inbox and the open
 * thread at once; only while that channel is not live (reconnecting) do they poll this often.
 */
export const INBOX_FALLBACK_REFRESH_MS = 4_000;

const supportKeys = {
  all: ['support'] as const,
  list: (query: AdminSupportInboxQuery) => [...supportKeys.all, 'list', query] as const,
  detail: (id: string) => [...supportKeys.all, 'detail', id] as const,
};

/** Keeps every support query fresh from `staff:support`; the poll interval for the fallback. */
function useLiveSupport() {
  return useLiveRefresh(SUPPORT_STAFF_CHANNEL, supportKeys.all, INBOX_FALLBACK_REFRESH_MS);
}

export function useInbox(query: AdminSupportInboxQuery) {
  return useQuery({
    queryKey: supportKeys.list(query),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveSupport(),
    queryFn: ({ signal }) => apiCall(endpoints.list, query, { signal, toast: false }),
  });
}

/** The newest page of a conversation, refreshed like the inbox. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: supportKeys.detail(id ?? ''),
    enabled: id !== null,
    refetchInterval: useLiveSupport(),
    // Only enabled with an id.
    queryFn: ({ signal }) => apiCall(endpoints.get, { id: id ?? '', limit: 50 }, { signal, toast: false }),
  });
}

/** Older messages of a conversation, before a message seq. */
export function fetchOlder(id: string, before: number) {
  return apiCall(endpoints.get, { id, before, limit: 50 });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useReply() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: { id: string; content: string; clientKey: string }) =>
      apiCall(endpoints.reply, input, { toast: false }),
    onSuccess: () => refresh(),
  });
}

export type ConversationAction = 'assign' | 'close' | 'reopen';

export function useConversationAction() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ConversationAction }) =>
      apiCall(endpoints[action], { id }, { toast: false }),
    onSuccess: () => refresh(),
  });
}
