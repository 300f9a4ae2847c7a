import type { Dictionary } from '../../dictionary';
import { durationEn as duration } from '../durations';

export const bookingMailEn: Dictionary['bookingMail'] = {
  subjects: {
    confirmed: 'Booking confirmed',
    requested: 'Request sent',
    confirmedByStaff: 'Booking confirmed',
    changed: 'Booking changed',
    declined: 'Booking request declined',
    cancelled: 'Booking cancelled',
    reminder: 'Reminder of your booking',
    awaitingPayment: 'Booking held: deposit to pay',
    paymentReceived: 'Payment received: booking confirmed',
    unpaid: 'Booking not paid',
  },
  deposit: {
    held: (at: string, evening: string) => `Your table for « ${evening} » is held: ${at}.`,
    heldTable: (at: string) => `Your table is held: ${at}.`,
    pay: (amount: string, deadline: string) =>
      `It is confirmed once we receive the deposit of CHF ${amount}, to be paid by ${deadline} with the attached QR-bill.`,
    unpaidRelease: 'Without payment by then, the table is released.',
    paymentReceived: (at: string) => `We have received your deposit: your table is confirmed, ${at}.`,
    unpaid: (at: string) =>
      `We did not receive the deposit in time: the table held (${at}) has been released. If you have paid meanwhile, please call us.`,
    slipTitle: (evening: string) => `Deposit – ${evening}`,
    booking: (reference: string) => `Booking ${reference}`,
    amount: (amount: string) => `Amount: CHF ${amount}`,
    deadline: (deadline: string) => `To be paid by ${deadline}`,
    notVatInvoice: 'This slip is not a VAT invoice.',
    vatIncluded: (rate: string, amount: string, number: string) => `VAT ${rate} % included: CHF ${amount} (${number}).`,
    fileName: 'qr-bill.pdf',
  },
  proposal: {
    subject: 'Our proposal for your group',
    intro: (at: string) => `Thank you for your request. We propose: ${at}.`,
    menu: (menu: string, price: string) => `Menu: ${menu}, CHF ${price} per person.`,
    deposit: (amount: string, deadline: string) =>
      `A deposit of CHF ${amount} confirms it, to be paid by ${deadline} with the attached QR-bill: paying it accepts the proposal.`,
    accept: (deadline: string) => `Accept it by ${deadline} through this link:`,
    noAnswer: 'Without an answer by then, the proposal is no longer valid.',
  },
  offer: {
    subject: 'A table has freed up',
    freed: (at: string) => `A table has freed up: ${at}.`,
    heldUntil: (time: string) =>
      `We are keeping it for you until ${time}. Book it through this link, or tell us you are no longer coming:`,
    next: 'Without an answer by then, it will be offered to the next person on the waiting list.',
  },
  when: (day, time, party) => `${day} at ${time}, ${party === 1 ? '1 person' : `${party} people`}`,
  greeting: (name) => `Dear ${name},`,
  previously: (at) => `Previously: ${at}.`,
  confirmed: (at) => `Your table is booked: ${at}.`,
  changed: (at) => `Your booking has been changed: ${at}.`,
  changedAwaiting: 'It now awaits our team’s confirmation: we will write to you as soon as they have looked at it.',
  requested: (at) => `We have received your request: ${at}.`,
  requestedAwaiting: 'It is not confirmed yet: we will write to you as soon as our team has looked at it.',
  declined: (at) => `We are sorry: we cannot accept your request (${at}).`,
  cancelled: (at) => `Your booking is cancelled: ${at}. The seats have been released.`,
  reminder: (at) => `We look forward to welcoming you: ${at}.`,
  reminderCall: (phone) => `Something came up? Please let us know on ${phone}.`,
  staffMessage: (message) => `Message from the restaurant: ${message}`,
  reference: (reference) => `Reference: ${reference}`,
  manageLink: (minutes) => `See, change or cancel your booking (up to ${duration(minutes)} before):`,
  linkInFirstMail: 'The link to change or cancel is in our first e-mail.',
  notYou: (phone) =>
    `You did not make this booking? Someone entered your address: call us on ${phone} and we will cancel it.`,
  calendarSummary: (restaurant, party) => `Booking – ${restaurant} (${party} ${party === 1 ? 'person' : 'people'})`,
  calendarDescription: (reference, phone) => `Reference ${reference}. Phone: ${phone}.`,
};
