import type { RegisterForm, SessionResponse } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

export type RegisterInput = Required<RegisterForm>;

/** `POST /api/index/register`: creates the player and logs them in. */
export function register(input: RegisterInput): Promise<SessionResponse> {
  return apiPost<SessionResponse>('/api/index/register', input, { toast: false });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
