import {
  MENU_ITEM_FIELDS,
  MENU_ITEM_FIELD_NAMES,
  LAW_FIELD_NAMES,
  type LawField,
  type MenuFieldSpec,
  type MenuItemField,
  type MenuItemValues,
} from '@ticino/shared';

/** The dish fields with a control of their own (`DishField`); the law's have their sections in LawFields. */
export type PlainField = Exclude<MenuItemField, LawField>;
export const PLAIN_FIELDS = MENU_ITEM_FIELD_NAMES.filter(
  (field): field is PlainField => !(LAW_FIELD_NAMES as readonly MenuItemField[]).includes(field),
);

/** A plain field's value held as text, so "12." or "" can be typed and checked like the server checks it. */
export function dishText<Field extends PlainField>(field: Field, value: MenuItemValues[Field]): string {
  const spec: MenuFieldSpec = MENU_ITEM_FIELDS[field];
  if (value === null) return '';
  return spec.type === 'decimal' && typeof value === 'number' ? value.toFixed(spec.decimals) : String(value);
}

/** What a new dish's field starts with, the same in both forms: a choice's default, else nothing. */
export function newDishText(field: PlainField): string {
  const spec: MenuFieldSpec = MENU_ITEM_FIELDS[field];
  return spec.type === 'enum' ? (spec.default ?? '') : '';
}
