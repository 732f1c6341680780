import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** Seed §2: 9 is news and help, 14 announcements. */
export type ArticleCategory = 9 | 14;

/** An article as the server answers it: title and body in the asked language (or its fallback). */
export type ArticleItem = {
  id: number;
  category: number;
  title: string;
  /** HTML the server already sanitised with its allow-list. */
  content: string;
  lang: string;
  img: string | null;
  publishedAt: string | null;
  /** Null for a visitor. */
  read: boolean | null;
};

export type ArticlePage = {
  list: ArticleItem[];
  total: number;
  page: number;
  pageSize: number;
  unread: number | null;
};
export type UnreadCounts = { news: number; announcement: number; total: number };

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
      apiPost<ArticlePage>(
        '/api/Game/getArticlelist',
        { category, page: 1, pageSize: PAGE_SIZE },
        { toast: false, signal },
      ),
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
      const article = await apiPost<ArticleItem>(
        '/api/Game/getArticledetail',
        { id },
        { toast: false, signal },
      );
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
    queryFn: ({ signal }) => apiPost<UnreadCounts>('/api/Content/unread', {}, { toast: false, signal }),
  });
}

/** `POST /api/Content/read`: an item expanded on `/message` is read; lists and counts refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiPost<{ id: number; read: true }>('/api/Content/read', { id }, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
