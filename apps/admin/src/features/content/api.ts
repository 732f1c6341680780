import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api';
import { auditKeys } from '../audit/api';

/** Article calls of the console (content.admin.routes.ts). Texts arrive raw, as the editor saved them. */
export type ArticleCategory = 9 | 14;

export type ArticleFields = {
  category: ArticleCategory;
  titleVi: string;
  titleEn: string;
  titleChs: string;
  titleCht: string;
  contentVi: string;
  contentEn: string;
  contentChs: string;
  contentCht: string;
  img: string | null;
  sort: number;
};

export type ConsoleArticle = ArticleFields & {
  id: number;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

export type ArticlesQuery = { category?: ArticleCategory; page: number; pageSize: number };
type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

const contentKeys = {
  all: ['content'] as const,
  list: (query: ArticlesQuery) => [...contentKeys.all, 'list', query] as const,
};

export function useArticles(query: ArticlesQuery) {
  return useQuery({
    queryKey: contentKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiPost<Paged<ConsoleArticle>>('/api/admin/content/articles/list', query, { signal }),
  });
}

/** After a change: the article list and the audit log are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

/** Creates (no id) or updates (id) an article; failures are shown in the editor. */
export function useSaveArticle() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: ArticleFields }) =>
      id === null
        ? apiPost<ConsoleArticle>('/api/admin/content/articles/create', fields, { toast: false })
        : apiPost<ConsoleArticle>('/api/admin/content/articles/update', { id, ...fields }, { toast: false }),
    onSettled: refresh,
  });
}

export function useSetPublished() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      apiPost<ConsoleArticle>(
        `/api/admin/content/articles/${published ? 'publish' : 'unpublish'}`,
        { id },
        { toast: false },
      ),
    onSettled: refresh,
  });
}

/** The HTML exactly as players will receive it (the server's sanitiser); changes nothing. */
export function usePreview() {
  return useMutation({
    mutationFn: (html: string) =>
      apiPost<{ html: string }>('/api/admin/content/articles/preview', { html }, { toast: false }),
  });
}
