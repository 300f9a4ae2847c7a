import type { BackOfficeView } from '../view';

/** Contact messages in /cms, the newest first; a guest's words are shown, never editable (docs/product.md#back-office). */
const view: BackOfficeView = {
  uid: 'api::contact-message.contact-message',
  kind: 'content-type',
  versions: ['68c3707b010c', '8f9aeb570d34', '1a10e856f110', 'f2047438c283'],
  settings: { mainField: 'subject', defaultSortBy: 'receivedAt', defaultSortOrder: 'DESC' },
  fields: {
    name: { label: 'Nom', editable: false },
    email: { label: 'E-mail', editable: false },
    subject: { label: 'Sujet', editable: false },
    message: { label: 'Message', editable: false },
    receivedAt: { label: 'Reçu le', editable: false },
    readAt: { label: 'Lu le' },
    handledAt: { label: 'Traité le' },
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
