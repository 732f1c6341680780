import type { StaffLoginInput, StaffLoginResult, StaffMe } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { getToken } from '../../lib/session';

// Kept for features/site/access.ts, which still imports the role from here; others import shared.
export type { StaffRole } from '@fairround/shared';

export const authKeys = { me: ['admin', 'me'] as const };

export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => apiPost<StaffMe>('/api/admin/me', {}, { signal }),
    enabled: getToken() !== null,
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery(meQuery());
}

export function login(body: StaffLoginInput): Promise<StaffLoginResult> {
  return apiPost<StaffLoginResult>('/api/admin/login', body, { toast: false });
}

export function logout(): Promise<null> {
  return apiPost<null>('/api/admin/logout');
}
