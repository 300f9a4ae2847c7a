import type { BackOfficeView } from '../view';

/** One action on a reservation (a component of it): who, when, what, and a capacity override. */
const view: BackOfficeView = {
  uid: 'reservation.history-entry',
  kind: 'component',
  versions: ['d6b9ab03f290'],
  settings: { mainField: 'action' },
  fields: {
    at: { label: 'Le', editable: false },
    by: { label: 'Par', editable: false },
    action: { label: 'Action', editable: false },
    overCapacity: { label: 'Au-delà de la capacité', editable: false },
    message: { label: 'Message au client', editable: false },
  },
};

export default view;
