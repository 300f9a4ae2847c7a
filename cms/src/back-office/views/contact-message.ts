import type { BackOfficeView } from '../view';

/** Contact messages in /cms, the newest first. */
const view: BackOfficeView = {
  uid: 'api::contact-message.contact-message',
  kind: 'content-type',
  versions: ['68c3707b010c'],
  settings: { mainField: 'subject', defaultSortBy: 'receivedAt', defaultSortOrder: 'DESC' },
  fields: {
    name: { label: 'Nom' },
    email: { label: 'E-mail' },
    subject: { label: 'Sujet' },
    message: { label: 'Message' },
    receivedAt: { label: 'Reçu le' },
  },
  list: ['receivedAt', 'name', 'email', 'subject'],
  edit: [
    [
      { name: 'name', size: 6 },
      { name: 'email', size: 6 },
    ],
    [{ name: 'subject', size: 12 }],
    [{ name: 'message', size: 12 }],
    [{ name: 'receivedAt', size: 6 }],
  ],
};

export default view;
