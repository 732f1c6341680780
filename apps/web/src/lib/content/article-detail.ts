import { contentEndpoints } from '@fairround/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../api';
import { useLanguage } from '../i18n';
import { useSession } from '../session';
import { contentKeys } from './content-keys';

/** An article as the server answers it: title and sanitised HTML in the asked language or its fallback. */
export type { ArticleItem } from '@fairround/shared';

/**
 * `POST /api/Game/getArticledetail`, read by the article screens and by the registration's terms
 * sheet. Opening it marks it read for a player, so unread counts refresh. Failures render inline.
 */
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
