import { accountsEndpoints } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { SmsCodeSent } from './send-sms-code';

/**
 * `POST /api/index/reset_sms_send`: a password-reset code to the phone if it has an account. The
 * answer is the same for a phone without one, so the screen never says which it was.
 */
export function sendResetCode(input: { quhao: string; mobile: string }): Promise<SmsCodeSent> {
  return apiCall(accountsEndpoints.resetSmsSend, input, { toast: false });
}

export type ResetPasswordInput = {
  quhao: string;
  mobile: string;
  captcha: string;
  password: string;
  spassword: string;
};

/** `POST /api/Index/resetpasswd`: the new login password; every session of the player ends. */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return apiCall(accountsEndpoints.resetPassword, input, { toast: false });
}

export function useSendResetCodeMutation() {
  return useMutation({ mutationFn: sendResetCode });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
