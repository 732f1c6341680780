import type {
  SupportConversationDetail,
  SupportConversationSummary,
  SupportInboxFilter,
  SupportMessage,
} from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys } from '../audit/api';

/** Support inbox calls (support.admin.routes.ts). */
export type InboxQuery = { filter: SupportInboxFilter; unreadOnly: boolean; page: number; pageSize: number };

/**
 * The inbox is refreshed on this interval: new player messages show within seconds without a
 * socket in the console (the player's side is pushed over /ws).
 */
export const INBOX_REFRESH_MS = 4_000;

const supportKeys = {
  all: ['support'] as const,
  list: (query: InboxQuery) => [...supportKeys.all, 'list', query] as const,
  detail: (id: string) => [...supportKeys.all, 'detail', id] as const,
};

export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: supportKeys.list(query),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
    queryFn: ({ signal }) =>
      apiPost<{ items: SupportConversationSummary[]; total: number }>('/api/admin/support/list', query, {
        signal,
        toast: false,
      }),
  });
}

/** The newest page of a conversation, refreshed like the inbox. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: supportKeys.detail(id ?? ''),
    enabled: id !== null,
    refetchInterval: INBOX_REFRESH_MS,
    queryFn: ({ signal }) =>
      apiPost<SupportConversationDetail>(
        '/api/admin/support/get',
        { id, limit: 50 },
        { signal, toast: false },
      ),
  });
}

/** Older messages of a conversation, before a message seq. */
export function fetchOlder(id: string, before: number) {
  return apiPost<SupportConversationDetail>('/api/admin/support/get', { id, before, limit: 50 });
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
      apiPost<SupportMessage>('/api/admin/support/reply', input, { toast: false }),
    onSuccess: () => refresh(),
  });
}

export type ConversationAction = 'assign' | 'close' | 'reopen';

export function useConversationAction() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ConversationAction }) =>
      apiPost<SupportConversationSummary>(`/api/admin/support/${action}`, { id }, { toast: false }),
    onSuccess: () => refresh(),
  });
}
