import type { Dictionary } from '../../dictionary';

export const contactIt: Dictionary['contact'] = {
  title: 'Contatti',
  unavailable: 'Informazioni momentaneamente non disponibili.',
  contactUs: 'CONTATTI',
  byPhone: 'CHIAMATECI',
  book: 'PRENOTARE',
  byEmail: 'SCRIVETECI UN’E-MAIL',
  address: 'IL NOSTRO INDIRIZZO',
  hours: 'ORARI',
  mapLabel: 'Mappa',
  mapTitle: (place) => `Mappa: ${place} (OpenStreetMap)`,
  largerMap: 'Visualizza una mappa più grande',
  formTitle: 'SCRIVETECI',
  fields: {
    name: { label: 'Nome', placeholder: 'Il vostro nome' },
    email: { label: 'E-mail', placeholder: 'La vostra e-mail' },
    subject: { label: 'Oggetto', placeholder: 'Oggetto' },
    message: { label: 'Messaggio', placeholder: 'Il vostro messaggio' },
  },
  trap: 'Sito web',
  sending: 'Invio in corso',
  send: 'INVIA',
};
