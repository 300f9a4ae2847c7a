import type { Dictionary } from '../../dictionary';
import { durationIt as duration } from '../durations';

export const bookingMailIt: Dictionary['bookingMail'] = {
  subjects: {
    confirmed: 'Prenotazione confermata',
    requested: 'Richiesta inviata',
    confirmedByStaff: 'Prenotazione confermata',
    changed: 'Prenotazione modificata',
    declined: 'Richiesta di prenotazione rifiutata',
    cancelled: 'Prenotazione annullata',
    reminder: 'Promemoria della sua prenotazione',
    awaitingPayment: 'Prenotazione trattenuta: acconto da pagare',
    paymentReceived: 'Pagamento ricevuto: prenotazione confermata',
    unpaid: 'Prenotazione non pagata',
  },
  deposit: {
    held: (at: string, evening: string) => `Il suo tavolo per « ${evening} » è trattenuto: ${at}.`,
    heldTable: (at: string) => `Il suo tavolo è trattenuto: ${at}.`,
    pay: (amount: string, deadline: string) =>
      `È confermato alla ricezione dell’acconto di CHF ${amount}, da pagare entro il ${deadline} con la QR-fattura allegata.`,
    unpaidRelease: 'Senza pagamento entro quella data, il tavolo viene liberato.',
    paymentReceived: (at: string) => `Abbiamo ricevuto il suo acconto: il tavolo è confermato, ${at}.`,
    unpaid: (at: string) =>
      `Non abbiamo ricevuto l’acconto in tempo: il tavolo trattenuto (${at}) è stato liberato. Se ha pagato nel frattempo, ci chiami.`,
    slipTitle: (evening: string) => `Acconto – ${evening}`,
    booking: (reference: string) => `Prenotazione ${reference}`,
    amount: (amount: string) => `Importo: CHF ${amount}`,
    deadline: (deadline: string) => `Da pagare entro il ${deadline}`,
    notVatInvoice: 'Questa polizza non è una fattura ai sensi dell’IVA.',
    vatIncluded: (rate: string, amount: string, number: string) => `IVA ${rate} % inclusa: CHF ${amount} (${number}).`,
    fileName: 'qr-fattura.pdf',
  },
  proposal: {
    subject: 'La nostra proposta per il suo gruppo',
    intro: (at: string) => `Grazie della sua richiesta. Le proponiamo: ${at}.`,
    menu: (menu: string, price: string) => `Menu: ${menu}, CHF ${price} a persona.`,
    deposit: (amount: string, deadline: string) =>
      `Un acconto di CHF ${amount} la conferma, da pagare entro il ${deadline} con la QR-fattura allegata: il pagamento vale come accettazione.`,
    accept: (deadline: string) => `La accetti entro il ${deadline} tramite questo link:`,
    noAnswer: 'Senza risposta entro tale data, la proposta non è più valida.',
  },
  offer: {
    subject: 'Si è liberato un tavolo',
    freed: (at: string) => `Si è liberato un tavolo: ${at}.`,
    heldUntil: (time: string) =>
      `Glielo teniamo fino alle ${time}. Lo prenoti con questo link, o ci dica che non viene più:`,
    next: 'Senza risposta entro quell’ora, sarà proposto alla persona successiva della lista d’attesa.',
  },
  when: (day, time, party) => `${day} alle ${time}, ${party === 1 ? '1 persona' : `${party} persone`}`,
  greeting: (name) => `Buongiorno ${name},`,
  previously: (at) => `In precedenza: ${at}.`,
  confirmed: (at) => `Il suo tavolo è prenotato: ${at}.`,
  changed: (at) => `La sua prenotazione è stata modificata: ${at}.`,
  changedAwaiting: 'Ora attende la conferma del nostro team: le scriveremo appena l’avrà esaminata.',
  requested: (at) => `Abbiamo ricevuto la sua richiesta: ${at}.`,
  requestedAwaiting: 'Non è ancora confermata: le scriveremo appena il nostro team l’avrà esaminata.',
  declined: (at) => `Siamo spiacenti: non possiamo accettare la sua richiesta (${at}).`,
  cancelled: (at) => `La sua prenotazione è annullata: ${at}. I posti sono di nuovo liberi.`,
  reminder: (at) => `Saremo lieti di accoglierla: ${at}.`,
  reminderCall: (phone) => `Un imprevisto? La preghiamo di avvisarci al ${phone}.`,
  staffMessage: (message) => `Messaggio del ristorante: ${message}`,
  reference: (reference) => `Riferimento: ${reference}`,
  manageLink: (minutes) => `Vedere, modificare o annullare la prenotazione (fino a ${duration(minutes)} prima):`,
  linkInFirstMail: 'Il link per modificare o annullare si trova nella nostra prima e-mail.',
  notYou: (phone) =>
    `Non ha fatto lei questa prenotazione? Qualcuno ha inserito il suo indirizzo: ci chiami al ${phone}, ` +
    'la annulleremo.',
  calendarSummary: (restaurant, party) => `Prenotazione – ${restaurant} (${party} pers.)`,
  calendarDescription: (reference, phone) => `Riferimento ${reference}. Telefono: ${phone}.`,
};
