import {
  verificationAdminEndpoints as endpoints,
  type AdminVerificationDecision,
  type MoneyActionOtp,
  type VerificationFileKind,
  type VerificationSettingsUpdate,
} from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';
import { verificationKeys } from '../../lib/verification';

/**
 * The verification page's own calls (docs/verification.md); the list is in lib/verification.ts
 * because the player page reads it too. Deciding and changing the settings carry the staff's
 * current two-factor code in `otp`.
 */

/**
 * One file's bytes. Every load is a view the server records in the audit log, so it is asked
 * once while the review is open and dropped as soon as it closes (no copy of an identity
 * document stays in memory), and a failure is not retried behind the operator's back.
 */
export const verificationFileQuery = (id: string, kind: VerificationFileKind) =>
  queryOptions({
    queryKey: [...verificationKeys.all, 'file', id, kind] as const,
    queryFn: ({ signal }) => apiCall(endpoints.file, { id, kind }, { signal, toast: false }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useVerificationFile(id: string, kind: VerificationFileKind, enabled: boolean) {
  return useQuery({ ...verificationFileQuery(id, kind), enabled });
}

export function useVerificationSettings() {
  return useQuery({
    queryKey: verificationKeys.settings(),
    queryFn: ({ signal }) => apiCall(endpoints.settings, {}, { signal, toast: false }),
  });
}

/** A decision refreshes the lists (after a refusal too: 3110 means someone decided first). */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminVerificationDecision & MoneyActionOtp) =>
      apiCall(endpoints.decide, input, { toast: false }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

export function useUpdateVerificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerificationSettingsUpdate & MoneyActionOtp) =>
      apiCall(endpoints.updateSettings, input, { toast: false }),
    onSuccess: (saved) => {
      queryClient.setQueryData(verificationKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
