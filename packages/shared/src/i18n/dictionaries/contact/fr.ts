import { CONTACT_MESSAGES } from '../../../contact';

/**
 * The contact page's texts (docs/product.md#languages). The form's messages are the French rules' own
 * (CONTACT_MESSAGES, which the server answers with): the other languages say each of them in their words.
 */
export const contactFr = {
  title: 'Contact',
  unavailable: 'Information momentanément indisponible.',
  /** docs/product.md#contact-page's English heading, on the French page too. */
  contactUs: 'CONTACT US',
  byPhone: 'CONTACTEZ-NOUS PAR TÉLÉPHONE',
  book: 'RÉSERVER',
  byEmail: 'CONTACTEZ-NOUS PAR EMAIL',
  address: 'NOS COORDONNÉES',
  hours: 'HORAIRES',
  mapLabel: 'Plan',
  mapTitle: (place: string) => `Plan : ${place} (OpenStreetMap)`,
  largerMap: 'Afficher une carte plus grande',
  formTitle: 'NOUS CONTACTER',
  fields: {
    name: { label: 'Nom', placeholder: 'Votre nom' },
    email: { label: 'E-mail', placeholder: 'Votre e-mail' },
    subject: { label: 'Sujet', placeholder: 'Sujet' },
    message: { label: 'Message', placeholder: 'Votre message' },
  },
  trap: 'Site web',
  sending: 'Envoi en cours',
  send: 'ENVOYER',
  failed: 'Une erreur est survenue',
  messages: { ...CONTACT_MESSAGES },
};
