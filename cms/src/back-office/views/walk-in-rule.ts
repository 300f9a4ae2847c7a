import type { BackOfficeView } from '../view';

/** A day, or one of its services, open to walk-ins only (a component of the reservation rules). */
const view: BackOfficeView = {
  uid: 'reservation.walk-in-rule',
  kind: 'component',
  versions: ['84ec7b79c4ee'],
  settings: { mainField: 'day' },
  fields: {
    day: { label: 'Jour' },
    service: { label: 'Service', description: 'Midi, Soir, ou vide pour toute la journée.' },
  },
};

export default view;
