import { RESTAURANT_NAME } from '../../../brand';
import type { Dictionary } from '../../dictionary';

/** Swiss German: « Reservation », no ß. */
export const eveningDe: Dictionary['evening'] = {
  eyebrow: 'Besonderer Abend',
  title: (name) => `${name} — ${RESTAURANT_NAME}`,
  description: (name, day, price) =>
    `${name}, ${day}, in der ${RESTAURANT_NAME} in Genf: ${price} pro Person, Reservation online.`,
  facts: 'Der Abend auf einen Blick',
  date: 'Datum',
  times: 'Ankunftszeiten',
  price: 'Preis pro Person',
  deposit: 'Anzahlung pro Person',
  depositHint:
    'Die Anzahlung wird mit der QR-Rechnung aus der Reservations-E-Mail bezahlt: Die Reservation ist bestätigt, sobald sie eingegangen ist.',
  places: 'Freie Plätze',
  placesLeft: (count) => (count === 1 ? '1 Platz' : `${count} Plätze`),
  full: 'Ausgebucht',
  menu: 'Das Menü',
  terms: 'Annullierungsbedingungen',
  noTimeLeft: 'Die Ankunftszeiten dieses Abends sind vorbei: Er kann nicht mehr online reserviert werden.',
  loading: 'Der Abend wird geladen',
  formHeading: 'Für diesen Abend reservieren',
  time: 'Ankunftszeit',
  book: 'Reservieren',
  booked: 'Reservation erfasst',
  depositAmount: 'Anzahlung',
  depositReference: 'Zahlungsreferenz',
  depositDeadline: 'Zahlbar bis',
  listEyebrow: 'Agenda',
  listTitle: 'Unsere Abende',
  perPerson: (price) => `${price} pro Person`,
  eveningFact: 'Abend',
  depositDue: (amount, deadline, reference) =>
    `Anzahlung: CHF ${amount}, zahlbar bis ${deadline} (Referenz ${reference})`,
  downloadSlip: 'QR-Rechnung herunterladen',
  downloadingSlip: 'QR-Rechnung wird heruntergeladen',
  slipFailed:
    'Die QR-Rechnung konnte nicht heruntergeladen werden. Versuchen Sie es gleich noch einmal oder verwenden Sie die QR-Rechnung aus der Reservations-E-Mail.',
  slipFileName: (reference) => `qr-rechnung-${reference}.pdf`,
};
