import { useState } from 'react';
import { Link } from 'react-router-dom';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { templateImage } from '../../data/images';
import { useVariantPath } from '../../hooks/useTemplateRoute';
import { pad2 } from '../primitives/format';
import { Img } from '../primitives/Img';
import { StayDateFields } from '../forms/StayDateFields';

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

export function ApartmentHeroSlider() {
  const pathFor = useVariantPath();
  const [slider, setSlider] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  return (
    <section className="tpl-hero tpl-hero--slider">
      <Swiper
        className="tpl-hero__slider"
        modules={[Keyboard, A11y]}
        keyboard={{ enabled: true }}
        onSwiper={setSlider}
        onSlideChange={(swiper) => setActiveIndex(swiper.activeIndex)}
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
        {/* Plain buttons rather than Swiper's Thumbs module, which answers pointer taps only, not Enter or Space. */}
        <ul className="tpl-hero__thumbs">
          {SLIDES.map((slide, index) => (
            <li key={slide.image.src}>
              <button
                type="button"
                className="tpl-hero__thumb"
                aria-current={index === activeIndex}
                onClick={() => slider?.slideTo(index)}
              >
                <span className="tpl-hero__thumb-number">{pad2(index + 1)}</span>
                <span className="tpl-visually-hidden">Show slide {index + 1}: </span>
                <span className="tpl-hero__thumb-caption">{slide.caption}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
