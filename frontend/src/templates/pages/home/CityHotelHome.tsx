import { Link } from 'react-router-dom';
import { BlogCard } from '../../components/cards/BlogCard';
import { CardSlider, GALLERY_BREAKPOINTS } from '../../components/media/CardSlider';
import { Hero } from '../../components/sections/Hero';
import { Img } from '../../components/primitives/Img';
import { ListSelect } from '../../components/forms/ListSelect';
import { SectionTitle } from '../../components/sections/SectionTitle';
import { StayDateFields } from '../../components/forms/StayDateFields';
import { TemplateSection } from '../../components/sections/TemplateSection';
import { TestimonialSlider } from '../../components/media/Testimonials';
import { VideoPopup } from '../../components/media/VideoPopup';
import { VIDEOS } from '../../data/contact';
import { PLACES } from '../../data/gallery';
import { templateImage } from '../../data/images';
import { POSTS } from '../../data/posts';
import { FACILITIES } from '../../data/services';
import { TESTIMONIALS } from '../../data/testimonials';
import { useVariantPath } from '../../hooks/useTemplateRoute';

const HERO = templateImage('hero-city', 'A tall city hotel lit up at dusk among other buildings');
const WELCOME = templateImage('about-2', 'A suite with a view over the city lights');
const VIDEO_BANNER = templateImage('video-banner', 'The hotel lobby in the evening');

/** docs/product.md#city-hotel-home: Adults 1 to 4 and Children 1 to 4 (values option1 … option4), locations Favorite Place - 1 … 4. */
const countOptions = (noun: string) => [1, 2, 3, 4].map((n) => ({ value: `option${n}`, label: `${noun} ${n}` }));
const PLACE_OPTIONS = [1, 2, 3, 4].map((n) => ({ value: `option${n}`, label: `Favorite Place - ${n}` }));

export function CityHotelHome() {
  const pathFor = useVariantPath();
  return (
    <>
      <Hero
        image={HERO}
        kicker="City hotel"
        title="Unique Place And Luxury Hotel"
        text="Forty floors above the avenue, five minutes from the station and the business district."
      >
        <Link className="tpl-button" to={pathFor('room')}>
          ROOMS &amp; SUITES
        </Link>
      </Hero>
      <TemplateSection className="tpl-split">
        <div>
          <SectionTitle
            align="start"
            kicker="Welcome"
            title="The city at your window, calm inside"
            text="Soundproofed rooms, a rooftop bar and a concierge who knows where the good tables are tonight. Business or pleasure, we make the city easy."
          />
          <Link className="tpl-button" to={pathFor('about')}>
            LEARN MORE
          </Link>
        </div>
        <div className="tpl-media-play">
          <Img image={WELCOME} />
          <VideoPopup youtubeId={VIDEOS.hotelTour} title="Welcome to the city hotel" />
        </div>
      </TemplateSection>
      <TemplateSection alt>
        <div className="tpl-heading-row">
          <SectionTitle align="start" kicker="Extra services" title="More than a place to sleep" />
          <Link className="tpl-button" to={pathFor('room')}>
            VIEW ALL ROOMS
          </Link>
        </div>
        <div className="tpl-grid tpl-grid--5">
          {FACILITIES.slice(0, 5).map((service) => (
            <article key={service.title} className="tpl-card tpl-service-card">
              <Img image={service.image} />
              <div className="tpl-card__body">
                <h3>{service.title}</h3>
                <p className="tpl-muted">{service.text}</p>
                <Link className="tpl-text-link" to={pathFor('room_details')}>
                  Learn more<span className="tpl-visually-hidden">: {service.title}</span>
                </Link>
              </div>
            </article>
          ))}
        </div>
      </TemplateSection>
      <TemplateSection>
        <form
          className="tpl-card tpl-check-form"
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby="tpl-check-title"
        >
          <h2 id="tpl-check-title">Check Availability</h2>
          <div className="tpl-check-form__fields">
            <StayDateFields />
            <ListSelect
              label="Adults"
              name="adults"
              placeholder="Select Number of Adults"
              options={countOptions('Adults')}
            />
            <ListSelect
              label="Children"
              name="children"
              placeholder="Select Number of Children"
              options={countOptions('Children')}
            />
            <ListSelect
              label="Location"
              name="location"
              placeholder="Select Your Favorite Place"
              options={PLACE_OPTIONS}
            />
            <button type="submit" className="tpl-button">
              Check Availability
            </button>
          </div>
        </form>
      </TemplateSection>
      <section className="tpl-video-section">
        <Img image={VIDEO_BANNER} className="tpl-video-section__image" />
        <div className="tpl-container tpl-video-section__content">
          <p className="tpl-kicker">Best rate guaranteed</p>
          <h2>Book online today</h2>
          <VideoPopup youtubeId={VIDEOS.hotelTour} title="Book online today" />
        </div>
      </section>
      <TemplateSection kicker="Testimonials" title="Our Customers Say">
        <TestimonialSlider testimonials={TESTIMONIALS.slice(0, 3)} label="Our Customers Say" />
      </TemplateSection>
      <TemplateSection alt kicker="Latest news" title="From our journal">
        <div className="tpl-grid tpl-grid--3">
          {POSTS.slice(0, 3).map((post) => (
            <BlogCard key={post.id} post={post} readMoreLabel="READ MORE" />
          ))}
        </div>
      </TemplateSection>
      {/* No container: the photo slider runs the full width of the screen. */}
      <section className="tpl-section">
        <SectionTitle kicker="Photo gallery" title="Life at the hotel" />
        <CardSlider
          items={PLACES}
          itemKey={(image) => image.src}
          renderItem={(image) => <Img image={image} className="tpl-gallery-slide" />}
          label="Photo gallery"
          breakpoints={GALLERY_BREAKPOINTS}
          spaceBetween={20}
        />
      </section>
    </>
  );
}
