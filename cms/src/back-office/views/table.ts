import type { BackOfficeView } from '../view';

/** « Tables » in /cms: the label is the owner's, the code the server's, shown and never editable. */
const view: BackOfficeView = {
  uid: 'api::table.table',
  kind: 'content-type',
  versions: ['a64fff114941'],
  settings: { mainField: 'label', defaultSortBy: 'label', defaultSortOrder: 'ASC' },
  fields: {
    label: { label: 'Nom de la table', description: '« 1 », « 12 », « Terrasse 3 »… 30 caractères au plus.' },
    code: {
      label: 'Code QR',
      description: "Donné une fois par le serveur à la création, jamais changé : l'adresse imprimée est /t/<code>.",
      editable: false,
    },
  },
  list: ['label', 'code'],
};

export default view;
