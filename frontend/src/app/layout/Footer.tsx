import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LegalNotice } from '../../features/restaurant/LegalNotice';
import { PrivacyStatement } from '../../features/restaurant/PrivacyStatement';
import { OpeningHours } from '../../features/restaurant/OpeningHours';
import { telHref } from '../../features/restaurant/restaurant-format';
import { FADE_UP } from '../../hooks/useAos';
import { useHydrated } from '../../hooks/useHydrated';
import { FALLBACK_NAME, useRestaurant } from '../../features/restaurant/useRestaurant';

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

  return (
    <footer className="site-footer" aria-label="Pied de page">
      <div className="site-footer__grid container" {...FADE_UP}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Nous trouver
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
                <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
              </p>
            </>
          ) : (
            <p className="site-footer__muted">
              {isLoading && 'Chargement des coordonnées…'}
              {failed && 'Près de la gare Cornavin, Genève.'}
            </p>
          )}
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            Horaires
          </h2>
          {restaurant ? (
            <OpeningHours restaurant={restaurant} />
          ) : (
            <p className="site-footer__muted">
              {isLoading && 'Chargement des horaires…'}
              {failed && 'Horaires momentanément indisponibles.'}
            </p>
          )}
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__title">
            Newsletter
          </h2>
          <p>Nos suggestions du moment et nos soirées, une fois par mois.</p>
          <form className="newsletter" onSubmit={ignoreSubmit}>
            <label className="visually-hidden" htmlFor="newsletter-email">
              Votre adresse e-mail
            </label>
            <input
              id="newsletter-email"
              className="input newsletter__input"
              type="email"
              name="email"
              placeholder="Enter Email"
              autoComplete="email"
              required
            />
            {/* Before the app is there, the browser would send the form itself, the address in the page's URL. */}
            <button type="submit" className="button button--primary" disabled={!hydrated}>
              S&apos;inscrire
            </button>
          </form>
        </section>
      </div>

      <div className="site-footer__bottom container">
        {/* The year is the server's at render time: on New Year's Eve the browser's may already be the next one. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {name}. Tous droits réservés.
        </p>
        <ul className="site-footer__links">
          <li>
            <Link to="/la-carte">La carte complète</Link>
          </li>
          <li>
            <button type="button" className="site-footer__link-button" onClick={() => setDialog('legal')}>
              Mentions légales
            </button>
          </li>
          <li>
            <button type="button" className="site-footer__link-button" onClick={() => setDialog('privacy')}>
              Protection des données
            </button>
          </li>
        </ul>
      </div>

      <LegalNotice open={dialog === 'legal'} onClose={closeDialog} restaurant={restaurant} />
      <PrivacyStatement open={dialog === 'privacy'} onClose={closeDialog} restaurant={restaurant} />
    </footer>
  );
}
