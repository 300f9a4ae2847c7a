/** The contact page's texts (docs/product.md#languages); the form's messages are the dictionary's `messages.contact`. */
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
};
