import type { Dictionary } from '../../dictionary';

export const manageEn: Dictionary['manage'] = {
  heading: 'Your booking',
  loading: 'Loading your booking',
  facts: {
    reference: 'Reference',
    status: 'Status',
    date: 'Date',
    time: 'Time',
    people: 'People',
    name: 'Name',
    notes: 'Notes',
  },
  statuses: {
    requested: 'Request',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
    honoured: 'Arrived',
    no_show: 'No-show',
  },
  change: 'Change',
  partySize: 'Number of people',
  time: 'Time',
  changeHint: (people) => `The times offered are free for ${people}: the seats are checked again when you save.`,
  save: 'Save the change',
  cancel: 'Cancel the booking',
  cancelQuestion: 'Cancel the booking?',
  reallyCancel: 'Do you really want to cancel your booking?',
  yesCancel: 'Yes, cancel',
  keep: 'Keep my booking',
  tooLate: 'It is too late to change or cancel online: please call us',
  tooLateAt: ' on ',
  /** A failure the server did not explain, or no answer at all. */
  failed: 'Something went wrong',
  messages: {
    updated: 'Booking updated.',
    cancelled: 'Booking cancelled.',
    notFound: 'Booking not found.',
    notChangeable: 'This booking can no longer be changed.',
    full: 'Fully booked at that time: choose another time or another date.',
    pastCutoff: (delay, phone) =>
      `It is too late to change it online (up to ${delay} before): please call us${phone ? ` on ${phone}` : ''}.`,
    tooManyChanges: (count, phone) =>
      `You have already changed this booking ${count} times: please call us on ${phone}.`,
    invalid: 'Please correct the form’s fields.',
    timeNotOffered: 'This time is not offered: choose one of the free times.',
    foreignOrigin: 'This form can only be sent from the restaurant’s website: open your booking’s link again.',
    expired: 'The form has expired: check your booking and send it again.',
  },
};
