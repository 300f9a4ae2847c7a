import type { BackOfficeView } from '../view';

/**
 * « Tables » in /cms: the label, seats, area and joins are the owner's, the code the server's, shown and never
 * editable. The joins are kept both ways by the table rules, whichever table they are written on.
 */
const view: BackOfficeView = {
  uid: 'api::table.table',
  kind: 'content-type',
  versions: ['a64fff114941', '0fb28194578d'],
  settings: { mainField: 'label', defaultSortBy: 'label', defaultSortOrder: 'ASC' },
  fields: {
    label: { label: 'Nom de la table', description: '« 1 », « 12 », « Terrasse 3 »… 30 caractères au plus.' },
    code: {
      label: 'Code QR',
      description: "Donné une fois par le serveur à la création, jamais changé : l'adresse imprimée est /t/<code>.",
      editable: false,
    },
    seats: { label: 'Places', description: 'De 1 à 20 personnes.' },
    area: {
      label: 'Salle',
      description: 'Une des salles de la liste (« Tables » du tableau de bord : « Salle », « Terrasse », « Salon »…).',
    },
    combinableWith: {
      label: 'Se joint à',
      description:
        'Les identifiants (documentId) des tables qu’on peut y accoler, ex. ["abc…"] ; gardé dans les deux sens.',
    },
    onlineBookable: { label: 'Réservable en ligne', description: 'Non : la table ne se donne que par le personnel.' },
  },
  list: ['label', 'seats', 'area', 'onlineBookable', 'code'],
};

export default view;
