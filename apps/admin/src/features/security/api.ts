import { adminEndpoints } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiCall(adminEndpoints.setupTwoFactor, {}) });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => apiCall(adminEndpoints.enableTwoFactor, { otp }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
