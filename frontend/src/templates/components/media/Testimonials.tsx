import { useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { Testimonial } from '../../data/testimonials';
import { CardSlider } from './CardSlider';
import { Icon, Stars } from '../primitives/Icon';
import { Img } from '../primitives/Img';

/**
 * docs/product.md#template-sliders-and-lightboxes names two testimonial layouts: the carousel (1 slide from 320 px, 2 from 992 px) and the wider
 * testimonial rows that change at 600 and 1000 px. Spacing 30 for both, wider than the card sliders' 20;
 * no dot indicators anywhere.
 */
const TESTIMONIAL_BREAKPOINTS = {
  carousel: { 320: { slidesPerView: 1 }, 992: { slidesPerView: 2 } },
  rows: { 600: { slidesPerView: 2 }, 1000: { slidesPerView: 3 } },
} satisfies Record<string, SwiperOptions['breakpoints']>;
const TESTIMONIAL_SPACING = 30;
const VERTICAL_AUTOPLAY_DELAY_MS = 5000;

type TestimonialLayout = keyof typeof TESTIMONIAL_BREAKPOINTS;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="tpl-testimonial">
      <Stars count={testimonial.stars} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption>
        <Img image={testimonial.photo} className="tpl-avatar" />
        <span>
          <strong>{testimonial.name}</strong>
          <span className="tpl-muted">{testimonial.origin}</span>
        </span>
      </figcaption>
    </figure>
  );
}

interface TestimonialSliderProps {
  testimonials: Testimonial[];
  label: string;
  layout?: TestimonialLayout;
}

export function TestimonialSlider({ testimonials, label, layout = 'carousel' }: TestimonialSliderProps) {
  return (
    <CardSlider
      items={testimonials}
      itemKey={(testimonial) => testimonial.name}
      renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      label={label}
      slidesPerView={1}
      breakpoints={TESTIMONIAL_BREAKPOINTS[layout]}
      spaceBetween={TESTIMONIAL_SPACING}
    />
  );
}

/**
 * Hostel testimonials: a vertical loop of three that moves on its own (unless motion is reduced) and pauses under
 * the pointer. A button stops and restarts it, since pointer hover is no way to pause for everyone (WCAG 2.2.2).
 */
export function VerticalTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const [slider, setSlider] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(!reduceMotion);

  const togglePlaying = () => {
    if (playing) slider?.autoplay.stop();
    else slider?.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="tpl-autoplay">
      <Swiper
        className="tpl-slider tpl-slider--vertical"
        modules={[Autoplay, A11y]}
        direction="vertical"
        loop
        slidesPerView={1}
        spaceBetween={TESTIMONIAL_SPACING}
        autoplay={
          reduceMotion
            ? false
            : { delay: VERTICAL_AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }
        }
        onSwiper={setSlider}
        aria-label="What our guests say"
      >
        {testimonials.map((testimonial) => (
          <SwiperSlide key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </SwiperSlide>
        ))}
      </Swiper>
      {!reduceMotion && (
        <button type="button" className="tpl-autoplay__toggle" onClick={togglePlaying}>
          <Icon name={playing ? 'pause' : 'play'} size={16} />
          {playing ? 'Pause testimonials' : 'Play testimonials'}
        </button>
      )}
    </div>
  );
}
