import type { BackOfficeView } from '../view';

/** The evenings in /cms (docs/product.md#evenings), checked by the shared rules at each save (api/evening/rules.ts). */
const view: BackOfficeView = {
  uid: 'api::evening.evening',
  kind: 'content-type',
  versions: ['8d3c0e68c91b'],
  settings: { mainField: 'name', defaultSortBy: 'date', defaultSortOrder: 'DESC' },
  fields: {
    name: { label: 'Nom', description: 'Par exemple « Menu de St. Silvestre ».' },
    description: { label: 'Présentation' },
    slug: {
      label: 'Adresse de la page',
      description: 'Lettres minuscules sans accents, chiffres et traits d’union : /soirees/menu-de-st-silvestre.',
    },
    date: { label: 'Date' },
    times: { label: 'Heures d’arrivée', description: 'La liste des heures, par exemple ["19:00", "21:30"].' },
    setMenuId: {
      label: 'Formule servie (identifiant)',
      description: 'L’identifiant d’une formule ; laissez vide pour écrire le menu ci-dessous.',
    },
    menuText: { label: 'Menu', description: 'Le menu écrit, quand aucune formule n’est choisie.' },
    pricePerPerson: { label: 'Prix par personne (CHF)' },
    capacity: { label: 'Couverts de la soirée' },
    depositPerPerson: {
      label: 'Acompte par personne (CHF)',
      description: '0 : pas d’acompte. Au plus le prix ; demande l’IBAN des réglages de paiement.',
    },
    maxPartyOnline: { label: 'Plus grande table en ligne (personnes)' },
    cancellationTerms: { label: 'Conditions d’annulation' },
    published: { label: 'Publiée', description: 'Visible et réservable sur le site.' },
  },
  list: ['date', 'name', 'capacity', 'published'],
  edit: [
    [
      { name: 'name', size: 8 },
      { name: 'published', size: 4 },
    ],
    [
      { name: 'slug', size: 8 },
      { name: 'date', size: 4 },
    ],
    [{ name: 'description', size: 12 }],
    [{ name: 'times', size: 12 }],
    [
      { name: 'setMenuId', size: 6 },
      { name: 'menuText', size: 6 },
    ],
    [
      { name: 'pricePerPerson', size: 4 },
      { name: 'depositPerPerson', size: 4 },
      { name: 'capacity', size: 4 },
    ],
    [{ name: 'maxPartyOnline', size: 4 }],
    [{ name: 'cancellationTerms', size: 12 }],
  ],
};

export default view;
