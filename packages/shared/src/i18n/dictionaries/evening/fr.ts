import { RESTAURANT_NAME } from '../../../brand';

/**
 * An evening's page (docs/product.md#evenings), the home page's list of evenings, and a booking's deposit as the
 * evening's page and the guest's manage page show it. The evenings' own names and texts are the staff's, in French.
 */
export const eveningFr = {
  /** Above the evening's name. */
  eyebrow: 'Soirée spéciale',
  /** The tab title. */
  title: (name: string) => `${name} — ${RESTAURANT_NAME}`,
  /** What search engines and link previews show: « Menu de St. Silvestre, jeudi 31 décembre 2026 à la … ». */
  description: (name: string, day: string, price: string) =>
    `${name}, ${day}, à la ${RESTAURANT_NAME} à Genève : ${price} par personne, réservation en ligne.`,
  /** The facts' list, named for screen readers. */
  facts: 'La soirée en bref',
  date: 'Date',
  times: 'Heures d’arrivée',
  price: 'Prix par personne',
  deposit: 'Acompte par personne',
  depositHint:
    'L’acompte se paie par QR-facture, jointe à l’e-mail de réservation : la réservation est confirmée dès sa réception.',
  places: 'Places restantes',
  placesLeft: (count: number) => (count === 1 ? '1 place' : `${count} places`),
  full: 'Complet',
  menu: 'Au menu',
  terms: 'Conditions d’annulation',
  /** On the day, once every arrival time has begun. */
  noTimeLeft: 'Les heures d’arrivée de cette soirée sont passées : elle ne se réserve plus en ligne.',
  loading: 'Chargement de la soirée',
  /** The booking form. */
  formHeading: 'Réserver pour cette soirée',
  time: 'Heure d’arrivée',
  /** The form's button without JavaScript, where the time and the party chosen cannot be named in it. */
  book: 'Réserver',
  /** The answer's heading for a booking held until its deposit arrives. */
  booked: 'Réservation enregistrée',
  depositAmount: 'Acompte',
  depositReference: 'Référence de paiement',
  depositDeadline: 'À payer d’ici au',
  /** The home page's list. */
  listEyebrow: 'À l’agenda',
  listTitle: 'Nos soirées',
  perPerson: (price: string) => `${price} par personne`,
  /** The guest's manage page. */
  eveningFact: 'Soirée',
  depositDue: (amount: string, deadline: string, reference: string) =>
    `Acompte : CHF ${amount} à payer d’ici au ${deadline} (référence ${reference})`,
  downloadSlip: 'Télécharger la QR-facture',
  downloadingSlip: 'Téléchargement de la QR-facture',
  slipFailed:
    'La QR-facture n’a pas pu être téléchargée. Réessayez dans un instant, ou utilisez celle jointe à l’e-mail de réservation.',
  slipFileName: (reference: string) => `qr-facture-${reference}.pdf`,
};
