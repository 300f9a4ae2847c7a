import type { Dictionary } from '../../dictionary';
import { durationDe as duration } from '../durations';
import { CONTACT_LIMITS } from '../../../contact-limits';
import { RESERVATION_LIMITS } from '../../../reservation-limits';
import { manageDe } from '../manage/de';

export const messagesDe: Dictionary['messages'] = {
  reservation: {
    invalid: 'Bitte korrigieren Sie die Felder des Formulars.',
    dateInvalid: 'Wählen Sie ein gültiges Datum.',
    timeInvalid: 'Wählen Sie eine gültige Uhrzeit (HH:MM).',
    partyInvalid: 'Geben Sie die Anzahl Personen an (eine ganze Zahl, mindestens 1).',
    partyTooLargeOnline: ({ max }) =>
      `Online reservieren wir für bis zu ${max} Personen: Für eine Gruppe senden Sie bitte eine Gruppenanfrage.`,
    partyTooLargeStaff: `Höchstens ${RESERVATION_LIMITS.staffMaxParty} Personen pro Reservation.`,
    nameRequired: 'Der Name ist erforderlich.',
    nameTooLong: `Der Name darf höchstens ${RESERVATION_LIMITS.nameMaxLength} Zeichen lang sein.`,
    nameNotALink: 'Bitte geben Sie nur Ihren Namen an.',
    emailRequired: 'Die E-Mail-Adresse ist erforderlich.',
    emailInvalid: 'Diese E-Mail-Adresse ist ungültig.',
    emailTooLong: `Die E-Mail-Adresse darf höchstens ${RESERVATION_LIMITS.emailMaxLength} Zeichen lang sein.`,
    phoneRequired: 'Die Telefonnummer ist erforderlich.',
    phoneInvalid: 'Ungültige Telefonnummer: nur Ziffern, Leerzeichen und «+».',
    notesTooLong: `Die Bemerkungen dürfen höchstens ${RESERVATION_LIMITS.notesMaxLength} Zeichen lang sein.`,
    languageInvalid: 'Unbekannte Sprache: fr, it, en oder de.',
    sourceInvalid: 'Unbekannte Herkunft: online, phone oder walk_in.',
    statusInvalid: 'Unbekannter Status.',
    messageTooLong: `Die Nachricht darf höchstens ${RESERVATION_LIMITS.staffMessageMaxLength} Zeichen lang sein.`,
    overCapacityInvalid: 'overCapacity ist true oder false.',
    nothingToChange: 'Geben Sie an, was sich ändert: Status, Uhrzeit oder Anzahl Personen.',
    closedDay: 'An diesem Tag ist das Restaurant geschlossen.',
    pastDay: 'Dieses Datum ist vorbei.',
    beyondHorizon: ({ days }) => `Online-Reservationen sind bis ${days} Tage im Voraus möglich.`,
    paused: 'Heute Abend ausgebucht: Wir nehmen heute keine Online-Reservationen mehr an. Rufen Sie uns an.',
    walkInOnly: 'An diesem Tag ohne Reservation: Kommen Sie einfach vorbei, wir platzieren Sie nach Verfügbarkeit.',
    noTimeLeft: 'An diesem Tag ist online keine Uhrzeit mehr frei: Wählen Sie ein anderes Datum oder rufen Sie uns an.',
    timeNotOffered: 'Diese Uhrzeit wird nicht angeboten: Wählen Sie eine der freien Uhrzeiten.',
    full: 'Zu dieser Uhrzeit ausgebucht: Wählen Sie eine andere Uhrzeit oder ein anderes Datum.',
    confirmed: 'Reservation bestätigt.',
    requested: 'Anfrage gesendet: Wir bestätigen Ihre Reservation so bald wie möglich.',
    pendingQuota:
      'Sie haben heute bereits zwei offene Anfragen: Wir antworten so bald wie möglich, oder rufen Sie uns an.',
    blocked: 'Eine Online-Reservation ist für Sie nicht möglich: Bitte rufen Sie uns an.',
    rateLimited: 'Zu viele Reservationen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
    tooManyFuture: ({ count, phone }) =>
      `Sie haben bereits ${count} bevorstehende Reservationen: Bitte rufen Sie uns unter ${phone} an.`,
    tooManyFromAddress: ({ count, phone }) =>
      `Sie haben heute von dieser Verbindung aus bereits ${count} Reservationen gemacht: Bitte rufen Sie uns unter ${phone} an.`,
    groupTimeInvalid: 'Wählen Sie eine kommende Uhrzeit zwischen 07:00 und 23:30.',
    groupTooSmall: ({ max }) => `Für ${max} Personen oder weniger reservieren Sie bitte direkt online.`,
    groupDailyLimit: `Sie haben heute bereits ${RESERVATION_LIMITS.groupRequestsPerDay} Gruppenanfragen gesendet: Bitte rufen Sie uns an.`,
    notFound: 'Reservation nicht gefunden.',
    transitionRefused: ({ from, to }) =>
      `Eine Reservation kann nicht von «${manageDe.statuses[from]}» zu «${manageDe.statuses[to]}» wechseln.`,
    updated: 'Reservation aktualisiert.',
    updatedToRequest: ({ count }) =>
      `Änderung gespeichert: Für ${count} Personen wird Ihre Reservation zu einer Anfrage, die wir so bald wie möglich bestätigen.`,
    cancelled: 'Reservation storniert.',
    pastCutoff: ({ minutes, phone }) =>
      `Für eine Änderung online ist es zu spät (bis ${duration(minutes)} vorher): Bitte rufen Sie uns an${phone ? ` unter ${phone}` : ''}.`,
    notChangeable: 'Diese Reservation kann nicht mehr geändert werden.',
    tooManyChanges: ({ count, phone }) =>
      `Sie haben diese Reservation bereits ${count}-mal geändert: Bitte rufen Sie uns unter ${phone} an.`,
    queryInvalid: 'Geben Sie das Datum (JJJJ-MM-TT) und die Anzahl Personen an.',
    groupSent: 'Gruppenanfrage gesendet: Wir antworten Ihnen so bald wie möglich.',
    guestsInvalid: `Geben Sie die Anzahl Gäste an (1 bis ${RESERVATION_LIMITS.groupMaxGuests}).`,
    occasionTooLong: `Der Anlass darf höchstens ${RESERVATION_LIMITS.groupOccasionMaxLength} Zeichen lang sein.`,
    budgetInvalid: `Das Budget pro Person ist ein Betrag in Franken, von 0 bis ${RESERVATION_LIMITS.groupBudgetMax}.`,
    privateRoomInvalid: 'Geben Sie an, ob Sie den Privatraum wünschen (ja oder nein).',
    groupMessageRequired: 'Die Nachricht ist erforderlich.',
    groupMessageTooLong: `Die Nachricht darf höchstens ${RESERVATION_LIMITS.groupMessageMaxLength} Zeichen lang sein.`,
    foreignOrigin:
      'Dieses Formular kann nur von der Website des Restaurants gesendet werden: Öffnen Sie die Seite «Tisch reservieren».',
    expired: 'Das Formular ist abgelaufen: Prüfen Sie die gewählte Uhrzeit und senden Sie es erneut.',
    manageForeignOrigin:
      'Dieses Formular kann nur von der Website des Restaurants gesendet werden: Öffnen Sie den Link Ihrer Reservation erneut.',
    manageExpired: 'Das Formular ist abgelaufen: Prüfen Sie Ihre Reservation und senden Sie es erneut.',
  },
  contact: {
    nameRequired: 'Der Name ist erforderlich.',
    nameTooLong: `Der Name darf höchstens ${CONTACT_LIMITS.nameMaxLength} Zeichen lang sein.`,
    emailRequired: 'Die E-Mail-Adresse ist erforderlich.',
    emailInvalid: 'Ungültiges E-Mail-Format.',
    emailTooLong: `Die E-Mail-Adresse darf höchstens ${CONTACT_LIMITS.emailMaxLength} Zeichen lang sein.`,
    subjectRequired: 'Der Betreff ist erforderlich.',
    subjectTooLong: `Der Betreff darf höchstens ${CONTACT_LIMITS.subjectMaxLength} Zeichen lang sein.`,
    messageRequired: 'Die Nachricht ist erforderlich.',
    messageTooLong: `Die Nachricht darf höchstens ${CONTACT_LIMITS.messageMaxLength} Zeichen lang sein.`,
    invalid: 'Bitte korrigieren Sie die Felder des Formulars.',
    sent: 'Ihre Nachricht wurde gesendet!',
    rateLimited: 'Zu viele Nachrichten gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
    dailyLimitReached:
      'Das Formular hat heute zu viele Nachrichten erhalten. Bitte versuchen Sie es morgen erneut oder rufen Sie uns an.',
    addressDailyLimitReached:
      'Sie haben heute bereits mehrere Nachrichten gesendet. Bitte versuchen Sie es morgen erneut oder rufen Sie uns an.',
  },
  api: {
    loginSuccess: 'Angemeldet',
    loginMissingFields: 'Benutzername und Passwort sind erforderlich',
    loginInvalidDeviceToken: 'Das Geräte-Token muss ein Text sein',
    loginInvalid: 'Benutzername oder Passwort falsch',
    loginRateLimited: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Minute erneut.',
    loginAccountRateLimited:
      'Zu viele Anmeldeversuche für dieses Konto. Bitte versuchen Sie es in einigen Minuten erneut.',
    rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
    logoutSuccess: 'Abgemeldet',
    unauthenticated: 'Anmeldung erforderlich',
    forbidden: 'Nur für das Personal',
    notFound: 'Element der Speisekarte nicht gefunden',
    invalidMenuItem: 'Die Daten des Elements sind ungültig',
    created: 'Element zur Speisekarte hinzugefügt',
    updated: 'Element aktualisiert',
    deleted: 'Element gelöscht',
    photoSaved: 'Foto gespeichert',
    photoAltSaved: 'Alternativtext gespeichert',
    photoRemoved: 'Foto entfernt',
    photoNotFound: 'Dieses Element hat kein Foto',
    invalidPhoto: 'Das Foto ist ungültig',
    availabilityUpdated: 'Verfügbarkeit aktualisiert',
    invalidAvailabilityRequest: 'Die gesendete Verfügbarkeit ist ungültig (verfügbar, ausverkauft oder verborgen)',
    orderUpdated: 'Reihenfolge gespeichert',
    invalidOrder:
      'Die gesendete Reihenfolge ist ungültig: Eine Kategorie und die Liste ihrer Elemente sind erforderlich',
    staleOrder:
      'Die Speisekarte hat sich inzwischen geändert: Die Reihenfolge wurde nicht gespeichert. Laden Sie die Liste neu.',
    invalidJson: 'Ungültige Anfrage',
    payloadTooLarge: 'Anfrage zu gross',
    unsupportedMediaType: 'Anfrageformat nicht akzeptiert: Senden Sie JSON-Daten',
    serverError: 'Ein Fehler ist aufgetreten',
    localeUnknown: 'Unbekannte Sprache: wählen Sie fr, en, de oder it.',
    restaurantMissing: 'Die Angaben zum Restaurant sind noch nicht erfasst',
  },
};
