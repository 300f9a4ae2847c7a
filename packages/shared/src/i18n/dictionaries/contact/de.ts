import type { Dictionary } from '../../dictionary';

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
};
