import { RESTAURANT_NAME } from '../../../brand';
import type { Dictionary } from '../../dictionary';

/** The formal « Lei ». */
export const eveningIt: Dictionary['evening'] = {
  eyebrow: 'Serata speciale',
  title: (name) => `${name} — ${RESTAURANT_NAME}`,
  description: (name, day, price) =>
    `${name}, ${day}, alla ${RESTAURANT_NAME} a Ginevra: ${price} a persona, prenotazione online.`,
  facts: 'La serata in breve',
  date: 'Data',
  times: 'Orari di arrivo',
  price: 'Prezzo a persona',
  deposit: 'Acconto a persona',
  depositHint:
    'L’acconto si paga con la fattura QR allegata all’e-mail di prenotazione: la prenotazione è confermata appena lo riceviamo.',
  places: 'Posti disponibili',
  placesLeft: (count) => (count === 1 ? '1 posto' : `${count} posti`),
  full: 'Completo',
  menu: 'Il menu',
  terms: 'Condizioni di annullamento',
  noTimeLeft: 'Gli orari di arrivo di questa serata sono passati: non è più prenotabile online.',
  loading: 'Caricamento della serata',
  formHeading: 'Prenotare questa serata',
  time: 'Orario di arrivo',
  book: 'Prenota',
  booked: 'Prenotazione registrata',
  depositAmount: 'Acconto',
  depositReference: 'Riferimento di pagamento',
  depositDeadline: 'Da pagare entro il',
  listEyebrow: 'In agenda',
  listTitle: 'Le nostre serate',
  perPerson: (price) => `${price} a persona`,
  eveningFact: 'Serata',
  depositDue: (amount, deadline, reference) =>
    `Acconto: CHF ${amount} da pagare entro il ${deadline} (riferimento ${reference})`,
  downloadSlip: 'Scaricare la fattura QR',
  downloadingSlip: 'Download della fattura QR in corso',
  slipFailed:
    'Non è stato possibile scaricare la fattura QR. Riprovi tra un momento, oppure utilizzi quella allegata all’e-mail di prenotazione.',
  slipFileName: (reference) => `fattura-qr-${reference}.pdf`,
};
