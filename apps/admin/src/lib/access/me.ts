import { adminEndpoints } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api';
import { authKeys } from '../query-keys';
import { getToken } from '../session';

/** The signed-in staff and their role; asked only with a session, and at most once a minute. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => apiCall(adminEndpoints.me, {}, { signal }),
    enabled: getToken() !== null,
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery(meQuery());
}
