import type { SessionResponse } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

export type LoginInput = { quhao: string; username: string; password: string };

/** `POST /api/Index/login` (username or phone); failures are shown inline by the form. */
export function login(input: LoginInput): Promise<SessionResponse> {
  return apiPost<SessionResponse>('/api/Index/login', input, { toast: false });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
