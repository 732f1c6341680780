import type { AdminInvitationsPage, AdminInvitationsQuery, AdminInvitationState } from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

export const invitationKeys = {
  all: ['admin', 'invitations'] as const,
  list: (query: AdminInvitationsQuery) => [...invitationKeys.all, 'list', query] as const,
};

export const invitationListQuery = (query: AdminInvitationsQuery) =>
  queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: ({ signal }) =>
      apiPost<AdminInvitationsPage>('/api/admin/invitations/list', query, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });

export function useInvitationList(query: AdminInvitationsQuery) {
  return useQuery(invitationListQuery(query));
}

/** Every write changes the list and adds an audit entry. */
function useInvalidateAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

export function useCreateHouseCode() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (code: string) =>
      apiPost<AdminInvitationState>('/api/admin/invitations/create', { code }, { toast: false }),
    onSuccess: invalidate,
  });
}

export function useSetCodeEnabled() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) =>
      apiPost<AdminInvitationState>(
        enabled ? '/api/admin/invitations/enable' : '/api/admin/invitations/disable',
        {
          code,
        },
      ),
    onSuccess: invalidate,
  });
}
