import type { Dictionary } from '../../dictionary';

export const contactIt: Dictionary['contact'] = {
  title: 'Contatti',
  unavailable: 'Informazioni momentaneamente non disponibili.',
  contactUs: 'CONTATTI',
  byPhone: 'CI CHIAMI',
  book: 'PRENOTARE',
  byEmail: 'CI SCRIVA UN’E-MAIL',
  address: 'IL NOSTRO INDIRIZZO',
  hours: 'ORARI',
  mapLabel: 'Mappa',
  mapTitle: (place) => `Mappa: ${place} (OpenStreetMap)`,
  largerMap: 'Visualizza una mappa più grande',
  formTitle: 'CI SCRIVA',
  fields: {
    name: { label: 'Nome', placeholder: 'Il suo nome' },
    email: { label: 'E-mail', placeholder: 'La sua e-mail' },
    subject: { label: 'Oggetto', placeholder: 'Oggetto' },
    message: { label: 'Messaggio', placeholder: 'Il suo messaggio' },
  },
  trap: 'Sito web',
  sending: 'Invio in corso',
  send: 'INVIA',
};
