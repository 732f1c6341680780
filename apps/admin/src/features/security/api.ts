import { adminEndpoints, type StaffChangePasswordInput } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';
import { rememberTwoFactor } from '../../lib/session';

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiCall(adminEndpoints.setupTwoFactor, {}) });
}

/**
 * Turns two-factor on. The login form asks this account for its code up front from then on: that
 * is remembered here, not in a `mutate` callback, which never runs once the form has unmounted
 * (the refreshed who-am-I replaces the form, sometimes before the callback's turn).
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otp }: { otp: string; username: string | undefined }) =>
      apiCall(adminEndpoints.enableTwoFactor, { otp }, { toast: false }),
    onSuccess: (_answer, { username }) => {
      if (username) rememberTwoFactor(username);
      return queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}

export const ownSessionsKey = ['admin', 'me', 'sessions'] as const;

/** The signed-in staff's live sessions (not asked while a temporary password must be replaced). */
export function useOwnSessions(enabled: boolean) {
  return useQuery({
    queryKey: ownSessionsKey,
    queryFn: ({ signal }) => apiCall(adminEndpoints.ownSessions, {}, { signal }),
    enabled,
  });
}

/** Errors show in the form; success refreshes who-am-I (a temporary password is gone) and the sessions. */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffChangePasswordInput) =>
      apiCall(adminEndpoints.changeOwnPassword, input, { toast: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
        queryClient.invalidateQueries({ queryKey: ownSessionsKey }),
      ]),
  });
}
