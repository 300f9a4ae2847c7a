import type { BackOfficeView } from '../view';

/** One course of a set menu in /cms: its name and the dishes of the menu or the board to choose from. */
const view: BackOfficeView = {
  uid: 'set-menu.course',
  kind: 'component',
  versions: ['a481c3acee3e'],
  settings: { mainField: 'name' },
  fields: {
    name: { label: 'Service', description: 'Par exemple « Entrée », « Plat » ou « Dessert ».' },
    dishes: { label: 'Plats au choix', description: 'Des plats de la carte ou de l’ardoise.' },
  },
};

export default view;
