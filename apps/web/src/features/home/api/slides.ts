import type { ApiLanguage } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { homeKeys } from './home-keys';

/** One home banner (server: banners.service.ts): its image for this language, or a fallback's. */
export type Slide = { id: number; img: string; link: string | null; lang: ApiLanguage; sort: number };

/** `POST /api/Game/slide`: the console's enabled banners, in display order. */
export function useSlides() {
  const language = useLanguage();
  return useQuery({
    queryKey: homeKeys.slides(language),
    queryFn: ({ signal }) => apiPost<{ list: Slide[] }>('/api/Game/slide', {}, { toast: false, signal }),
    select: (data) => data.list,
    staleTime: 60_000,
    meta: { keepOnSessionChange: true },
  });
}
