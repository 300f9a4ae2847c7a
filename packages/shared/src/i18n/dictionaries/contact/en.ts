import type { Dictionary } from '../../dictionary';

export const contactEn: Dictionary['contact'] = {
  title: 'Contact',
  unavailable: 'Information unavailable at the moment.',
  contactUs: 'CONTACT US',
  byPhone: 'CALL US',
  book: 'BOOK',
  byEmail: 'EMAIL US',
  address: 'OUR ADDRESS',
  hours: 'OPENING HOURS',
  mapLabel: 'Map',
  mapTitle: (place) => `Map: ${place} (OpenStreetMap)`,
  largerMap: 'View a larger map',
  formTitle: 'WRITE TO US',
  fields: {
    name: { label: 'Name', placeholder: 'Your name' },
    email: { label: 'Email', placeholder: 'Your email' },
    subject: { label: 'Subject', placeholder: 'Subject' },
    message: { label: 'Message', placeholder: 'Your message' },
  },
  trap: 'Website',
  sending: 'Sending',
  send: 'SEND',
};
