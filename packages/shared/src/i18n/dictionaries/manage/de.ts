import type { Dictionary } from '../../dictionary';

export const manageDe: Dictionary['manage'] = {
  heading: 'Ihre Reservation',
  loading: 'Ihre Reservation wird geladen',
  facts: {
    reference: 'Referenz',
    status: 'Status',
    date: 'Datum',
    time: 'Uhrzeit',
    people: 'Personen',
    name: 'Name',
    notes: 'Bemerkungen',
  },
  statuses: {
    requested: 'Anfrage',
    confirmed: 'Bestätigt',
    declined: 'Abgelehnt',
    cancelled: 'Storniert',
    honoured: 'Erschienen',
    no_show: 'Nicht erschienen',
  },
  change: 'Ändern',
  partySize: 'Anzahl Personen',
  time: 'Uhrzeit',
  changeHint: (people) =>
    `Die angebotenen Zeiten sind für ${people} frei: Die Plätze werden beim Speichern erneut geprüft.`,
  save: 'Änderung speichern',
  cancel: 'Reservation stornieren',
  cancelQuestion: 'Reservation stornieren?',
  reallyCancel: 'Möchten Sie Ihre Reservation wirklich stornieren?',
  yesCancel: 'Ja, stornieren',
  keep: 'Reservation behalten',
  tooLate: 'Für eine Änderung oder Stornierung online ist es zu spät: Bitte rufen Sie uns an',
  tooLateAt: ' unter ',
  /** A failure the server did not explain, or no answer at all. */
  failed: 'Ein Fehler ist aufgetreten',
  messages: {
    updated: 'Reservation aktualisiert.',
    cancelled: 'Reservation storniert.',
    notFound: 'Reservation nicht gefunden.',
    notChangeable: 'Diese Reservation kann nicht mehr geändert werden.',
    full: 'Zu dieser Zeit ausgebucht: Wählen Sie eine andere Zeit oder ein anderes Datum.',
    pastCutoff: (delay, phone) =>
      `Für eine Änderung online ist es zu spät (bis ${delay} vorher): Bitte rufen Sie uns an${phone ? ` unter ${phone}` : ''}.`,
    tooManyChanges: (count, phone) =>
      `Sie haben diese Reservation bereits ${count}-mal geändert: Bitte rufen Sie uns unter ${phone} an.`,
    invalid: 'Bitte korrigieren Sie die Felder des Formulars.',
    timeNotOffered: 'Diese Zeit wird nicht angeboten: Wählen Sie eine der freien Zeiten.',
    foreignOrigin:
      'Dieses Formular kann nur von der Website des Restaurants gesendet werden: Öffnen Sie den Link Ihrer Reservation erneut.',
    expired: 'Das Formular ist abgelaufen: Prüfen Sie Ihre Reservation und senden Sie es erneut.',
  },
};
