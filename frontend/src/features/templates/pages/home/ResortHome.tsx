import { useNavigate } from 'react-router-dom';
import { BlogCard } from '../../components/BlogCard';
import { CardSlider } from '../../components/CardSlider';
import { CountSelect } from '../../components/CountSelect';
import { GalleryGrid } from '../../components/GalleryGrid';
import { Hero } from '../../components/Hero';
import { Img } from '../../components/Img';
import { NewsletterForm } from '../../components/NewsletterForm';
import { RoomCard } from '../../components/RoomCard';
import { SectionTitle } from '../../components/SectionTitle';
import { TestimonialSlider } from '../../components/Testimonials';
import { PLACES } from '../../data/gallery';
import { templateImage } from '../../data/images';
import { POSTS } from '../../data/posts';
import { ROOMS } from '../../data/rooms';
import { FACILITIES } from '../../data/services';
import { TESTIMONIALS } from '../../data/testimonials';
import { useVariantPath } from '../../hooks/useTemplateRoute';

const HERO = templateImage('hero-resort', 'A resort pool by the lake with palm trees and mountains at sunset');
const INTRO = templateImage('about-1', 'The resort building with balconies over the garden');

export function ResortHome() {
  const navigate = useNavigate();
  const pathFor = useVariantPath();
  return (
    <>
      <Hero
        image={HERO}
        kicker="Lakeside resort"
        title="Slow days by the water"
        text="Pool, spa and a private beach, twenty minutes from the city and a world away from it."
      >
        <form
          className="tpl-searchbar"
          aria-label="Search rooms"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(pathFor('find_room'));
          }}
        >
          <label className="tpl-field">
            <span className="tpl-field__label">Check In</span>
            <input className="tpl-input" type="date" name="checkIn" required />
          </label>
          <label className="tpl-field">
            <span className="tpl-field__label">Check Out</span>
            <input className="tpl-input" type="date" name="checkOut" required />
          </label>
          <CountSelect label="Adults" name="adults" max={5} />
          <CountSelect label="Children" name="children" max={5} />
          <button type="submit" className="tpl-button">
            Check Availability
          </button>
        </form>
      </Hero>
      <section className="tpl-section">
        <div className="tpl-container tpl-split">
          <Img image={INTRO} />
          <div>
            <SectionTitle
              align="start"
              kicker="Welcome"
              title="A resort made for doing very little, very well"
              text="Sixty rooms in a garden that runs down to the lake. Mornings start with breakfast on the terrace; afternoons end on a lounger with a book."
            />
            <p className="tpl-muted">Check-in after 02:00pm, check-out before 11:00am. Early arrivals can use the pool and the spa while the room is being prepared.</p>
          </div>
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container">
          <SectionTitle kicker="Facilities" title="Everything for an easy stay" />
          <div className="tpl-grid tpl-grid--3">
            {FACILITIES.map((facility) => (
              <article key={facility.title} className="tpl-card tpl-facility">
                <Img image={facility.image} />
                <div className="tpl-card__body">
                  <h3>{facility.title}</h3>
                  <p className="tpl-muted">{facility.text}</p>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="tpl-section">
        <div className="tpl-container">
          <SectionTitle kicker="Places" title="Around the resort" text="Select a picture to see it larger." />
          <GalleryGrid images={PLACES} />
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container">
          <SectionTitle kicker="Rooms" title="Choose your room" />
          <CardSlider items={ROOMS} itemKey={(room) => room.id} renderItem={(room) => <RoomCard room={room} />} label="Rooms" />
        </div>
      </section>
      <section className="tpl-section">
        <div className="tpl-container">
          <SectionTitle kicker="Testimonials" title="Guests about their stay" />
          <TestimonialSlider testimonials={TESTIMONIALS} label="Testimonials" />
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container">
          <SectionTitle kicker="Blog" title="Stories from the resort" />
          <div className="tpl-grid tpl-grid--3">
            {POSTS.slice(0, 3).map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
          <div className="tpl-subscribe">
            <h2>Subscribe for seasonal offers</h2>
            <NewsletterForm id="tpl-resort-subscribe" />
          </div>
        </div>
      </section>
    </>
  );
}
