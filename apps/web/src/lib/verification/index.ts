import { verificationEndpoints, type VerificationStatus } from '@fairround/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelSignal } from '@fairround/shared/realtime/client';
import { useChannel } from '@fairround/shared/realtime/react';
import { apiCall } from '../api';
import { useSession } from '../session';

/**
 * The player's identity verification status (issue #26 item 4). It lives here, not in the
 * verification feature, because the withdraw page gates its form on it too and features do not
 * import each other.
 */
export const verificationKeys = {
  all: ['verification'] as const,
  status: () => [...verificationKeys.all, 'status'] as const,
};

/** `Verification/status`: state, the operator's requirement and the draft being prepared. */
export function verificationStatusQueryOptions() {
  return queryOptions({
    queryKey: verificationKeys.status(),
    queryFn: ({ signal }) => apiCall(verificationEndpoints.status, {}, { toast: false, signal }),
  });
}

export function useVerificationStatus() {
  return useQuery(verificationStatusQueryOptions());
}

/** Every write answers the whole status, so it replaces the cached one without a refetch. */
export function useSetVerificationStatus() {
  const queryClient = useQueryClient();
  return (status: VerificationStatus) => queryClient.setQueryData(verificationKeys.status(), status);
}

/** A withdrawal changes how much more may be withdrawn before verification is needed. */
export function useRefreshVerificationStatus() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
}

/** The `me` event the server sends after writing a notice (finance's decision comes with one). */
function isNoticeNudge(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { type?: unknown }).type === 'notifications'
  );
}

/**
 * Refreshes the status when a notice arrives (or the connection resynced), so a screen that
 * shows it (the verification page, the withdraw gate) turns from "being checked" to the
 * decision without a reload.
 */
export function useVerificationLive(): void {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  useChannel(isLoggedIn ? 'me' : null, (signal: ChannelSignal) => {
    if (signal.type === 'resync' || (signal.type === 'event' && isNoticeNudge(signal.payload))) {
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    }
  });
}
