import { verificationAdminEndpoints, type AdminVerificationListQuery } from '@fairround/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from './api';

/**
 * Identity verifications' list (issue #26 item 4), here because two features read it: the
 * verification page's queue and the player page's tab. The page's own calls stay in its api.ts.
 */
export const verificationKeys = {
  all: ['admin', 'verification'] as const,
  lists: () => [...verificationKeys.all, 'list'] as const,
  list: (query: AdminVerificationListQuery) => [...verificationKeys.lists(), query] as const,
  settings: () => [...verificationKeys.all, 'settings'] as const,
};

export function useVerificationList(query: AdminVerificationListQuery, enabled = true) {
  return useQuery({
    queryKey: verificationKeys.list(query),
    queryFn: ({ signal }) => apiCall(verificationAdminEndpoints.list, query, { signal, toast: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
