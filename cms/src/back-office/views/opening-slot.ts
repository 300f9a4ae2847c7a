import type { BackOfficeView } from '../view';

/** One opening slot of the restaurant (a component of its facts) in /cms. */
const view: BackOfficeView = {
  uid: 'restaurant.opening-slot',
  kind: 'component',
  versions: ['2d2f3017cf21'],
  settings: { mainField: 'day' },
  fields: {
    day: { label: 'Jour' },
    opensAt: { label: 'Ouverture', description: 'HH:MM, par exemple 11:30.' },
    closesAt: { label: 'Fermeture', description: 'HH:MM, par exemple 14:00.' },
  },
};

export default view;
