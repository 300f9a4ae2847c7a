import type { Core } from '@strapi/strapi';
import { dictionaryFor, type ReservationView } from '@ticino/shared';
import { qrBillPdf } from '../../site/print';
import { siteService } from '../../utils/services';
import { evenings } from '../evening/services/evening';
import { paymentSettings } from '../payment-setting/services/payment-setting';
import { dayIn } from '../reservation/mail';

/**
 * The QR-bill of a booking awaiting its deposit, as its mail attaches it and its manage page offers it; null when it
 * was asked none or the owner's account has since been removed.
 */
export async function reservationSlip(
  strapi: Core.Strapi,
  reservation: Pick<ReservationView, 'reference' | 'language' | 'deposit' | 'evening'>,
): Promise<{ filename: string; content: Buffer } | null> {
  const { deposit } = reservation;
  const settings = await paymentSettings(strapi).find();
  if (!deposit || !settings.iban) return null;
  const restaurant = await siteService('api::restaurant.restaurant', strapi).find();
  const evening = reservation.evening && (await evenings(strapi).namedIn(reservation.evening, reservation.language));
  const content = await qrBillPdf({
    settings: { ...settings, iban: settings.iban },
    deposit,
    language: reservation.language,
    eveningName: evening?.name ?? '',
    reservationReference: reservation.reference,
    deadlineText: dayIn(deposit.deadline, reservation.language),
    restaurantName: restaurant?.name ?? settings.creditorName,
  });
  return { filename: dictionaryFor(reservation.language).bookingMail.deposit.fileName, content };
}
