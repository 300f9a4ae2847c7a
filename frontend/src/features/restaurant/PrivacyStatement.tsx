import useSWR from 'swr';
import type { PrivacyFactsResponse, RestaurantInfo } from '@ticino/shared';
import { Modal } from '../../ui/Modal';
import { FALLBACK_NAME } from './useRestaurant';
import { useT } from '../../hooks/useLocale';
import { mailtoHref } from '../../lib/mailto';

interface PrivacyStatementProps {
  open: boolean;
  onClose: () => void;
  restaurant: RestaurantInfo | undefined;
}

/**
 * Privacy statement under the Swiss Federal Act on Data Protection (nLPD, in force since 1 September 2023), in ten
 * numbered sections; the retention periods are the server's settings, once it has answered.
 */
export function PrivacyStatement({ open, onClose, restaurant }: PrivacyStatementProps) {
  const legal = useT().legal;
  const t = legal.privacy;
  const name = restaurant?.name ?? FALLBACK_NAME;
  // The retention periods are the server's CONTACT_RETENTION_DAYS and its reservations' (docs/product.md#privacy-statement-dialog).
  const { data: privacy } = useSWR<PrivacyFactsResponse>(open ? '/public/privacy' : null);
  const contactDays = privacy?.data.contactRetentionDays;
  const reservationDays = privacy?.data.reservationRetentionDays;
  const email = restaurant?.email;
  const contact = email ? <a href={mailtoHref(email)}>{email}</a> : t.contactFallback;
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="lg" closeLabel={legal.close}>
      <ol className="legal legal--numbered">
        <li>
          <h3>{t.introduction}</h3>
          <p>{t.introductionText(name)}</p>
        </li>
        <li>
          <h3>{t.controller}</h3>
          <p>
            {t.controllerIs(name)}
            {restaurant && `, ${restaurant.street}, ${restaurant.postalCode} ${restaurant.city}, ${t.country}`}.{' '}
            {t.writeToUs} {contact}.
          </p>
        </li>
        <li>
          <h3>{t.categories}</h3>
          <ul>
            {t.categoryList.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        </li>
        <li>
          <h3>{t.purposes}</h3>
          <p>{t.purposesText}</p>
        </li>
        <li>
          <h3>{t.legalBases}</h3>
          <p>{t.legalBasesText}</p>
        </li>
        <li>
          <h3>{t.disclosure}</h3>
          <p>{t.disclosureText}</p>
        </li>
        <li>
          <h3>{t.retention}</h3>
          <p>
            {t.retentionContact(contactDays)} {t.retentionReservation(reservationDays)}{' '}
            {t.retentionGroup(reservationDays)} {t.retentionOthers}
          </p>
        </li>
        <li>
          <h3>{t.security}</h3>
          <p>{t.securityText}</p>
        </li>
        <li>
          <h3>{t.rights}</h3>
          <p>
            {t.rightsText} {contact}. {t.authority}
          </p>
        </li>
        <li>
          <h3>{t.cookies}</h3>
          <p>{t.cookiesText}</p>
        </li>
      </ol>
    </Modal>
  );
}
