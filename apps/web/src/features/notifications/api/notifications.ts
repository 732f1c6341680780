import { notificationsEndpoints, type NotificationsPage, type PlayerNotification } from '@fairround/shared';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { notificationKeys } from '../../../lib/notifications';
import { useSession } from '../../../lib/session';

const PAGE_SIZE = 20;

/** `POST /api/Notice/list`: newest first, older pages by `before` (a notice id). */
export function useNotificationsList() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(token),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        notificationsEndpoints.list,
        { limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        { toast: false, signal },
      ),
    getNextPageParam: (page) => page.nextBefore,
    // Notices may have come while the list was not on screen (only the badge was listening).
    refetchOnMount: 'always',
  });
}

/** Every loaded notice, newest first. */
export function noticesOf(data: InfiniteData<NotificationsPage, unknown> | undefined): PlayerNotification[] {
  return data ? data.pages.flatMap((page) => page.list) : [];
}

/** Marks notices read (one tapped, or all); the badge and the list follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      ids === 'all'
        ? apiCall(notificationsEndpoints.markAllRead, {}, { toast: false })
        : apiCall(notificationsEndpoints.markRead, { ids }, { toast: false }),
    onSuccess: (answer, ids) => {
      queryClient.setQueryData(notificationKeys.unread(token), answer);
      queryClient.setQueryData<InfiniteData<NotificationsPage, number | null>>(notificationKeys.list(token), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread: answer.unread,
                list: page.list.map((notice) =>
                  ids === 'all' || ids.includes(notice.id) ? { ...notice, read: true } : notice,
                ),
              })),
            }
          : data,
      );
    },
  });
}
