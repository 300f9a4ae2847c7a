import type { Dictionary } from '../../dictionary';
import { durationDe as duration } from '../durations';

export const bookingMailDe: Dictionary['bookingMail'] = {
  subjects: {
    confirmed: 'Reservation bestätigt',
    requested: 'Anfrage gesendet',
    confirmedByStaff: 'Reservation bestätigt',
    changed: 'Reservation geändert',
    declined: 'Reservationsanfrage abgelehnt',
    cancelled: 'Reservation storniert',
    reminder: 'Erinnerung an Ihre Reservation',
    awaitingPayment: 'Reservation vorgemerkt: Anzahlung offen',
    paymentReceived: 'Zahlung erhalten: Reservation bestätigt',
    unpaid: 'Reservation nicht bezahlt',
  },
  deposit: {
    held: (at: string, evening: string) => `Ihr Tisch für « ${evening} » ist vorgemerkt: ${at}.`,
    heldTable: (at: string) => `Ihr Tisch ist vorgemerkt: ${at}.`,
    pay: (amount: string, deadline: string) =>
      `Er ist bestätigt, sobald die Anzahlung von CHF ${amount} eingegangen ist, zahlbar bis ${deadline} mit der beiliegenden QR-Rechnung.`,
    unpaidRelease: 'Ohne Zahlung bis dahin wird der Tisch freigegeben.',
    paymentReceived: (at: string) => `Wir haben Ihre Anzahlung erhalten: Ihr Tisch ist bestätigt, ${at}.`,
    unpaid: (at: string) =>
      `Die Anzahlung ist nicht rechtzeitig eingegangen: Der vorgemerkte Tisch (${at}) ist freigegeben. Falls Sie inzwischen bezahlt haben, rufen Sie uns bitte an.`,
    slipTitle: (evening: string) => `Anzahlung – ${evening}`,
    booking: (reference: string) => `Reservation ${reference}`,
    amount: (amount: string) => `Betrag: CHF ${amount}`,
    deadline: (deadline: string) => `Zahlbar bis ${deadline}`,
    notVatInvoice: 'Dieser Zahlschein ist keine Rechnung im Sinne der MWST.',
    vatIncluded: (rate: string, amount: string, number: string) =>
      `MWST ${rate} % inbegriffen: CHF ${amount} (${number}).`,
    fileName: 'qr-rechnung.pdf',
  },
  proposal: {
    subject: 'Unser Vorschlag für Ihre Gruppe',
    intro: (at: string) => `Vielen Dank für Ihre Anfrage. Wir schlagen Ihnen vor: ${at}.`,
    menu: (menu: string, price: string) => `Menü: ${menu}, CHF ${price} pro Person.`,
    deposit: (amount: string, deadline: string) =>
      `Eine Anzahlung von CHF ${amount} bestätigt ihn, zahlbar bis ${deadline} mit der beiliegenden QR-Rechnung: Mit der Zahlung nehmen Sie den Vorschlag an.`,
    accept: (deadline: string) => `Nehmen Sie ihn bis ${deadline} über diesen Link an:`,
    noAnswer: 'Ohne Antwort bis dahin gilt der Vorschlag nicht mehr.',
  },
  offer: {
    subject: 'Ein Tisch ist frei geworden',
    freed: (at: string) => `Ein Tisch ist frei geworden: ${at}.`,
    heldUntil: (time: string) =>
      `Wir halten ihn bis ${time} Uhr für Sie frei. Reservieren Sie ihn über diesen Link, oder sagen Sie uns, dass Sie nicht mehr kommen:`,
    next: 'Ohne Antwort bis dahin bieten wir ihn der nächsten Person auf der Warteliste an.',
  },
  when: (day, time, party) => `${day} um ${time}, ${party === 1 ? '1 Person' : `${party} Personen`}`,
  greeting: (name) => `Guten Tag ${name},`,
  previously: (at) => `Bisher: ${at}.`,
  confirmed: (at) => `Ihr Tisch ist reserviert: ${at}.`,
  changed: (at) => `Ihre Reservation wurde geändert: ${at}.`,
  changedAwaiting: 'Sie wartet nun auf die Bestätigung unseres Teams: Wir schreiben Ihnen, sobald es sie geprüft hat.',
  requested: (at) => `Wir haben Ihre Anfrage erhalten: ${at}.`,
  requestedAwaiting: 'Sie ist noch nicht bestätigt: Wir schreiben Ihnen, sobald unser Team sie geprüft hat.',
  declined: (at) => `Es tut uns leid: Wir können Ihre Anfrage nicht annehmen (${at}).`,
  cancelled: (at) => `Ihre Reservation ist storniert: ${at}. Die Plätze sind wieder frei.`,
  reminder: (at) => `Wir freuen uns auf Ihren Besuch: ${at}.`,
  reminderCall: (phone) => `Etwas dazwischengekommen? Bitte melden Sie sich unter ${phone}.`,
  staffMessage: (message) => `Nachricht des Restaurants: ${message}`,
  reference: (reference) => `Referenz: ${reference}`,
  manageLink: (minutes) => `Reservation ansehen, ändern oder stornieren (bis ${duration(minutes)} vorher):`,
  linkInFirstMail: 'Den Link zum Ändern oder Stornieren finden Sie in unserer ersten E-Mail.',
  notYou: (phone) =>
    `Sie haben diese Reservation nicht gemacht? Jemand hat Ihre Adresse eingegeben: Rufen Sie uns unter ${phone} an, ` +
    'wir stornieren sie.',
  calendarSummary: (restaurant, party) => `Reservation – ${restaurant} (${party} Pers.)`,
  calendarDescription: (reference, phone) => `Referenz ${reference}. Telefon: ${phone}.`,
};
