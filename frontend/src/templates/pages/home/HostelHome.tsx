import { Hero } from '../../components/sections/Hero';
import { HeroSearchForm } from '../../components/forms/HeroSearchForm';
import { Img } from '../../components/primitives/Img';
import { NewsletterForm } from '../../components/forms/NewsletterForm';
import { RoomGrid } from '../../components/cards/RoomGrid';
import { SectionTitle } from '../../components/sections/SectionTitle';
import { TaggedCard } from '../../components/cards/TaggedCard';
import { TemplateSection } from '../../components/sections/TemplateSection';
import { VerticalTestimonials } from '../../components/media/Testimonials';
import { VideoPopup } from '../../components/media/VideoPopup';
import { VIDEOS } from '../../data/contact';
import { templateImage } from '../../data/images';
import { EVENT_PARTNERS, OFFERS } from '../../data/offers';
import { TESTIMONIALS } from '../../data/testimonials';

const HERO = templateImage(
  'hero-hostel',
  'A bright hostel lounge with bunk beds, plants and a big window on the street',
);
const VIDEO_COVER = templateImage('video-banner', 'The hostel common room in the evening');

/** Hostel search fields are required free text (docs/product.md#hostel-home). */
const SEARCH_FIELDS = [
  { name: 'checkIn', label: 'Check In', placeholder: 'e.g. 12 May' },
  { name: 'checkOut', label: 'Check Out', placeholder: 'e.g. 15 May' },
  { name: 'adults', label: 'Adults', placeholder: 'How many adults' },
  { name: 'children', label: 'Children', placeholder: 'How many children' },
];

export function HostelHome() {
  return (
    <>
      <Hero
        image={HERO}
        kicker="City hostel"
        title="Good beds, great people, right in the centre"
        text="Private rooms and bright dorms, a shared kitchen and a rooftop that fills up at sunset."
      >
        <HeroSearchForm label="Search beds" submitLabel="Search">
          {SEARCH_FIELDS.map((field) => (
            <label key={field.name} className="tpl-field">
              <span className="tpl-field__label">{field.label}</span>
              <input className="tpl-input" name={field.name} required placeholder={field.placeholder} />
            </label>
          ))}
        </HeroSearchForm>
      </Hero>
      <TemplateSection
        kicker="Rooms"
        title="Dorms and private rooms"
        text="Every bed has a curtain, a reading light, a socket and a locker."
      >
        <RoomGrid toggle />
      </TemplateSection>
      <section className="tpl-video-section">
        <Img image={VIDEO_COVER} className="tpl-video-section__image" />
        <div className="tpl-container tpl-video-section__content">
          <h2>Take the tour before you arrive</h2>
          <VideoPopup youtubeId={VIDEOS.hotelTour} title="A tour of the hostel" label="PLAY" />
        </div>
      </section>
      <TemplateSection kicker="Special offers" title="Stay longer, pay less">
        <div className="tpl-grid tpl-grid--3">
          {OFFERS.map((offer) => (
            <TaggedCard key={offer.roomType} className="tpl-offer" image={offer.image} tag={`${offer.discount}% off`}>
              <p className="tpl-kicker">{offer.roomType}</p>
              <h3>{offer.title}</h3>
            </TaggedCard>
          ))}
        </div>
      </TemplateSection>
      <TemplateSection alt kicker="Event partners" title="Things to do with us">
        <div className="tpl-grid tpl-grid--3">
          {EVENT_PARTNERS.map((partner) => (
            <article key={partner.name} className="tpl-panel">
              <h3>{partner.name}</h3>
              <p className="tpl-muted">{partner.text}</p>
            </article>
          ))}
        </div>
      </TemplateSection>
      <TemplateSection className="tpl-split">
        <SectionTitle align="start" kicker="Testimonials" title="Travellers who stayed with us" />
        <VerticalTestimonials testimonials={TESTIMONIALS.slice(2, 5)} />
      </TemplateSection>
      <TemplateSection alt className="tpl-subscribe">
        <h2>Hostel news and last-minute beds</h2>
        <NewsletterForm id="tpl-hostel-newsletter" />
      </TemplateSection>
    </>
  );
}
