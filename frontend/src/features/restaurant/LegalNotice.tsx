import type { RestaurantInfo } from '@ticino/shared';
import { Modal } from '../../ui/Modal';
import { telHref } from './restaurant-format';
import { FALLBACK_NAME } from './useRestaurant';
import { useStaffTextLang } from '../../hooks/useLocale';

interface LegalDialogProps {
  open: boolean;
  onClose: () => void;
  restaurant: RestaurantInfo | undefined;
}

/** Business directory listings where the restaurant's entry can be checked independently. */
function directoryLinks(name: string, city: string) {
  const what = encodeURIComponent(name);
  const where = encodeURIComponent(city);
  return [
    { label: 'local.ch', href: `https://www.local.ch/fr/q?what=${what}&where=${where}` },
    { label: 'search.ch', href: `https://search.ch/tel/?was=${what}&wo=${where}` },
  ];
}

export function LegalNotice({ open, onClose, restaurant }: LegalDialogProps) {
  const name = restaurant?.name ?? FALLBACK_NAME;
  const city = restaurant?.city ?? 'Genève';
  // French only for now (docs/product.md#languages): marked so on the other languages' pages.
  const frenchOnly = useStaffTextLang();
  return (
    <Modal open={open} onClose={onClose} title="Mentions légales" size="lg" lang={frenchOnly}>
      <div className="legal">
        <h3>Éditeur du site</h3>
        <p>
          <strong>{name}</strong>
          <br />
          Restaurant exploité à {city}, Suisse.
        </p>
        {restaurant && (
          <address>
            {restaurant.street}
            <br />
            {restaurant.postalCode} {restaurant.city}
            <br />
            Suisse
            <br />
            Téléphone&nbsp;: <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
            <br />
            E-mail&nbsp;: <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
          </address>
        )}

        <h3>Inscription dans les annuaires</h3>
        <p>Les coordonnées du restaurant peuvent être vérifiées dans les annuaires professionnels suivants&nbsp;:</p>
        <ul>
          {directoryLinks(name, city).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                Fiche {link.label} (nouvel onglet)
              </a>
            </li>
          ))}
        </ul>

        <h3>Cookies</h3>
        <p>
          Ce site ne dépose aucun cookie publicitaire ni de mesure d&apos;audience. Il enregistre uniquement dans votre
          navigateur votre choix d&apos;affichage (mode clair ou sombre) et, pour le personnel du restaurant, la session
          de l&apos;espace d&apos;administration. Ces données ne quittent pas votre appareil et vous pouvez les effacer
          à tout moment depuis les réglages de votre navigateur.
        </p>

        <h3>Propriété intellectuelle</h3>
        <p>
          Les textes, illustrations et la carte publiés sur ce site appartiennent à {name}. Toute reproduction sans
          autorisation écrite est interdite.
        </p>

        <h3>Responsabilité</h3>
        <p>
          Les prix et les plats sont donnés à titre indicatif et peuvent varier selon le marché et la saison. Les liens
          vers des sites tiers sont fournis pour votre commodité&nbsp;; nous n&apos;avons aucune maîtrise sur leur
          contenu.
        </p>

        <h3>Conservation des documents</h3>
        <p>
          Conformément au droit suisse (notamment l&apos;art.&nbsp;958f du Code des obligations), les livres et pièces
          comptables ainsi que la correspondance commerciale sont conservés pendant 10&nbsp;ans. Selon leur nature,
          d&apos;autres documents sont soumis à des obligations de conservation de 5 à 10&nbsp;ans ou plus.
        </p>
      </div>
    </Modal>
  );
}
