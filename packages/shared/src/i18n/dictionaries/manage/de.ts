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
    allergies: 'Allergien',
  },
  statuses: {
    requested: 'Anfrage',
    confirmed: 'Bestätigt',
    declined: 'Abgelehnt',
    cancelled: 'Storniert',
    honoured: 'Erschienen',
    no_show: 'Nicht erschienen',
    awaiting_payment: 'Zahlung ausstehend',
    unpaid: 'Nicht bezahlt',
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
  eveningByPhone:
    'Eine Reservation für einen Abend wird telefonisch geändert oder storniert, gemäss ihren Stornierungsbedingungen: Bitte rufen Sie uns an',
  withdrawAllergies: 'Meine Allergien entfernen',
  withdrawAllergiesHint:
    'Sie können Ihre Einwilligung jederzeit widerrufen: Wir löschen diese Allergien dann aus Ihrer Reservation.',
};
