import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { getToken } from '../../lib/session';

/** The server's roles (apps/server/src/platform/auth/route-policy.ts), in the order the console lists them. */
export const STAFF_ROLES = ['owner', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffView = { id: string; username: string; role: StaffRole; twoFactorEnabled: boolean };
export type Me = { staff: StaffView; twoFactorRequired: boolean };
export type LoginResult = Me & { token: string };

export const authKeys = { me: ['admin', 'me'] as const };

export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => apiPost<Me>('/api/admin/me', {}, { signal }),
    enabled: getToken() !== null,
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery(meQuery());
}

export function login(body: { username: string; password: string; otp?: string }): Promise<LoginResult> {
  return apiPost<LoginResult>('/api/admin/login', body, { toast: false });
}

export function logout(): Promise<null> {
  return apiPost<null>('/api/admin/logout');
}
