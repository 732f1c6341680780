import { profileEndpoints } from '@fairround/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { accountKeys } from '../../../lib/user-info';
import type { PhoneChangeValues } from '../account-rules';

/** Profile edits refresh the player's info (nickname, masked phone) wherever it shows. */
function useRefreshUserInfo() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
}

/** `Profile/nickname`: 3082 rules, 3083 taken, 3084 too many changes. */
export function useChangeNicknameMutation() {
  const refresh = useRefreshUserInfo();
  return useMutation({
    mutationFn: (nickname: string) =>
      apiCall(profileEndpoints.changeNickname, { nickname }, { toast: false }),
    onSuccess: refresh,
  });
}

/** `Profile/phone_code_old`: a code to the registered phone (2051 cooldown, caps). */
export function useSendOldPhoneCodeMutation() {
  return useMutation({
    mutationFn: () => apiCall(profileEndpoints.phoneCodeOld, {}, { toast: false }),
  });
}

/** `Profile/phone_code_new`: a code to the new phone (2050 malformed, 3085 the player's own). */
export function useSendNewPhoneCodeMutation() {
  return useMutation({
    mutationFn: (phone: { quhao: string; mobile: string }) =>
      apiCall(profileEndpoints.phoneCodeNew, phone, { toast: false }),
  });
}

/** `Profile/phone`: both codes and the login password move the account; other sessions end. */
export function useChangePhoneMutation() {
  const refresh = useRefreshUserInfo();
  return useMutation({
    mutationFn: (values: PhoneChangeValues & { quhao: string }) =>
      apiCall(profileEndpoints.changePhone, values, { toast: false }),
    onSuccess: refresh,
  });
}
