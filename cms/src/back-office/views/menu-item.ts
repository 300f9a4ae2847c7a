import { MENU_ITEM_FIELDS, MENU_ITEM_ATTRIBUTE_NAMES, type MenuFieldSpec } from '@ticino/shared';
import type { BackOfficeView, FieldLabels } from '../view';

function labels(spec: MenuFieldSpec): FieldLabels {
  return { label: spec.label, ...(spec.backOfficeHint ? { description: spec.backOfficeHint } : {}) };
}

/**
 * The menu in /cms: the columns that identify an item, the price rule spelt out next to the price. Labels and help
 * come from the shared descriptor; a new field also needs its place in `edit` (a test checks every field has one).
 */
const view: BackOfficeView = {
  uid: 'api::menu-item.menu-item',
  kind: 'content-type',
  versions: ['4fc2c18fa69d', 'dfd9781bc0a1', '37d6d577728d'],
  settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC', pageSize: 50 },
  fields: {
    ...Object.fromEntries(MENU_ITEM_ATTRIBUTE_NAMES.map((field) => [field, labels(MENU_ITEM_FIELDS[field])])),
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
  ],
};

export default view;
