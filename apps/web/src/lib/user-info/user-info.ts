import { accountsRefs, type UserInfo } from '@fairround/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api';
import { useSession } from '../session';

/** Query keys of the account feature, one factory so invalidations cannot drift from reads. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'userinfo'] as const,
};

/** Named by path: the player's info loads at start-up, whose chunk stays free of zod. */
const userInfoEndpoint = accountsRefs.userInfo;

/** `POST /api/Game/getuserinfo` (contracts.md): the logged-in player's profile and balances. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  // Screens show a failed load inline; a dead session (409) still logs out in the client.
  return apiCall(userInfoEndpoint, {}, { toast: false, ...(signal ? { signal } : {}) });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.userInfo(),
    queryFn: ({ signal }) => getUserInfo(signal),
  });
}

/** The player's info, fetched only while a session token exists (seed §4: on start when logged in). */
export function useUserInfo() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...userInfoQueryOptions(), enabled: isLoggedIn });
}
