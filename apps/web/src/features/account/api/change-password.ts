import { accountsEndpoints } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { LoginPasswordValues } from '../account-rules';

/** `POST /api/Index/repasswd`: the server ends every other session of the player on success. */
export function changeLoginPassword(input: LoginPasswordValues): Promise<null> {
  return apiCall(accountsEndpoints.changePassword, input, { toast: false });
}

export function useChangeLoginPasswordMutation() {
  return useMutation({ mutationFn: changeLoginPassword });
}
