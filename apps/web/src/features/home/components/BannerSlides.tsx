import { isBannerLink, isExternalLink } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel, type CarouselItem } from '../../../components/ui/Carousel';
import type { Slide } from '../api/slides';

/**
 * The banners themselves: loaded by BannerCarousel only when there are some, because the carousel
 * is antd-mobile's Swiper (with its gesture and animation libraries) and the link rules come with
 * zod; none of it is needed for the home screen's first render on an install without banners.
 */

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

export default function BannerSlides({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation();
  const items: CarouselItem[] = slides.map((slide, index) => {
    const label = t('home.banners.slide', { num: index + 1, total: slides.length });
    return { key: slide.id, label, content: <SlideLink slide={slide} label={label} /> };
  });
  return <Carousel className="fr-banner" label={t('home.banners.label')} items={items} />;
}
