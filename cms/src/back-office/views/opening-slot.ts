import type { BackOfficeView } from '../view';

/**
 * One opening slot of the restaurant (a component of its facts) in /cms. Folded, a slot shows its summary
 * (« Lundi · 11:30–14:30 »), which the restaurant rules write at each save (api/restaurant/rules.ts).
 */
const view: BackOfficeView = {
  uid: 'restaurant.opening-slot',
  kind: 'component',
  versions: ['2d2f3017cf21', 'dfa79569291b'],
  settings: { mainField: 'summary' },
  fields: {
    summary: {
      label: 'Créneau',
      description: "Écrit à l'enregistrement, d'après le jour et les heures.",
      editable: false,
    },
    day: { label: 'Jour' },
    opensAt: { label: 'Ouverture', description: 'Par exemple 11:30.' },
    closesAt: {
      label: 'Fermeture',
      description: 'Par exemple 14:30 ; une heure plus tôt que l’ouverture ferme le lendemain (18:00–01:00).',
    },
  },
};

export default view;
