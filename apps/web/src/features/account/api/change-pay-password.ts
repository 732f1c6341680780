import { accountsEndpoints } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { accountKeys } from '../../../lib/user-info';
import type { PayPasswordValues } from '../account-rules';

/** `POST /api/Index/resetpaypwd`: sets the pay password, or changes it given the old one. */
export function changePayPassword(input: PayPasswordValues): Promise<null> {
  return apiCall(accountsEndpoints.changePayPassword, input, { toast: false });
}

/** After a change `noPassword2` may have flipped: the player's info is read again. */
export function useChangePayPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayPassword,
    // Not awaited: the screen can go back at once while the info reloads behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
    },
  });
}
