import { accountsEndpoints, type SessionResponse } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export type LoginInput = { quhao: string; username: string; password: string };

/** `POST /api/Index/login` (username or phone); failures are shown inline by the form. */
export function login(input: LoginInput): Promise<SessionResponse> {
  return apiCall(accountsEndpoints.login, input, { toast: false });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
