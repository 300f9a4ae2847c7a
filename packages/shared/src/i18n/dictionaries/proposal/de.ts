import { RESTAURANT_NAME } from '../../../brand';
import type { Dictionary } from '../../dictionary';

export const proposalDe: Dictionary['proposal'] = {
  title: `Vorschlag für Ihre Gruppe — ${RESTAURANT_NAME}`,
  heading: 'Vorschlag für Ihre Gruppe',
  loading: 'Der Vorschlag wird geladen',
  greeting: (name: string) => `Guten Tag ${name}, wir schlagen Ihnen Folgendes vor.`,
  facts: {
    date: 'Datum',
    time: 'Uhrzeit',
    people: 'Personen',
    menu: 'Menü',
    pricePerPerson: 'Preis pro Person',
    deposit: 'Anzahlung',
    depositReference: 'Zahlungsreferenz',
  },
  depositDue: (amount: string, deadline: string) => `CHF ${amount}, zahlbar bis ${deadline}`,
  payingAccepts:
    'Wenn Sie die Anzahlung mit der QR-Rechnung aus der E-Mail bezahlen, nehmen Sie den Vorschlag ebenfalls an.',
  message: 'Unsere Nachricht',
  acceptBy: (deadline: string) => `Sie können diesen Vorschlag bis ${deadline} annehmen.`,
  accept: 'Vorschlag annehmen',
  accepted: 'Dieser Vorschlag wurde angenommen: Die Reservation Ihrer Gruppe ist erfasst.',
};
