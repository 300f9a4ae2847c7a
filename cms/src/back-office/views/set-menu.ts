import type { BackOfficeView } from '../view';

/** The set menus in /cms (docs/product.md#set-menus), checked by the shared rules at each save (api/set-menu/rules.ts). */
const view: BackOfficeView = {
  uid: 'api::set-menu.set-menu',
  kind: 'content-type',
  versions: ['3f5fa1aacc3d'],
  settings: { mainField: 'name', defaultSortBy: 'price', defaultSortOrder: 'ASC' },
  fields: {
    name: { label: 'Nom', description: 'Par exemple « Formule midi ».' },
    price: { label: 'Prix (CHF)', description: 'Deux décimales au plus, comme le prix d’un plat.' },
    days: {
      label: 'Jours',
      description:
        'La liste des jours où elle est servie, par exemple ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi"].',
    },
    startsAt: { label: 'Servie dès', description: 'Par exemple 11:30.' },
    endsAt: { label: "Servie jusqu'à", description: 'Par exemple 14:00 : la carte dit alors « à midi ».' },
    courses: {
      label: 'Services',
      description: 'Au moins un service (Entrée, Plat, Dessert…), chacun avec au moins un plat au choix.',
    },
  },
  list: ['name', 'price', 'startsAt', 'endsAt'],
};

export default view;
