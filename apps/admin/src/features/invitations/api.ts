import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys } from '../audit/api';

export type InvitationKind = 'house' | 'player';

export type InvitationCode = {
  code: string;
  kind: InvitationKind;
  enabled: boolean;
  createdAt: string;
  ownerPlayerId: string | null;
  ownerUsername: string | null;
  /** Players who registered with this code. */
  referrals: number;
};

export type InvitationQuery = { kind?: InvitationKind; page: number; pageSize: number };
export type InvitationPage = { list: InvitationCode[]; total: number; page: number; pageSize: number };
type CodeState = { code: string; kind: InvitationKind; enabled: boolean };

export const invitationKeys = {
  all: ['admin', 'invitations'] as const,
  list: (query: InvitationQuery) => [...invitationKeys.all, 'list', query] as const,
};

export const invitationListQuery = (query: InvitationQuery) =>
  queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: ({ signal }) =>
      apiPost<InvitationPage>('/api/admin/invitations/list', query, { signal, toast: false }),
    placeholderData: keepPreviousData,
  });

export function useInvitationList(query: InvitationQuery) {
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
      apiPost<CodeState>('/api/admin/invitations/create', { code }, { toast: false }),
    onSuccess: invalidate,
  });
}

export function useSetCodeEnabled() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ code, enabled }: { code: string; enabled: boolean }) =>
      apiPost<CodeState>(enabled ? '/api/admin/invitations/enable' : '/api/admin/invitations/disable', {
        code,
      }),
    onSuccess: invalidate,
  });
}
