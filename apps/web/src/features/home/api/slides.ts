import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { slidesQueryOptions } from './home-queries';

export type { Slide } from './home-queries';

/** `POST /api/Game/slide`: the console's enabled banners, in display order. */
export function useSlides() {
  const language = useLanguage();
  return useQuery({ ...slidesQueryOptions(language), select: (data) => data.list });
}
