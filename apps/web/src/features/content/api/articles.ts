import { contentEndpoints, type ArticleCategory } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** Seed §2: 9 is news and help, 14 announcements. */
export type { ArticleCategory };
/** An article as the server answers it: title and sanitised HTML in the asked language or its fallback. */
export type { ArticleItem } from '@fairround/shared';

/** Articles change with the language and with who reads them (read markers). */
const contentKeys = {
  all: ['content'] as const,
  list: (category: ArticleCategory, language: string, token: string | null) =>
    [...contentKeys.all, 'list', category, language, token] as const,
  detail: (id: number, language: string, token: string | null) =>
    [...contentKeys.all, 'detail', id, language, token] as const,
  unread: (token: string | null) => [...contentKeys.all, 'unread', token] as const,
};

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

/** `POST /api/Game/getArticledetail`; opening it marks it read for a player, so unread counts refresh. */
export function useArticleDetail(id: number) {
  const language = useLanguage();
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contentKeys.detail(id, language, token),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: async ({ signal }) => {
      const article = await apiCall(contentEndpoints.detail, { id }, { toast: false, signal });
      if (token) void queryClient.invalidateQueries({ queryKey: contentKeys.unread(token) });
      return article;
    },
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
