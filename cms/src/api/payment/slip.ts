import type { Core } from '@strapi/strapi';
import { dictionaryFor, type DepositView, type Locale, type ReservationView } from '@ticino/shared';
import { qrBillPdf } from '../../site/print';
import { siteService } from '../../utils/services';
import { evenings } from '../evening/services/evening';
import { paymentSettings } from '../payment-setting/services/payment-setting';
import { dayIn } from '../reservation/mail';

/** A deposit's QR-bill as a mail attaches it. */
export type Slip = { filename: string; content: Buffer };

/**
 * The QR-bill of a deposit asked for booking `reference`, in `language`, titled with what it pays for (an evening's
 * name, a group's menu); null when the owner's account has since been removed.
 */
export async function depositSlip(
  strapi: Core.Strapi,
  { reference, language, deposit, title }: { reference: string; language: Locale; deposit: DepositView; title: string },
): Promise<Slip | null> {
  const settings = await paymentSettings(strapi).find();
  if (!settings.iban) return null;
  const restaurant = await siteService('api::restaurant.restaurant', strapi).find();
  const content = await qrBillPdf({
    settings: { ...settings, iban: settings.iban },
    deposit,
    language,
    eveningName: title,
    reservationReference: reference,
    deadlineText: dayIn(deposit.deadline, language),
    restaurantName: restaurant?.name ?? settings.creditorName,
  });
  return { filename: dictionaryFor(language).bookingMail.deposit.fileName, content };
}

/**
 * The QR-bill of a booking awaiting its deposit, as its mail attaches it and its manage page offers it; null when it
 * was asked none or the owner's account has since been removed.
 */
export async function reservationSlip(
  strapi: Core.Strapi,
  reservation: Pick<ReservationView, 'reference' | 'language' | 'deposit' | 'evening'>,
): Promise<Slip | null> {
  const { deposit } = reservation;
  if (!deposit) return null;
  const evening = reservation.evening && (await evenings(strapi).namedIn(reservation.evening, reservation.language));
  return depositSlip(strapi, {
    reference: reservation.reference,
    language: reservation.language,
    deposit,
    title: evening?.name ?? dictionaryFor(reservation.language).bookingMail.deposit.booking(reservation.reference),
  });
}
