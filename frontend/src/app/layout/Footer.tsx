import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LegalNotice } from '../../features/restaurant/LegalNotice';
import { PrivacyStatement } from '../../features/restaurant/PrivacyStatement';
import { OpeningHours } from '../../features/restaurant/OpeningHours';
import { telHref } from '../../features/restaurant/restaurant-format';
import { FADE_UP } from '../../hooks/useAos';
import { useHydrated } from '../../hooks/useHydrated';
import { FALLBACK_NAME, useRestaurant } from '../../features/restaurant/useRestaurant';
import { usePagePath, useT } from '../../hooks/useLocale';
import { mailtoHref } from '../../lib/mailto';

type Dialog = 'legal' | 'privacy' | null;

/** The newsletter has no back end yet (docs/product.md#footer): the form only keeps the page from reloading. */
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function Footer() {
  const { restaurant, isLoading, failed } = useRestaurant();
  const [dialog, setDialog] = useState<Dialog>(null);
  const hydrated = useHydrated();
  const name = restaurant?.name ?? FALLBACK_NAME;
  const closeDialog = () => setDialog(null);
  const t = useT();
  const pagePath = usePagePath();

  return (
    <footer className="site-footer" aria-label={t.footer.label}>
      <div className="site-footer__grid container" {...FADE_UP}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t.footer.findUs}
          </h2>
          {restaurant ? (
            <>
              <address className="site-footer__address">
                <strong>{restaurant.name}</strong>
                <br />
                {restaurant.street}
                <br />
                {restaurant.postalCode} {restaurant.city}
              </address>
              <p className="site-footer__contact">
                <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
                <br />
                <a href={mailtoHref(restaurant.email)}>{restaurant.email}</a>
              </p>
            </>
          ) : (
            <p className="site-footer__muted">
              {isLoading && t.footer.loadingContact}
              {failed && t.footer.nearStation}
            </p>
          )}
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            {t.footer.hours}
          </h2>
          {restaurant ? (
            <OpeningHours restaurant={restaurant} />
          ) : (
            <p className="site-footer__muted">
              {isLoading && t.footer.loadingHours}
              {failed && t.footer.hoursUnavailable}
            </p>
          )}
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__title">
            {t.footer.newsletter}
          </h2>
          <p>{t.footer.newsletterText}</p>
          <form className="newsletter" onSubmit={ignoreSubmit}>
            <label className="visually-hidden" htmlFor="newsletter-email">
              {t.footer.emailLabel}
            </label>
            <input
              id="newsletter-email"
              className="input newsletter__input"
              type="email"
              name="email"
              placeholder={t.footer.emailPlaceholder}
              autoComplete="email"
              required
            />
            {/* Before the app is there, the browser would send the form itself, the address in the page's URL. */}
            <button type="submit" className="button button--primary" disabled={!hydrated}>
              {t.footer.subscribe}
            </button>
          </form>
        </section>
      </div>

      <div className="site-footer__bottom container">
        {/* The year is the server's at render time: on New Year's Eve the browser's may already be the next one. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {name}. {t.footer.rights}
        </p>
        <ul className="site-footer__links">
          <li>
            <Link to={pagePath('menu')}>{t.footer.fullMenu}</Link>
          </li>
          <li>
            <button type="button" className="site-footer__link-button" onClick={() => setDialog('legal')}>
              {t.footer.legalNotice}
            </button>
          </li>
          <li>
            <button type="button" className="site-footer__link-button" onClick={() => setDialog('privacy')}>
              {t.footer.privacy}
            </button>
          </li>
        </ul>
      </div>

      <LegalNotice open={dialog === 'legal'} onClose={closeDialog} restaurant={restaurant} />
      <PrivacyStatement open={dialog === 'privacy'} onClose={closeDialog} restaurant={restaurant} />
    </footer>
  );
}
