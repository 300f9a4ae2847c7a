import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { scrollToSection, useReducedMotion } from '../../hooks/motion';
import { ResponsiveImage } from './ResponsiveImage';
import { HERO_IMAGES } from './images';
import { ChevronIcon, carouselA11y } from '../../ui/carousel';
import { usePagePath, useT } from '../../hooks/useLocale';

/** docs/product.md#hero: one slide every 10 s. */
export const HERO_AUTOPLAY_DELAY = 10_000;
interface HeroCarouselProps {
  /** The restaurant's name, as the page's heading. */
  name: string;
  /** The CMS's tagline, in the page's language or French (`taglineLang`); the dictionary's until it answers. */
  tagline?: string;
  taglineLang?: 'fr';
}

export function HeroCarousel({ name, tagline, taglineLang }: HeroCarouselProps) {
  const t = useT();
  const pagePath = usePagePath();
  const reducedMotion = useReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);

  // The arrows count as interaction: like a swipe, they stop the autoplay for good.
  const go = (direction: 'prev' | 'next') => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    swiper.autoplay?.stop();
    if (direction === 'prev') swiper.slidePrev();
    else swiper.slideNext();
  };

  const discover = () => {
    scrollToSection('presentation');
    document.getElementById('presentation-titre')?.focus({ preventScroll: true });
  };

  return (
    <section className="hero" aria-labelledby="hero-titre">
      <Swiper
        className="hero__slider"
        modules={[A11y, Autoplay, Keyboard]}
        loop
        speed={reducedMotion ? 0 : 800}
        autoplay={reducedMotion ? false : { delay: HERO_AUTOPLAY_DELAY, disableOnInteraction: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={carouselA11y(t.carousel, t.carousel.heroLabel)}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {HERO_IMAGES.map((image, index) => (
          <SwiperSlide key={image.name}>
            <ResponsiveImage className="hero__image" image={image} sizes="100vw" priority={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="hero__scrim" aria-hidden="true" />
      <div className="hero__content container">
        <p className="eyebrow eyebrow--light">{t.home.heroEyebrow}</p>
        <h1 id="hero-titre" className="hero__title">
          {name}
        </h1>
        <p className="hero__tagline" lang={tagline !== undefined ? taglineLang : undefined}>
          {tagline ?? t.home.fallbackTagline}
        </p>
        <div className="hero__actions">
          <button type="button" className="button button--primary hero__cta" onClick={discover}>
            {t.home.discover}
          </button>
          <Link className="button button--secondary hero__cta" to={pagePath('booking')}>
            {t.layout.book}
          </Link>
        </div>
      </div>
      <div className="hero__arrows container">
        <button type="button" className="carousel-arrow" aria-label={t.home.previousImage} onClick={() => go('prev')}>
          <ChevronIcon direction="prev" />
        </button>
        <button type="button" className="carousel-arrow" aria-label={t.home.nextImage} onClick={() => go('next')}>
          <ChevronIcon direction="next" />
        </button>
      </div>
    </section>
  );
}
