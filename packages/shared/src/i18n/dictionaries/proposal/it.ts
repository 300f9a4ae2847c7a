import { RESTAURANT_NAME } from '../../../brand';
import type { Dictionary } from '../../dictionary';

export const proposalIt: Dictionary['proposal'] = {
  title: `Proposta per il suo gruppo — ${RESTAURANT_NAME}`,
  heading: 'Proposta per il suo gruppo',
  loading: 'Caricamento della proposta',
  greeting: (name: string) => `Buongiorno ${name}, ecco che cosa le proponiamo.`,
  facts: {
    date: 'Data',
    time: 'Ora',
    people: 'Persone',
    menu: 'Menu',
    pricePerPerson: 'Prezzo a persona',
    deposit: 'Acconto',
    depositReference: 'Riferimento di pagamento',
  },
  depositDue: (amount: string, deadline: string) => `CHF ${amount}, da pagare entro ${deadline}`,
  payingAccepts: 'Pagando l’acconto con la QR-fattura ricevuta per e-mail, accetta anche la proposta.',
  message: 'Il nostro messaggio',
  acceptBy: (deadline: string) => `Può accettare questa proposta entro ${deadline}.`,
  accept: 'Accettare la proposta',
  accepted: 'Questa proposta è stata accettata: la prenotazione del suo gruppo è registrata.',
};
