import { RESTAURANT_NAME } from '../../../brand';
import type { Dictionary } from '../../dictionary';

export const proposalEn: Dictionary['proposal'] = {
  title: `Proposal for your group — ${RESTAURANT_NAME}`,
  heading: 'Proposal for your group',
  loading: 'Loading the proposal',
  greeting: (name: string) => `Hello ${name}, here is what we propose.`,
  facts: {
    date: 'Date',
    time: 'Time',
    people: 'People',
    menu: 'Menu',
    pricePerPerson: 'Price per person',
    deposit: 'Deposit',
    depositReference: 'Payment reference',
  },
  depositDue: (amount: string, deadline: string) => `CHF ${amount}, to be paid by ${deadline}`,
  payingAccepts: 'Paying the deposit with the QR-bill from the e-mail also accepts the proposal.',
  message: 'Our message',
  acceptBy: (deadline: string) => `You can accept this proposal until ${deadline}.`,
  accept: 'Accept the proposal',
  accepted: 'This proposal has been accepted: your group’s booking is recorded.',
};
