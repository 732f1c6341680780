import { accountsEndpoints, type EndpointResult } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export type SmsCodeSent = EndpointResult<typeof accountsEndpoints.smsSend>;

/** `POST /api/index/sms_send`: a registration code to the phone; the answer says when to allow a resend. */
export function sendSmsCode(input: { quhao: string; mobile: string }): Promise<SmsCodeSent> {
  return apiCall(accountsEndpoints.smsSend, input, { toast: false });
}

export function useSendSmsCodeMutation() {
  return useMutation({ mutationFn: sendSmsCode });
}
