import type { ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

/** Card carousels (rooms, blog): 1, 2, then 3 cards at 320, 768 and 992 px, 20 px apart (docs/product.md#template-sliders-and-lightboxes). */
const CARD_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  320: { slidesPerView: 1 },
  768: { slidesPerView: 2 },
  992: { slidesPerView: 3 },
};
const CARD_SPACING = 20;

/** City-hotel photo gallery (docs/product.md#template-sliders-and-lightboxes). */
export const GALLERY_BREAKPOINTS: SwiperOptions['breakpoints'] = {
  400: { slidesPerView: 1.5 },
  600: { slidesPerView: 2 },
  768: { slidesPerView: 2.5 },
  992: { slidesPerView: 3.5 },
  1200: { slidesPerView: 4.5 },
};

interface CardSliderProps<T> {
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  /** Below the first breakpoint; the default lets the next card peek in. */
  slidesPerView?: number;
  breakpoints?: SwiperOptions['breakpoints'];
  spaceBetween?: number;
}

export function CardSlider<T>({
  items,
  itemKey,
  renderItem,
  label,
  slidesPerView = 1.2,
  breakpoints = CARD_BREAKPOINTS,
  spaceBetween = CARD_SPACING,
}: CardSliderProps<T>) {
  return (
    <Swiper
      className="tpl-slider"
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true }}
      slidesPerView={slidesPerView}
      spaceBetween={spaceBetween}
      breakpoints={breakpoints}
      aria-label={label}
    >
      {items.map((item) => (
        <SwiperSlide key={itemKey(item)}>{renderItem(item)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
