import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { galleryImageUrl, galleryImages } from './gallery-images';
import { useReducedMotion } from '../../hooks/motion';
import { FADE_UP } from '../../hooks/useAos';
import { usePagePath, useT } from '../../hooks/useLocale';
import { ChevronIcon, carouselA11y } from '../../ui/carousel';

/** The first three photos of the gallery page (docs/product.md#gallery-teaser), with the gallery's own descriptions. */
const teaserPhotos = (photos: readonly string[]) =>
  galleryImages(photos)
    .slice(0, 3)
    .map(({ n, alt }) => ({ src: galleryImageUrl(n), alt }));

/** docs/product.md#gallery-teaser: 1, 2 then 3 slides from 320, 768 and 992 px, 20 px apart. */
const BREAKPOINTS = {
  320: { slidesPerView: 1 },
  768: { slidesPerView: 2 },
  992: { slidesPerView: 3 },
};

export function GalleryTeaser() {
  const t = useT();
  const pagePath = usePagePath();
  const reducedMotion = useReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Swiper locks the slider (watchOverflow) when every photo is in view, 3 from 992 px: arrows would do nothing.
  const [allInView, setAllInView] = useState(false);

  return (
    <section className="section gallery-teaser" aria-labelledby="galerie-titre">
      <div className="container">
        <div className="section-heading" {...FADE_UP}>
          <p className="eyebrow">{t.home.galleryEyebrow}</p>
          <h2 id="galerie-titre">{t.home.galleryTitle}</h2>
        </div>
        <Swiper
          className="gallery-teaser__slider"
          modules={[A11y, Keyboard]}
          loop
          watchOverflow
          slidesPerView={1}
          spaceBetween={20}
          breakpoints={BREAKPOINTS}
          speed={reducedMotion ? 0 : 500}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={carouselA11y(t.carousel, t.gallery.teaserLabel)}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
            setAllInView(swiper.isLocked);
          }}
          onLock={() => setAllInView(true)}
          onUnlock={() => setAllInView(false)}
        >
          {teaserPhotos(t.gallery.photos).map((photo) => (
            <SwiperSlide key={photo.src}>
              <img
                className="gallery-teaser__image"
                src={photo.src}
                alt={photo.alt}
                width={800}
                height={600}
                loading="lazy"
              />
            </SwiperSlide>
          ))}
        </Swiper>
        <div className="gallery-teaser__footer">
          {!allInView && (
            <div className="gallery-teaser__arrows">
              <button
                type="button"
                className="carousel-arrow carousel-arrow--outline"
                aria-label={t.home.previousPhoto}
                onClick={() => swiperRef.current?.slidePrev()}
              >
                <ChevronIcon direction="prev" />
              </button>
              <button
                type="button"
                className="carousel-arrow carousel-arrow--outline"
                aria-label={t.home.nextPhoto}
                onClick={() => swiperRef.current?.slideNext()}
              >
                <ChevronIcon direction="next" />
              </button>
            </div>
          )}
          <Link className="button button--primary" to={pagePath('gallery')}>
            {t.home.wholeGallery}
          </Link>
        </div>
      </div>
    </section>
  );
}
