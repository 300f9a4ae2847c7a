import type { BackOfficeView } from '../view';

/** The menu's change journal in /cms, read-only, the newest change first (docs/product.md#menu-change-journal). */
const view: BackOfficeView = {
  uid: 'api::menu-change.menu-change',
  kind: 'content-type',
  versions: ['0889cc6e9546'],
  settings: { mainField: 'itemTitle', defaultSortBy: 'changedAt', defaultSortOrder: 'DESC', pageSize: 50 },
  fields: {
    changedAt: { label: 'Date' },
    action: { label: 'Action', description: 'create : création, update : modification, delete : suppression.' },
    source: { label: 'Depuis', description: 'dashboard : tableau de bord /admin, cms : back-office /cms.' },
    author: { label: 'Par', description: "Le nom d'utilisateur du personnel ou l'e-mail de l'administrateur." },
    itemId: { label: "Identifiant de l'élément" },
    itemTitle: { label: 'Élément du menu' },
    summary: { label: 'Changements', description: 'Chaque champ modifié : avant → après.' },
    changes: { label: 'Changements (détail)' },
  },
  list: ['changedAt', 'itemTitle', 'action', 'author', 'summary'],
  edit: [
    [
      { name: 'changedAt', size: 6 },
      { name: 'author', size: 6 },
    ],
    [
      { name: 'itemTitle', size: 6 },
      { name: 'action', size: 3 },
      { name: 'source', size: 3 },
    ],
    [{ name: 'summary', size: 12 }],
  ],
};

export default view;
