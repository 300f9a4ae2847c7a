import { useState } from 'react';
import { Link } from 'react-router-dom';
import { A11y, Keyboard, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/thumbs';
import { templateImage } from '../data/images';
import { useVariantPath } from '../hooks/useTemplateRoute';
import { pad2 } from './format';
import { Img } from './Img';
import { StayDateFields } from './StayDateFields';

const SLIDES = [
  {
    image: templateImage('hero-apartment-1', 'A bright open-plan apartment living room with a sofa and tall windows'),
    caption: 'Serviced apartments in the old town',
  },
  {
    image: templateImage('hero-apartment-2', 'An apartment kitchen with a dining table set for four'),
    caption: 'A real kitchen, a real table',
  },
  {
    image: templateImage('hero-apartment-3', 'An apartment balcony over the river at dusk'),
    caption: 'Balconies over the river',
  },
];

/** SPEC §9: the thumbnail strip shows 4 per view; with 3 slides that leaves room for the Get In Touch link. */
const THUMBS_PER_VIEW = 4;

export function ApartmentHeroSlider() {
  const pathFor = useVariantPath();
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  return (
    <section className="tpl-hero tpl-hero--slider">
      <Swiper
        className="tpl-hero__slider"
        modules={[Thumbs, Keyboard, A11y]}
        keyboard={{ enabled: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        aria-label="Our apartments"
      >
        {SLIDES.map((slide, index) => (
          <SwiperSlide key={slide.image.src}>
            <Img image={slide.image} eager={index === 0} className="tpl-hero__image" />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="tpl-container tpl-hero__content">
        <p className="tpl-kicker">Apartment stays</p>
        <h1>Your home in the city, for a week or a season</h1>
        <form className="tpl-searchbar" aria-label="Search apartments" onSubmit={(event) => event.preventDefault()}>
          <StayDateFields />
          <label className="tpl-field">
            <span className="tpl-field__label">Children</span>
            <input className="tpl-input" type="number" name="children" min={0} defaultValue={0} />
          </label>
          <Link className="tpl-button" to={pathFor('find_room')}>
            Get In Touch
          </Link>
        </form>
        <Swiper
          className="tpl-hero__thumbs"
          modules={[Thumbs]}
          onSwiper={setThumbs}
          slidesPerView={THUMBS_PER_VIEW}
          spaceBetween={12}
          watchSlidesProgress
        >
          {SLIDES.map((slide, index) => (
            <SwiperSlide key={slide.image.src}>
              <button type="button" className="tpl-hero__thumb">
                <span className="tpl-hero__thumb-number">{pad2(index + 1)}</span>
                <span className="tpl-visually-hidden">Show slide {index + 1}: </span>
                <span className="tpl-hero__thumb-caption">{slide.caption}</span>
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
