import { describe, expect, it } from 'vitest';
import {
  MENU_ITEM_FIELDS,
  NO_LAW_DETAILS,
  MENU_ITEM_FIELD_NAMES,
  PUBLIC_MENU_ITEM_FIELDS,
  checkMenuItemField,
  isPublicMenuItem,
  menuItemFromRow,
  toPublicMenuItem,
  type DecimalFieldSpec,
  type EnumFieldSpec,
  type MenuItem,
  type TextFieldSpec,
} from '../src';

const FONDUE: MenuItem = {
  id: 'f1',
  title: 'Fondue',
  price: 29,
  description: 'Moitié-moitié',
  category: 'Nos Spécialités',
  ...NO_LAW_DETAILS,
};

describe('the menu-item descriptor', () => {
  it('lists the fields in the order of the form, all public but the allergen confirmation', () => {
    expect(MENU_ITEM_FIELD_NAMES).toEqual([
      'title',
      'price',
      'description',
      'category',
      ...Object.keys(NO_LAW_DETAILS).filter((field) => field in MENU_ITEM_FIELDS),
    ]);
    expect(PUBLIC_MENU_ITEM_FIELDS).toEqual(MENU_ITEM_FIELD_NAMES.filter((field) => field !== 'allergensConfirmation'));
  });

  it('gives every field a French label and a message for each way it can be wrong', () => {
    for (const field of MENU_ITEM_FIELD_NAMES) {
      const spec = MENU_ITEM_FIELDS[field];
      expect(spec.label).toMatch(/\S/);
      if ('messages' in spec) for (const message of Object.values(spec.messages)) expect(message).toMatch(/\S/);
    }
  });
});

/** Optional fields of each type, as the next fields of a menu item will be declared. */
const NOTE: TextFieldSpec = {
  type: 'string',
  label: 'Note',
  required: false,
  public: false,
  maxLength: 5,
  messages: { required: 'requise', tooLong: 'trop longue' },
};
const DEPOSIT: DecimalFieldSpec = {
  type: 'decimal',
  label: 'Consigne',
  required: false,
  public: true,
  exclusiveMinimum: 0,
  max: 10,
  decimals: 1,
  messages: { required: 'requise', invalid: 'invalide', tooHigh: 'trop haute', tooPrecise: 'trop précise' },
};
const STATE: EnumFieldSpec = {
  type: 'enum',
  label: 'Disponibilité',
  required: false,
  public: true,
  values: ['disponible', 'épuisé'],
  messages: { required: 'requise', unknown: 'inconnue' },
};

describe('an optional field', () => {
  it('may be left empty: text as "", a number or a choice as null', () => {
    expect(checkMenuItemField(NOTE, '  ')).toEqual({ value: '' });
    expect(checkMenuItemField(DEPOSIT, '')).toEqual({ value: null });
    expect(checkMenuItemField(STATE, null)).toEqual({ value: null });
  });

  it('is still checked when filled, by its own limits', () => {
    expect(checkMenuItemField(NOTE, 'trop long')).toEqual({ error: 'trop longue' });
    expect(checkMenuItemField(DEPOSIT, '0.25')).toEqual({ error: 'trop précise' });
    expect(checkMenuItemField(DEPOSIT, '0.5')).toEqual({ value: 0.5 });
    expect(checkMenuItemField(DEPOSIT, 11)).toEqual({ error: 'trop haute' });
    expect(checkMenuItemField(STATE, 'bientôt')).toEqual({ error: 'inconnue' });
    expect(checkMenuItemField(STATE, 'épuisé')).toEqual({ value: 'épuisé' });
  });
});

describe('a public menu item read from /food.menu.json', () => {
  it('is recognised when it holds an id and every public field with its declared type', () => {
    expect(isPublicMenuItem(FONDUE)).toBe(true);
    expect(isPublicMenuItem({ ...FONDUE, extra: 1 })).toBe(true);
  });

  it.each([
    ['no id', { ...FONDUE, id: undefined }],
    ['a price as text', { ...FONDUE, price: '29' }],
    ['a missing title', { ...FONDUE, title: undefined }],
    ['an unknown category', { ...FONDUE, category: 'breakfast' }],
    ['a null description', { ...FONDUE, description: null }],
    ['nothing', null],
  ])('is refused with %s', (_case, value) => {
    expect(isPublicMenuItem(value)).toBe(false);
  });
});

describe('a stored row', () => {
  it('becomes an item with its id, a decimal as a number', () => {
    const { id, ...values } = FONDUE;
    expect(menuItemFromRow(id, { ...values, price: '29.00' })).toEqual(FONDUE);
  });

  it('is shown to visitors with its public fields only', () => {
    const { allergensConfirmation: _staffOnly, ...visible } = FONDUE;
    expect(toPublicMenuItem(FONDUE)).toEqual(visible);
  });
});
