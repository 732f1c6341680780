import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

export type SmsCodeSent = { cooldownSeconds: number; expiresInSeconds: number };

/** `POST /api/index/sms_send`: a registration code to the phone; the answer says when to allow a resend. */
export function sendSmsCode(input: { quhao: string; mobile: string }): Promise<SmsCodeSent> {
  return apiPost<SmsCodeSent>('/api/index/sms_send', input, { toast: false });
}

export function useSendSmsCodeMutation() {
  return useMutation({ mutationFn: sendSmsCode });
}
