import { notificationsRefs } from '@fairround/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../api';
import { useSession } from '../session';
// Not the realtime kit's index: the app frame (start-up code) uses this file, and the index brings the client's code.
import type { ChannelSignal } from '@fairround/shared/realtime/client';
import { useChannel } from '@fairround/shared/realtime/react';

/** Keys carry the token so one player's notices never show under another's session. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (token: string | null) => [...notificationKeys.all, 'unread', token] as const,
  list: (token: string | null) => [...notificationKeys.all, 'list', token] as const,
};

/** A lost nudge costs at most this long: the badge also asks on its own. */
const POLL_MS = 60_000;

/**
 * Unread notices for the badges (the Account tab, the bell); 0 for a visitor or while unknown.
 * The server nudges the player's `me` channel after every commit that wrote a notice, and the
 * cashier's own events mean the same; either refreshes the count and any open list.
 */
export function useNotificationsUnread(): number {
  const { token, isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: notificationKeys.unread(token),
    queryFn: ({ signal }) => apiCall(notificationsRefs.unread, {}, { toast: false, signal }),
    enabled: isLoggedIn,
    refetchInterval: POLL_MS,
  });
  useChannel(isLoggedIn ? 'me' : null, (signal: ChannelSignal) => {
    if (signal.type === 'resync' || (signal.type === 'event' && isNotificationNudge(signal.payload))) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
  });
  return isLoggedIn ? (unread.data?.unread ?? 0) : 0;
}

/** The `me` events that come with a notice: the centre's own nudge and the cashier's decisions. */
function isNotificationNudge(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || !Object.hasOwn(payload, 'type')) return false;
  const type = (payload as { type: unknown }).type;
  return type === 'notifications' || type === 'cashier';
}
