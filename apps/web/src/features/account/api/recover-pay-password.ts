import { accountsEndpoints } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { accountKeys } from '../../../lib/user-info';
import type { RecoverPayPasswordValues } from '../account-rules';

/** `paypwd_code_send`: a recovery code to the player's registered phone (2051 cooldown, caps). */
export function useSendPayPasswordCodeMutation() {
  return useMutation({
    mutationFn: () => apiCall(accountsEndpoints.payPasswordCodeSend, {}, { toast: false }),
  });
}

/** `recoverpaypwd`: the new pay password with the code and the login password; other sessions end. */
export function useRecoverPayPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RecoverPayPasswordValues) =>
      apiCall(accountsEndpoints.recoverPayPassword, values, { toast: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
    },
  });
}
