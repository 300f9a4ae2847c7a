import { MENU_ITEM_UID, MENU_ITEM_FIELDS, MENU_ITEM_ATTRIBUTE_NAMES, type MenuFieldSpec } from '@ticino/shared';
import type { BackOfficeView, FieldLabels } from '../view';

function labels(spec: MenuFieldSpec): FieldLabels {
  return { label: spec.label, ...(spec.backOfficeHint ? { description: spec.backOfficeHint } : {}) };
}

/**
 * The menu in /cms: the columns that identify an item, the price rule spelt out next to the price. Labels and help
 * come from the shared descriptor; a new field also needs its place in `edit` (a test checks every field has one).
 */
const view: BackOfficeView = {
  uid: MENU_ITEM_UID,
  kind: 'content-type',
  versions: [
    '4fc2c18fa69d',
    'dfd9781bc0a1',
    '6809115cd765',
    '3449f77f7eb0',
    '5472e9a5f2a7',
    '860db0b8e99c',
    'f68e5d8f7cdf',
    '526bfd600c3f',
  ],
  settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC', pageSize: 50 },
  fields: {
    ...Object.fromEntries(MENU_ITEM_ATTRIBUTE_NAMES.map((field) => [field, labels(MENU_ITEM_FIELDS[field])])),
    // Written by the server for the staff member who confirms the allergens on the dashboard, never typed here.
    allergensConfirmation: { ...labels(MENU_ITEM_FIELDS.allergensConfirmation), editable: false },
    position: {
      label: 'Ordre dans la catégorie',
      description: 'Réglé depuis le tableau de bord (glisser-déposer, « Monter », « Descendre ») : 0 vient en premier.',
    },
    updatedAt: { label: 'Modifié le' },
  },
  list: ['title', 'category', 'price', 'updatedAt'],
  edit: [
    [
      { name: 'title', size: 8 },
      { name: 'price', size: 4 },
    ],
    [{ name: 'category', size: 6 }],
    [{ name: 'description', size: 12 }],
    [{ name: 'photo', size: 6 }],
    [
      { name: 'availability', size: 6 },
      { name: 'soldOutOn', size: 6 },
    ],
    [
      { name: 'availableFrom', size: 6 },
      { name: 'availableUntil', size: 6 },
    ],
    [{ name: 'boardUntil', size: 6 }],
    [{ name: 'position', size: 4 }],
    [
      { name: 'allergens', size: 6 },
      { name: 'traces', size: 6 },
    ],
    [
      { name: 'diets', size: 6 },
      { name: 'mentions', size: 6 },
    ],
    [{ name: 'origins', size: 12 }],
    [
      { name: 'quantities', size: 8 },
      { name: 'quantityExemption', size: 4 },
    ],
    [{ name: 'wine', size: 12 }],
    [{ name: 'allergensConfirmation', size: 12 }],
  ],
};

export default view;
