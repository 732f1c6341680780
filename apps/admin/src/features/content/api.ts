import {
  contentAdminEndpoints as endpoints,
  type AdminArticlesQuery,
  type ArticleDraft,
} from '@fairround/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

/** Article calls of the console (content.admin.routes.ts). Texts arrive raw, as the editor saved them. */

const contentKeys = {
  all: ['content'] as const,
  list: (query: AdminArticlesQuery) => [...contentKeys.all, 'list', query] as const,
};

export function useArticles(query: AdminArticlesQuery) {
  return useQuery({
    queryKey: contentKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiCall(endpoints.list, query, { signal }),
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
    mutationFn: ({ id, fields }: { id: number | null; fields: ArticleDraft }) =>
      id === null
        ? apiCall(endpoints.create, fields, { toast: false })
        : apiCall(endpoints.update, { id, ...fields }, { toast: false }),
    onSettled: refresh,
  });
}

export function useSetPublished() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      apiCall(published ? endpoints.publish : endpoints.unpublish, { id }, { toast: false }),
    onSettled: refresh,
  });
}

/** The HTML exactly as players will receive it (the server's sanitiser); changes nothing. */
export function usePreview() {
  return useMutation({
    mutationFn: (html: string) => apiCall(endpoints.preview, { html }, { toast: false }),
  });
}
