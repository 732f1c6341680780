import { accountsAdminEndpoints, type AdminInvitationsQuery } from '@fairround/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

export const invitationKeys = {
  all: ['admin', 'invitations'] as const,
  list: (query: AdminInvitationsQuery) => [...invitationKeys.all, 'list', query] as const,
};

export const invitationListQuery = (query: AdminInvitationsQuery) =>
  queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: ({ signal }) => apiCall(accountsAdminEndpoints.listInvitations, query, { signal, toast: false }),
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
      apiCall(accountsAdminEndpoints.createInvitation, { code }, { toast: false }),
    onSuccess: invalidate,
  });
}

export function useSetCodeEnabled() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) =>
      apiCall(enabled ? accountsAdminEndpoints.enableInvitation : accountsAdminEndpoints.disableInvitation, {
        code,
      }),
    onSuccess: invalidate,
  });
}
