import { RESTAURANT_NAME } from '../../../brand';
import type { Dictionary } from '../../dictionary';

export const eveningEn: Dictionary['evening'] = {
  eyebrow: 'Special evening',
  title: (name) => `${name} — ${RESTAURANT_NAME}`,
  description: (name, day, price) =>
    `${name}, ${day}, at ${RESTAURANT_NAME} in Geneva: ${price} per person, book online.`,
  facts: 'The evening at a glance',
  date: 'Date',
  times: 'Arrival times',
  price: 'Price per person',
  deposit: 'Deposit per person',
  depositHint:
    'The deposit is paid by QR-bill, attached to the booking e-mail: the booking is confirmed as soon as it arrives.',
  places: 'Places left',
  placesLeft: (count) => (count === 1 ? '1 place' : `${count} places`),
  full: 'Fully booked',
  menu: 'On the menu',
  terms: 'Cancellation terms',
  noTimeLeft: 'The arrival times of this evening have passed: it can no longer be booked online.',
  loading: 'Loading the evening',
  formHeading: 'Book this evening',
  time: 'Arrival time',
  book: 'Book',
  booked: 'Booking recorded',
  depositAmount: 'Deposit',
  depositReference: 'Payment reference',
  depositDeadline: 'To be paid by',
  listEyebrow: 'Coming up',
  listTitle: 'Our evenings',
  perPerson: (price) => `${price} per person`,
  eveningFact: 'Evening',
  depositDue: (amount, deadline, reference) =>
    `Deposit: CHF ${amount} to be paid by ${deadline} (reference ${reference})`,
  downloadSlip: 'Download the QR-bill',
  downloadingSlip: 'Downloading the QR-bill',
  slipFailed:
    'The QR-bill could not be downloaded. Please try again in a moment, or use the one attached to the booking e-mail.',
  slipFileName: (reference) => `qr-bill-${reference}.pdf`,
};
