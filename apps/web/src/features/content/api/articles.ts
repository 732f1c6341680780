import { contentEndpoints, type ArticleCategory } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { contentKeys } from '../../../lib/content';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** Seed §2: 9 is news and help, 14 announcements. */
export type { ArticleCategory };
/** An article as the server answers it (its detail read is in lib/content, shared with sign-up). */
export type { ArticleItem } from '../../../lib/content';

const PAGE_SIZE = 50;

/** `POST /api/Game/getArticlelist`: the first page (50) of a category; failures render inline. */
export function useArticleList(category: ArticleCategory) {
  const language = useLanguage();
  const { token } = useSession();
  return useQuery({
    queryKey: contentKeys.list(category, language, token),
    queryFn: ({ signal }) =>
      apiCall(contentEndpoints.list, { category, page: 1, pageSize: PAGE_SIZE }, { toast: false, signal }),
  });
}

/** `POST /api/Content/unread`: per-tab unread counts of `/message`. */
export function useUnreadCounts() {
  const { token } = useSession();
  return useQuery({
    queryKey: contentKeys.unread(token),
    enabled: token !== null,
    queryFn: ({ signal }) => apiCall(contentEndpoints.unread, {}, { toast: false, signal }),
  });
}

/** `POST /api/Content/read`: an item expanded on `/message` is read; lists and counts refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(contentEndpoints.read, { id }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
