import type { TwoFactorEnabled, TwoFactorSetup } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { authKeys } from '../../lib/query-keys';

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiPost<TwoFactorSetup>('/api/admin/2fa/setup') });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) =>
      apiPost<TwoFactorEnabled>('/api/admin/2fa/enable', { otp }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
