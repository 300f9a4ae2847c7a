import type { Dictionary } from '../../dictionary';

export const manageIt: Dictionary['manage'] = {
  heading: 'La sua prenotazione',
  loading: 'Caricamento della sua prenotazione',
  facts: {
    reference: 'Riferimento',
    status: 'Stato',
    date: 'Data',
    time: 'Ora',
    people: 'Persone',
    name: 'Nome',
    notes: 'Osservazioni',
  },
  statuses: {
    requested: 'Richiesta',
    confirmed: 'Confermata',
    declined: 'Rifiutata',
    cancelled: 'Annullata',
    honoured: 'Arrivato',
    no_show: 'Assente',
  },
  change: 'Modificare',
  partySize: 'Numero di persone',
  time: 'Ora',
  changeHint: (people) =>
    `Gli orari proposti sono liberi per ${people}: i posti vengono verificati di nuovo al salvataggio.`,
  save: 'Salvare la modifica',
  cancel: 'Annullare la prenotazione',
  cancelQuestion: 'Annullare la prenotazione?',
  reallyCancel: 'Vuole davvero annullare la sua prenotazione?',
  yesCancel: 'Sì, annullare',
  keep: 'Tenere la prenotazione',
  tooLate: 'È troppo tardi per modificare o annullare online: la preghiamo di chiamarci',
  tooLateAt: ' al ',
  /** A failure the server did not explain, or no answer at all. */
  failed: 'Si è verificato un errore',
  messages: {
    updated: 'Prenotazione aggiornata.',
    cancelled: 'Prenotazione annullata.',
    notFound: 'Prenotazione non trovata.',
    notChangeable: 'Questa prenotazione non può più essere modificata.',
    full: 'Completo a quest’ora: scelga un altro orario o un’altra data.',
    pastCutoff: (delay, phone) =>
      `È troppo tardi per modificarla online (fino a ${delay} prima): la preghiamo di chiamarci${phone ? ` al ${phone}` : ''}.`,
    tooManyChanges: (count, phone) =>
      `Ha già modificato questa prenotazione ${count} volte: la preghiamo di chiamarci al ${phone}.`,
    invalid: 'La preghiamo di correggere i campi del modulo.',
    timeNotOffered: 'Quest’orario non è proposto: scelga uno degli orari liberi.',
    foreignOrigin:
      'Questo modulo può essere inviato solo dal sito del ristorante: apra di nuovo il link della sua prenotazione.',
    expired: 'Il modulo è scaduto: verifichi la sua prenotazione e lo invii di nuovo.',
  },
};
