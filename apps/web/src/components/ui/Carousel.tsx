import { Swiper } from 'antd-mobile';
import './antd-setup';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import './carousel.css';

export type CarouselItem = {
  key: string | number;
  /** What a screen reader announces for the slide, e.g. "Banner 2 of 3". */
  label: string;
  content: ReactNode;
};

export type CarouselProps = {
  /** The carousel's accessible name. */
  label: string;
  items: readonly CarouselItem[];
  /** Time each slide stays before the next, in milliseconds. */
  autoplayMs?: number;
  className?: string;
};

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Slides that swipe and advance on their own (antd-mobile's Swiper). It stops advancing while
 * focus is inside it (keyboard users reach the slide they tabbed to) and for readers who ask for
 * reduced motion; one slide neither loops nor shows dots.
 */
export function Carousel({ label, items, autoplayMs = 5000, className }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [focused, setFocused] = useState(false);
  const many = items.length > 1;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <section
      className={['fr-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Swiper
        autoplay={many && !reducedMotion && !focused}
        autoplayInterval={autoplayMs}
        loop={many}
        indicator={many ? undefined : false}
        indicatorProps={{ className: 'fr-carousel__dots', color: 'white' }}
      >
        {items.map((item) => (
          <Swiper.Item key={item.key}>
            <div className="fr-carousel__slide" role="group" aria-roledescription="slide" aria-label={item.label}>
              {item.content}
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
