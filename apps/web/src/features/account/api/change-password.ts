import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { LoginPasswordValues } from '../account-rules';

/** `POST /api/Index/repasswd`: the server ends every other session of the player on success. */
export function changeLoginPassword(input: LoginPasswordValues): Promise<null> {
  return apiPost<null>('/api/Index/repasswd', input, { toast: false });
}

export function useChangeLoginPasswordMutation() {
  return useMutation({ mutationFn: changeLoginPassword });
}
