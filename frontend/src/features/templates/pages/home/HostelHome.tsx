import { useNavigate } from 'react-router-dom';
import { Hero } from '../../components/Hero';
import { Img } from '../../components/Img';
import { NewsletterForm } from '../../components/NewsletterForm';
import { RoomGrid } from '../../components/RoomGrid';
import { SectionTitle } from '../../components/SectionTitle';
import { VerticalTestimonials } from '../../components/Testimonials';
import { VideoPopup } from '../../components/VideoPopup';
import { VIDEOS } from '../../data/contact';
import { templateImage } from '../../data/images';
import { EVENT_PARTNERS, OFFERS } from '../../data/offers';
import { TESTIMONIALS } from '../../data/testimonials';
import { useVariantPath } from '../../hooks/useTemplateRoute';

const HERO = templateImage('hero-hostel', 'A bright hostel lounge with bunk beds, plants and a big window on the street');
const VIDEO_COVER = templateImage('video-banner', 'The hostel common room in the evening');

/** Hostel search fields are required free text (SPEC §5). */
const SEARCH_FIELDS = [
  { name: 'checkIn', label: 'Check In', placeholder: 'e.g. 12 May' },
  { name: 'checkOut', label: 'Check Out', placeholder: 'e.g. 15 May' },
  { name: 'adults', label: 'Adults', placeholder: 'How many adults' },
  { name: 'children', label: 'Children', placeholder: 'How many children' },
];

export function HostelHome() {
  const navigate = useNavigate();
  const pathFor = useVariantPath();
  return (
    <>
      <Hero
        image={HERO}
        kicker="City hostel"
        title="Good beds, great people, right in the centre"
        text="Private rooms and bright dorms, a shared kitchen and a rooftop that fills up at sunset."
      >
        <form
          className="tpl-searchbar"
          aria-label="Search beds"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(pathFor('find_room'));
          }}
        >
          {SEARCH_FIELDS.map((field) => (
            <label key={field.name} className="tpl-field">
              <span className="tpl-field__label">{field.label}</span>
              <input className="tpl-input" name={field.name} required placeholder={field.placeholder} />
            </label>
          ))}
          <button type="submit" className="tpl-button">
            Search
          </button>
        </form>
      </Hero>
      <section className="tpl-section">
        <div className="tpl-container">
          <SectionTitle kicker="Rooms" title="Dorms and private rooms" text="Every bed has a curtain, a reading light, a socket and a locker." />
          <RoomGrid toggle />
        </div>
      </section>
      <section className="tpl-video-section">
        <Img image={VIDEO_COVER} className="tpl-video-section__image" />
        <div className="tpl-container tpl-video-section__content">
          <h2>Take the tour before you arrive</h2>
          <VideoPopup youtubeId={VIDEOS.hotelTour} title="A tour of the hostel" label="PLAY" />
        </div>
      </section>
      <section className="tpl-section">
        <div className="tpl-container">
          <SectionTitle kicker="Special offers" title="Stay longer, pay less" />
          <div className="tpl-grid tpl-grid--3">
            {OFFERS.map((offer) => (
              <article key={offer.roomType} className="tpl-card tpl-offer">
                <div className="tpl-card__media">
                  <Img image={offer.image} />
                  <span className="tpl-price-tag">{offer.discount}% off</span>
                </div>
                <div className="tpl-card__body">
                  <p className="tpl-kicker">{offer.roomType}</p>
                  <h3>{offer.title}</h3>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container">
          <SectionTitle kicker="Event partners" title="Things to do with us" />
          <div className="tpl-grid tpl-grid--3">
            {EVENT_PARTNERS.map((partner) => (
              <article key={partner.name} className="tpl-panel">
                <h3>{partner.name}</h3>
                <p className="tpl-muted">{partner.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="tpl-section">
        <div className="tpl-container tpl-split">
          <SectionTitle align="start" kicker="Testimonials" title="Travellers who stayed with us" />
          <VerticalTestimonials testimonials={TESTIMONIALS.slice(2, 5)} />
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container tpl-subscribe">
          <h2>Hostel news and last-minute beds</h2>
          <NewsletterForm id="tpl-hostel-newsletter" />
        </div>
      </section>
    </>
  );
}
