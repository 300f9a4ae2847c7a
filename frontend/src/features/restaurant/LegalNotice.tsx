import type { Locale, RestaurantInfo } from '@ticino/shared';
import { Modal } from '../../ui/Modal';
import { telHref } from './restaurant-format';
import { FALLBACK_NAME } from './useRestaurant';
import { useLocale, useT } from '../../hooks/useLocale';
import { mailtoHref } from '../../lib/mailto';

interface LegalDialogProps {
  open: boolean;
  onClose: () => void;
  restaurant: RestaurantInfo | undefined;
}

/** Business directory listings where the restaurant's entry can be checked independently, in the page's language. */
function directoryLinks(name: string, city: string, locale: Locale) {
  const what = encodeURIComponent(name);
  const where = encodeURIComponent(city);
  return [
    { label: 'local.ch', href: `https://www.local.ch/${locale}/q?what=${what}&where=${where}` },
    { label: 'search.ch', href: `https://search.ch/tel/?was=${what}&wo=${where}` },
  ];
}

export function LegalNotice({ open, onClose, restaurant }: LegalDialogProps) {
  const legal = useT().legal;
  const t = legal.notice;
  const locale = useLocale();
  const name = restaurant?.name ?? FALLBACK_NAME;
  const city = restaurant?.city ?? 'Genève';
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="lg" closeLabel={legal.close}>
      <div className="legal">
        <h3>{t.publisher}</h3>
        <p>
          <strong>{name}</strong>
          <br />
          {t.operatedIn(city)}
        </p>
        {restaurant && (
          <address>
            {restaurant.street}
            <br />
            {restaurant.postalCode} {restaurant.city}
            <br />
            {t.country}
            <br />
            {t.phone} <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
            <br />
            {t.email} <a href={mailtoHref(restaurant.email)}>{restaurant.email}</a>
          </address>
        )}

        <h3>{t.directories}</h3>
        <p>{t.directoriesIntro}</p>
        <ul>
          {directoryLinks(name, city, locale).map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {t.directoryLink(link.label)}
              </a>
            </li>
          ))}
        </ul>

        <h3>{t.cookies}</h3>
        <p>{t.cookiesText}</p>

        <h3>{t.property}</h3>
        <p>{t.propertyText(name)}</p>

        <h3>{t.liability}</h3>
        <p>{t.liabilityText}</p>

        <h3>{t.records}</h3>
        <p>{t.recordsText}</p>
      </div>
    </Modal>
  );
}
