import { playerTwoFactorEndpoints } from '@fairround/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { accountKeys } from '../../../lib/user-info';

export const twoFactorKeys = { status: () => [...accountKeys.all, 'two-factor'] as const };

/** `TwoFactor/status`: off, pending its first code, or on with how many recovery codes are left. */
export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => apiCall(playerTwoFactorEndpoints.status, {}, { toast: false, signal }),
  });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/** A change of two-factor refreshes its status and the user info (its `twoFactor` flag). */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

/** `TwoFactor/setup`: a new pending secret and its otpauth link (3091 once on). */
export function useTwoFactorSetupMutation() {
  return useMutation({ mutationFn: () => apiCall(playerTwoFactorEndpoints.setup, {}, { toast: false }) });
}

/** `TwoFactor/enable`: confirms with a code; answers the recovery codes once. */
export function useTwoFactorEnableMutation() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (code: string) => apiCall(playerTwoFactorEndpoints.enable, { code }, { toast: false }),
    onSuccess: refresh,
  });
}

/** `TwoFactor/disable`: a code (or recovery code) and the login password. */
export function useTwoFactorDisableMutation() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (input: { code: string; passwd: string }) =>
      apiCall(playerTwoFactorEndpoints.disable, input, { toast: false }),
    onSuccess: refresh,
  });
}
