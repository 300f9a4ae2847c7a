import { RESTAURANT_NAME } from '../../../brand';

/**
 * The page of staff's proposal to a group (docs/product.md#group-proposals), reached through the link of its e-mail:
 * in the request's language, and so are the answers to its form.
 */
export const proposalFr = {
  title: `Proposition pour votre groupe — ${RESTAURANT_NAME}`,
  heading: 'Proposition pour votre groupe',
  loading: 'Chargement de la proposition',
  greeting: (name: string) => `Bonjour ${name}, voici ce que nous vous proposons.`,
  facts: {
    date: 'Date',
    time: 'Heure',
    people: 'Personnes',
    menu: 'Menu',
    pricePerPerson: 'Prix par personne',
    deposit: 'Acompte',
    depositReference: 'Référence de paiement',
  },
  /** The deposit's total, then its last day: « CHF 420.00, à payer d’ici au mardi 8 décembre 2026 ». */
  depositDue: (amount: string, deadline: string) => `CHF ${amount}, à payer d’ici au ${deadline}`,
  payingAccepts: 'Payer l’acompte avec la QR-facture reçue par e-mail vaut aussi acceptation.',
  /** Staff's own words, shown as written under this label. */
  message: 'Notre message',
  acceptBy: (deadline: string) => `Vous pouvez accepter cette proposition jusqu’au ${deadline}.`,
  accept: 'Accepter la proposition',
  accepted: 'Cette proposition a été acceptée : la réservation de votre groupe est enregistrée.',
};
