import type { BackOfficeView } from '../view';

/**
 * One dated exception to the opening hours (a component of the restaurant's facts) in /cms. Folded, an exception
 * shows its summary (« 31.12.2026 · Restauration genevoise · fermé »), written at each save.
 */
const view: BackOfficeView = {
  uid: 'restaurant.opening-exception',
  kind: 'component',
  versions: ['a5d29169e2ce'],
  settings: { mainField: 'summary' },
  fields: {
    summary: {
      label: 'Exception',
      description: "Écrit à l'enregistrement, d'après la date, le libellé et les heures.",
      editable: false,
    },
    date: { label: 'Date' },
    label: {
      label: 'Libellé',
      description: 'Montré aux clients, par exemple « Jeûne genevois » (80 caractères au plus).',
    },
    closed: { label: 'Fermé toute la journée', description: 'Décochez pour des horaires spéciaux, puis indiquez-les.' },
    opensAt: { label: 'Ouverture', description: 'Horaires spéciaux seulement.' },
    closesAt: { label: 'Fermeture', description: 'Horaires spéciaux seulement.' },
  },
};

export default view;
