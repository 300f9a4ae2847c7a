import { Link } from 'react-router-dom';
import { OpeningHours } from '../../features/restaurant/OpeningHours';
import { mapEmbedUrl, mapLinkUrl, telHref } from '../../features/restaurant/restaurant-format';
import { useRestaurant } from '../../features/restaurant/useRestaurant';
import { ContactForm } from '../../features/contact/ContactForm';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useLocale, usePagePath, useT } from '../../hooks/useLocale';
import { mailtoHref } from '../../lib/mailto';

export function ContactPage() {
  const { restaurant, failed } = useRestaurant();
  const dictionary = useT();
  const t = dictionary.contact;
  const locale = useLocale();
  const pagePath = usePagePath();
  const unavailable = failed ? <p className="contact__muted">{t.unavailable}</p> : null;

  usePageTitle('/contact');

  return (
    <main className="contact">
      <header className="contact__banner">
        <div className="container">
          <h1 className="contact__title">{t.title}</h1>
        </div>
      </header>

      <div className="container contact__grid">
        <section className="contact__details" aria-labelledby="contact-us-title">
          {/* docs/product.md#contact-page's English heading, marked on the French page so screen readers pronounce it as English. */}
          <h2 className="contact__heading" id="contact-us-title" lang={locale === 'fr' ? 'en' : undefined}>
            {t.contactUs}
          </h2>
          <div className="contact__block">
            <h3 className="contact__block-title">{t.byPhone}</h3>
            {restaurant ? <a href={telHref(restaurant.phone)}>{restaurant.phone}</a> : unavailable}
          </div>
          <div className="contact__block">
            <h3 className="contact__block-title">{t.book}</h3>
            <Link className="button button--primary" to={pagePath('booking')}>
              {dictionary.layout.book}
            </Link>
          </div>
          <div className="contact__block">
            <h3 className="contact__block-title">{t.byEmail}</h3>
            {restaurant ? <a href={mailtoHref(restaurant.email)}>{restaurant.email}</a> : unavailable}
          </div>
          <div className="contact__block">
            <h3 className="contact__block-title">{t.address}</h3>
            {restaurant ? (
              <address>
                {restaurant.name}
                <br />
                {restaurant.street}
                <br />
                {restaurant.postalCode} {restaurant.city}
              </address>
            ) : (
              unavailable
            )}
          </div>
          <div className="contact__block">
            <h3 className="contact__block-title">{t.hours}</h3>
            {restaurant ? <OpeningHours restaurant={restaurant} /> : unavailable}
          </div>
        </section>

        <section className="contact__form-panel">
          <ContactForm />
        </section>
      </div>

      <section className="contact__map container" aria-label={t.mapLabel}>
        {/* The place comes from the CMS: until it answers, the frame's height is kept so nothing moves. */}
        {restaurant ? (
          <>
            <iframe
              className="contact__map-frame"
              title={t.mapTitle(`${restaurant.name}, ${restaurant.street}, ${restaurant.city}`)}
              src={mapEmbedUrl(restaurant)}
              height={450}
              loading="lazy"
              referrerPolicy="no-referrer"
            />
            <a className="contact__map-link" href={mapLinkUrl(restaurant)} target="_blank" rel="noreferrer">
              {t.largerMap}
            </a>
          </>
        ) : (
          <div className="contact__map-frame contact__map-placeholder">{unavailable}</div>
        )}
      </section>
    </main>
  );
}
