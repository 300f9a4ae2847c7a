import type { Dictionary } from '../../dictionary';
import { CONTACT_LIMITS } from '../../../contact';

export const contactDe: Dictionary['contact'] = {
  title: 'Kontakt',
  unavailable: 'Angaben momentan nicht verfügbar.',
  contactUs: 'KONTAKT',
  byPhone: 'RUFEN SIE UNS AN',
  book: 'RESERVIEREN',
  byEmail: 'SCHREIBEN SIE UNS EINE E-MAIL',
  address: 'UNSERE ADRESSE',
  hours: 'ÖFFNUNGSZEITEN',
  mapLabel: 'Karte',
  mapTitle: (place) => `Karte: ${place} (OpenStreetMap)`,
  largerMap: 'Grössere Karte anzeigen',
  formTitle: 'SCHREIBEN SIE UNS',
  fields: {
    name: { label: 'Name', placeholder: 'Ihr Name' },
    email: { label: 'E-Mail', placeholder: 'Ihre E-Mail-Adresse' },
    subject: { label: 'Betreff', placeholder: 'Betreff' },
    message: { label: 'Nachricht', placeholder: 'Ihre Nachricht' },
  },
  trap: 'Website',
  sending: 'Wird gesendet',
  send: 'SENDEN',
  failed: 'Ein Fehler ist aufgetreten',
  messages: {
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
};
