import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/states';
import { useSlides } from '../api/slides';

/** The carousel and its link rules (antd-mobile, zod): downloaded only when there are banners. */
const BannerSlides = lazy(() => import('./BannerSlides'));

/** The banner's place, the shape of a slide: while the list or the carousel's code loads. */
function BannerSkeleton() {
  return (
    <div className="fr-banner fr-banner--loading" data-testid="banner-skeleton">
      <Skeleton height="100%" />
    </div>
  );
}

/**
 * The home carousel (PRODUCT §2): the operator's banners in the reader's language. Nothing at all
 * is drawn when there are none (a fresh install) or they cannot load; a placeholder of the same
 * shape holds the place while they (or the carousel's code) load, so the page does not jump when
 * they arrive. The list is normally in before the first render (the route prefetches it).
 */
export function BannerCarousel() {
  const slides = useSlides();
  if (slides.isPending) return <BannerSkeleton />;
  const list = slides.data ?? [];
  if (list.length === 0) return null;
  return (
    <Suspense fallback={<BannerSkeleton />}>
      <BannerSlides slides={list} />
    </Suspense>
  );
}
