import type { ArticleCategory } from '@fairround/shared';

/**
 * Query keys of the articles (`POST /api/Game/getArticle*`, `/api/Content/*`). Articles change
 * with the language and with who reads them (read markers), so both are part of every key.
 */
export const contentKeys = {
  all: ['content'] as const,
  list: (category: ArticleCategory, language: string, token: string | null) =>
    [...contentKeys.all, 'list', category, language, token] as const,
  detail: (id: number, language: string, token: string | null) =>
    [...contentKeys.all, 'detail', id, language, token] as const,
  unread: (token: string | null) => [...contentKeys.all, 'unread', token] as const,
};
