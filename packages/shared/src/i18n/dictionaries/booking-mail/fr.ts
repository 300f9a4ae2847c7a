import { durationFr } from '../durations';

/**
 * The guest's reservation e-mails and their calendar file (docs/product.md#reservation-e-mails), in the language
 * the guest booked in. `at` is the booking's `when`: its day, time and party.
 */
export const bookingMailFr = {
  subjects: {
    confirmed: 'Réservation confirmée',
    requested: 'Demande envoyée',
    confirmedByStaff: 'Réservation confirmée',
    changed: 'Réservation modifiée',
    declined: 'Demande de réservation refusée',
    cancelled: 'Réservation annulée',
    reminder: 'Rappel de votre réservation',
    awaitingPayment: 'Réservation retenue : acompte à payer',
    paymentReceived: 'Paiement reçu : réservation confirmée',
    unpaid: 'Réservation non payée',
  },
  /** A booking awaiting its deposit (docs/product.md#deposits), and the QR-bill slip it comes with. */
  deposit: {
    held: (at: string, evening: string) => `Votre table pour « ${evening} » est retenue : ${at}.`,
    /** A held table that is no evening's (a group's, docs/product.md#group-proposals). */
    heldTable: (at: string) => `Votre table est retenue : ${at}.`,
    pay: (amount: string, deadline: string) =>
      `Elle est confirmée dès réception de l’acompte de CHF ${amount}, à payer d’ici au ${deadline} avec la QR-facture jointe.`,
    unpaidRelease: 'Sans paiement à cette date, la table est libérée.',
    paymentReceived: (at: string) => `Nous avons reçu votre acompte : votre table est confirmée, ${at}.`,
    unpaid: (at: string) =>
      `Nous n’avons pas reçu l’acompte à temps : la table retenue (${at}) est libérée. Si vous avez payé entre-temps, appelez-nous.`,
    slipTitle: (evening: string) => `Acompte – ${evening}`,
    booking: (reference: string) => `Réservation ${reference}`,
    amount: (amount: string) => `Montant : CHF ${amount}`,
    deadline: (deadline: string) => `À payer d’ici au ${deadline}`,
    notVatInvoice: 'Ce bulletin n’est pas une facture au sens de la TVA.',
    vatIncluded: (rate: string, amount: string, number: string) =>
      `TVA ${rate} % comprise : CHF ${amount} (${number}).`,
    fileName: 'qr-facture.pdf',
  },
  /** Staff's proposal answering a group request (docs/product.md#group-proposals). */
  proposal: {
    subject: 'Notre proposition pour votre groupe',
    intro: (at: string) => `Merci de votre demande. Nous vous proposons : ${at}.`,
    menu: (menu: string, price: string) => `Menu : ${menu}, CHF ${price} par personne.`,
    deposit: (amount: string, deadline: string) =>
      `Un acompte de CHF ${amount} la confirme, à payer d’ici au ${deadline} avec la QR-facture jointe : le paiement vaut acceptation.`,
    accept: (deadline: string) => `Acceptez-la d’ici au ${deadline} par ce lien :`,
    noAnswer: 'Sans réponse d’ici là, la proposition n’est plus valable.',
  },
  /** The waiting list's offer (docs/product.md#waiting-list). */
  offer: {
    subject: 'Une table s’est libérée',
    freed: (at: string) => `Une table s’est libérée : ${at}.`,
    heldUntil: (time: string) =>
      `Nous vous la gardons jusqu’à ${time}. Réservez-la par ce lien, ou dites-nous que vous ne venez plus :`,
    next: 'Sans réponse d’ici là, elle sera proposée à la personne suivante de la liste d’attente.',
  },
  /** « mardi, 1 décembre 2026 à 19:30, 2 personnes ». */
  when: (day: string, time: string, party: number) =>
    `${day} à ${time}, ${party === 1 ? '1 personne' : `${party} personnes`}`,
  greeting: (name: string) => `Bonjour ${name},`,
  previously: (at: string) => `Auparavant : ${at}.`,
  confirmed: (at: string) => `Votre table est réservée : ${at}.`,
  changed: (at: string) => `Votre réservation est modifiée : ${at}.`,
  changedAwaiting: 'Elle attend maintenant la confirmation de l’équipe : nous vous écrivons dès qu’elle l’a examinée.',
  requested: (at: string) => `Nous avons bien reçu votre demande : ${at}.`,
  requestedAwaiting: 'Elle n’est pas encore confirmée : nous vous écrivons dès que l’équipe l’a examinée.',
  declined: (at: string) => `Nous sommes désolés : nous ne pouvons pas accepter votre demande (${at}).`,
  cancelled: (at: string) => `Votre réservation est annulée : ${at}. Les places sont libérées.`,
  reminder: (at: string) => `Nous nous réjouissons de vous accueillir : ${at}.`,
  reminderCall: (phone: string) => `Un empêchement ? Merci de nous prévenir au ${phone}.`,
  staffMessage: (message: string) => `Message du restaurant : ${message}`,
  reference: (reference: string) => `Référence : ${reference}`,
  manageLink: (minutes: number) =>
    `Voir, modifier ou annuler votre réservation (jusqu’à ${durationFr(minutes)} avant) :`,
  linkInFirstMail: 'Le lien pour modifier ou annuler se trouve dans notre premier e-mail.',
  notYou: (phone: string) =>
    `Vous n’avez pas fait cette réservation ? Quelqu’un a saisi votre adresse : appelez-nous au ${phone}, ` +
    'nous l’annulerons.',
  calendarSummary: (restaurant: string, party: number) => `Réservation – ${restaurant} (${party} pers.)`,
  calendarDescription: (reference: string, phone: string) => `Référence ${reference}. Téléphone : ${phone}.`,
};
