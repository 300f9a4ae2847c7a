import { Link } from 'react-router-dom';
import { AppointmentForm } from '../../components/forms/AppointmentForm';
import { ApartmentHeroSlider } from '../../components/media/ApartmentHeroSlider';
import { BlogGrid } from '../../components/cards/BlogGrid';
import { CardSlider } from '../../components/media/CardSlider';
import { GalleryGrid } from '../../components/media/GalleryGrid';
import { Icon } from '../../components/primitives/Icon';
import { Img } from '../../components/primitives/Img';
import { NewsletterForm } from '../../components/forms/NewsletterForm';
import { RoomCard } from '../../components/cards/RoomCard';
import { SectionTitle } from '../../components/sections/SectionTitle';
import { TaggedCard } from '../../components/cards/TaggedCard';
import { TemplateSection } from '../../components/sections/TemplateSection';
import { APARTMENT_GALLERY } from '../../data/gallery';
import { templateImage } from '../../data/images';
import { RENTALS, ROOMS } from '../../data/rooms';
import { APARTMENT_FEATURES } from '../../data/services';
import { useVariantPath } from '../../hooks/useTemplateRoute';

const OFFER = templateImage('offer-2', 'Two glasses on a balcony table at sunset');

export function ApartmentHome() {
  const pathFor = useVariantPath();
  return (
    <>
      <ApartmentHeroSlider />
      <section className="tpl-features" aria-label="Included with every apartment">
        <ul className="tpl-container tpl-features__list">
          {APARTMENT_FEATURES.map((feature) => (
            <li key={feature.title}>
              <Icon name="check" size={24} />
              <span>
                <strong>{feature.title}</strong>
                <span className="tpl-muted">{feature.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <TemplateSection>
        <div className="tpl-heading-row">
          <SectionTitle align="start" kicker="Best apartments" title="Furnished, serviced, ready on arrival" />
          <p className="tpl-experience">
            <strong>22+</strong> Years Experience
          </p>
        </div>
        <div className="tpl-grid tpl-grid--3">
          {RENTALS.map((rental) => (
            <TaggedCard key={rental.title} className="tpl-rental" image={rental.image} tag={rental.status}>
              <p className="tpl-kicker">{rental.view}</p>
              <h3>{rental.title}</h3>
              <ul className="tpl-facts">
                <li>{rental.area}</li>
                <li>{rental.type}</li>
              </ul>
            </TaggedCard>
          ))}
        </div>
      </TemplateSection>
      <TemplateSection alt className="tpl-split">
        <Img image={OFFER} />
        <div>
          <SectionTitle
            align="start"
            kicker="Best offer"
            title="Stay a month, the last week is on us"
            text="Book four weeks in any apartment and the fourth week is free, cleaning and linen included. Ideal for a relocation or a long project in town."
          />
          <Link className="tpl-button" to={pathFor('service_details')}>
            Discover More
          </Link>
        </div>
      </TemplateSection>
      <TemplateSection kicker="Best Rooms" title="Rooms our guests book again">
        <CardSlider
          items={ROOMS}
          itemKey={(room) => room.id}
          renderItem={(room) => <RoomCard room={room} />}
          label="Best Rooms"
        />
      </TemplateSection>
      <TemplateSection alt kicker="Recent blogs" title="Notes from the neighbourhood">
        <BlogGrid toggle />
      </TemplateSection>
      <TemplateSection className="tpl-narrow">
        <AppointmentForm />
      </TemplateSection>
      <section className="tpl-newsletter-bar">
        <div className="tpl-container tpl-newsletter-bar__inner">
          <h2>Get apartment offers first</h2>
          <NewsletterForm id="tpl-apartment-newsletter" />
        </div>
      </section>
      <TemplateSection>
        <div className="tpl-heading-row">
          <SectionTitle align="start" kicker="Gallery" title="Inside our apartments" />
          <Link className="tpl-button" to={pathFor('room')}>
            Hotel Booking
          </Link>
        </div>
        <GalleryGrid images={APARTMENT_GALLERY} className="tpl-gallery--4" />
      </TemplateSection>
    </>
  );
}
