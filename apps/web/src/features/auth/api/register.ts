import { accountsEndpoints, type RegisterForm, type SessionResponse } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export type RegisterInput = Required<RegisterForm>;

/** `POST /api/index/register`: creates the player and logs them in. */
export function register(input: RegisterInput): Promise<SessionResponse> {
  return apiCall(accountsEndpoints.register, input, { toast: false });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
