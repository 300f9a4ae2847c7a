import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Testimonial } from '../data/testimonials';
import { CardSlider } from './CardSlider';
import { Stars } from './Icon';
import { Img } from './Img';

/** SPEC §9: 1 slide from 320 px, 2 from 992 px, spacing 30. No dot indicators anywhere. */
const TESTIMONIAL_BREAKPOINTS = { 320: { slidesPerView: 1 }, 992: { slidesPerView: 2 } };

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

export function TestimonialSlider({ testimonials, label }: { testimonials: Testimonial[]; label: string }) {
  return (
    <CardSlider
      items={testimonials}
      itemKey={(testimonial) => testimonial.name}
      renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      label={label}
      slidesPerView={1}
      breakpoints={TESTIMONIAL_BREAKPOINTS}
    />
  );
}

/** Hostel testimonials: a vertical loop of three that moves on its own (unless motion is reduced) and pauses under the pointer. */
export function VerticalTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <Swiper
      className="tpl-slider tpl-slider--vertical"
      modules={[Autoplay, A11y]}
      direction="vertical"
      loop
      slidesPerView={1}
      spaceBetween={30}
      autoplay={reduceMotion ? false : { delay: 5000, pauseOnMouseEnter: true, disableOnInteraction: false }}
      aria-label="What our guests say"
    >
      {testimonials.map((testimonial) => (
        <SwiperSlide key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
