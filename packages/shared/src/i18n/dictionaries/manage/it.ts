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
    allergies: 'Allergie',
  },
  statuses: {
    requested: 'Richiesta',
    confirmed: 'Confermata',
    declined: 'Rifiutata',
    cancelled: 'Annullata',
    honoured: 'Arrivato',
    no_show: 'Assente',
    awaiting_payment: 'In attesa del pagamento',
    unpaid: 'Non pagata',
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
  eveningByPhone:
    'Una prenotazione per una serata si modifica o si annulla per telefono, secondo le sue condizioni di annullamento: la preghiamo di chiamarci',
  withdrawAllergies: 'Rimuovere le mie allergie',
  withdrawAllergiesHint:
    'Può revocare il suo consenso in ogni momento: in tal caso cancelliamo queste allergie dalla sua prenotazione.',
};
