import { isBannerLink, isExternalLink } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel, Skeleton, type CarouselItem } from '../../../components/ui';
import { useSlides, type Slide } from '../api/slides';

/** A slide's image, wrapped in its link: a screen of the app, or an https page in a new tab. */
function SlideLink({ slide, label }: { slide: Slide; label: string }) {
  const image = <img className="fr-banner__image" src={slide.img} alt={label} draggable={false} />;
  const link = slide.link && isBannerLink(slide.link) ? slide.link : null;
  if (!link) return image;
  if (isExternalLink(link)) {
    return (
      <a className="fr-banner__link" href={link} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link className="fr-banner__link" to={link}>
      {image}
    </Link>
  );
}

/**
 * The home carousel (PRODUCT §2): the operator's banners in the reader's language. Nothing at all
 * is drawn when there are none (a fresh install) or they cannot load; a placeholder of the same
 * shape holds the place while they load, so the page does not jump when they arrive.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const slides = useSlides();
  if (slides.isPending) {
    return (
      <div className="fr-banner fr-banner--loading" data-testid="banner-skeleton">
        <Skeleton height="100%" />
      </div>
    );
  }
  const list = slides.data ?? [];
  if (list.length === 0) return null;
  const items: CarouselItem[] = list.map((slide, index) => {
    const label = t('home.banners.slide', { num: index + 1, total: list.length });
    return { key: slide.id, label, content: <SlideLink slide={slide} label={label} /> };
  });
  return <Carousel className="fr-banner" label={t('home.banners.label')} items={items} />;
}
