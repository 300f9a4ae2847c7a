import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVAILABILITY,
  DEFAULT_CATEGORY,
  MENU_ITEM_FIELDS,
  MENU_ITEM_ATTRIBUTE_NAMES,
  NO_LAW_DETAILS,
  MENU_ITEM_FIELD_NAMES,
  MENU_ITEM_PHOTO_FIELD_NAMES,
  PUBLIC_MENU_ITEM_FIELDS,
  checkMenuItemField,
  checkPhotoAlt,
  checkPhotoFile,
  isPublicMenuItem,
  isStaffMessageCode,
  menuItemFromRow,
  messageIn,
  staffMessageOf,
  staffText,
  toPublicMenuItem,
  wordStaffMessage,
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
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  boardUntil: null,
  ...NO_LAW_DETAILS,
  position: 0,
  photo: null,
};
const { allergensConfirmation: _staffOnly, ...PUBLIC_LAW_DETAILS } = NO_LAW_DETAILS;
const PUBLIC_FONDUE = {
  id: 'f1',
  title: 'Fondue',
  price: 29,
  description: 'Moitié-moitié',
  category: 'Nos Spécialités',
  availability: 'disponible',
  ...PUBLIC_LAW_DETAILS,
  photo: null,
};

const PHOTO = {
  url: '/uploads/fondue.jpg',
  alt: 'Un caquelon de fondue fumant',
  width: 1600,
  height: 1067,
  formats: { thumbnail: { url: '/uploads/thumbnail_fondue.jpg', width: 234, height: 156 } },
};

describe('the menu-item descriptor', () => {
  it('lists the fields in the order of the form, the photo apart from those the JSON body writes; the sold-out day, the dates and the allergen confirmation stay with the staff', () => {
    expect(MENU_ITEM_FIELD_NAMES).toEqual([
      'title',
      'price',
      'description',
      'category',
      'availability',
      'soldOutOn',
      'availableFrom',
      'availableUntil',
      'boardUntil',
      ...Object.keys(NO_LAW_DETAILS),
    ]);
    expect(PUBLIC_MENU_ITEM_FIELDS).toEqual([
      'title',
      'price',
      'description',
      'category',
      'availability',
      ...Object.keys(PUBLIC_LAW_DETAILS),
      'photo',
    ]);
    expect(MENU_ITEM_PHOTO_FIELD_NAMES).toEqual(['photo']);
    expect(MENU_ITEM_ATTRIBUTE_NAMES).toEqual([...MENU_ITEM_FIELD_NAMES, 'photo']);
  });

  it('gives every field a French label and a message for each way it can be wrong', () => {
    for (const field of MENU_ITEM_ATTRIBUTE_NAMES) {
      const spec = MENU_ITEM_FIELDS[field];
      expect(spec.label).toMatch(/\S/);
      if (!('messages' in spec)) continue;
      for (const message of Object.values(spec.messages)) {
        // A staff message, or for a photo file the guests' (`api.photo*`), in French either way.
        const words = isStaffMessageCode(message.code) ? wordStaffMessage(message) : messageIn('fr', message);
        expect(words, message.code).toMatch(/\S/);
      }
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
  messages: { tooLong: staffMessageOf('menuItem.titleTooLong', { max: 5 }) },
};
const DEPOSIT: DecimalFieldSpec = {
  type: 'decimal',
  label: 'Consigne',
  required: false,
  public: true,
  exclusiveMinimum: 0,
  max: 10,
  decimals: 1,
  messages: {
    invalid: staffMessageOf('menuItem.priceNotPositive'),
    tooHigh: staffMessageOf('menuItem.priceTooHigh', { max: 10 }),
    tooPrecise: staffMessageOf('menuItem.priceTooPrecise'),
  },
};
const STATE: EnumFieldSpec = {
  type: 'enum',
  label: 'Disponibilité',
  required: false,
  public: true,
  values: ['disponible', 'épuisé'],
  messages: { unknown: staffMessageOf('menuItem.availabilityUnknown') },
};

describe('an optional field', () => {
  it('may be left empty: text as "", a number or a choice as null', () => {
    expect(checkMenuItemField(NOTE, '  ')).toEqual({ value: '' });
    expect(checkMenuItemField(DEPOSIT, '')).toEqual({ value: null });
    expect(checkMenuItemField(STATE, null)).toEqual({ value: null });
  });

  it('is still checked when filled, by its own limits', () => {
    expect(checkMenuItemField(NOTE, 'trop long')).toEqual({ error: NOTE.messages.tooLong });
    expect(checkMenuItemField(DEPOSIT, '0.25')).toEqual({ error: DEPOSIT.messages.tooPrecise });
    expect(checkMenuItemField(DEPOSIT, '0.5')).toEqual({ value: 0.5 });
    expect(checkMenuItemField(DEPOSIT, 11)).toEqual({ error: DEPOSIT.messages.tooHigh });
    expect(checkMenuItemField(STATE, 'bientôt')).toEqual({ error: STATE.messages.unknown });
    expect(checkMenuItemField(STATE, 'épuisé')).toEqual({ value: 'épuisé' });
  });
});

describe('a public menu item read from /food.menu.json', () => {
  it('is recognised when it holds an id and every public field with its declared type', () => {
    expect(isPublicMenuItem(PUBLIC_FONDUE)).toBe(true);
    expect(isPublicMenuItem({ ...PUBLIC_FONDUE, extra: 1 })).toBe(true);
    expect(isPublicMenuItem({ ...PUBLIC_FONDUE, photo: PHOTO })).toBe(true);
  });

  it.each([
    ['no id', { ...PUBLIC_FONDUE, id: undefined }],
    ['a price as text', { ...PUBLIC_FONDUE, price: '29' }],
    ['a missing title', { ...PUBLIC_FONDUE, title: undefined }],
    ['an unknown category', { ...PUBLIC_FONDUE, category: 'breakfast' }],
    ['a null description', { ...PUBLIC_FONDUE, description: null }],
    ['an unknown availability', { ...PUBLIC_FONDUE, availability: 'bientôt' }],
    ['no photo field', { ...PUBLIC_FONDUE, photo: undefined }],
    ['a photo without alt text field', { ...PUBLIC_FONDUE, photo: { ...PHOTO, alt: undefined } }],
    [
      'a photo with an unknown format',
      { ...PUBLIC_FONDUE, photo: { ...PHOTO, formats: { huge: PHOTO.formats.thumbnail } } },
    ],
    ['a photo of no width', { ...PUBLIC_FONDUE, photo: { ...PHOTO, width: '1600' } }],
    ['nothing', null],
  ])('is refused with %s', (_case, value) => {
    expect(isPublicMenuItem(value)).toBe(false);
  });
});

describe('a stored row', () => {
  it('becomes an item with its id, a decimal as a number', () => {
    const { id, photo, ...values } = FONDUE;
    expect(menuItemFromRow(id, { ...values, price: '29.00' }, { photo })).toEqual(FONDUE);
    expect(menuItemFromRow(id, values, { photo: PHOTO })).toEqual({ ...FONDUE, photo: PHOTO });
  });

  it('written before the availability existed, is available', () => {
    const { id, photo, ...values } = FONDUE;
    expect(menuItemFromRow(id, { ...values, availability: null, soldOutOn: null }, { photo })).toEqual(FONDUE);
  });

  it('missing what later versions added reads each field as the API gives it empty, its position as a number', () => {
    const row = { title: 'Fondue', price: null, description: null, position: '3' };
    expect(menuItemFromRow('f2', row, { photo: null })).toEqual({
      id: 'f2',
      title: 'Fondue',
      price: null,
      description: '',
      category: DEFAULT_CATEGORY,
      availability: DEFAULT_AVAILABILITY,
      soldOutOn: null,
      availableFrom: null,
      availableUntil: null,
      boardUntil: null,
      ...NO_LAW_DETAILS,
      position: 3,
      photo: null,
    });
    expect(menuItemFromRow('f3', { title: 'Fondue' }, { photo: null }).position).toBe(0);
  });

  it('is shown to visitors with its public fields only', () => {
    expect(toPublicMenuItem(FONDUE)).toEqual(PUBLIC_FONDUE);
  });
});

describe('a photo file', () => {
  const MB = 1024 * 1024;

  it('is JPEG, PNG or WebP, else refused with the accepted formats', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkPhotoFile({ type, size: MB })).toBeNull();
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', ''])
      expect(checkPhotoFile({ type, size: MB })).toEqual({ code: 'api.photoWrongType' });
  });

  it('weighs 5 Mo at most', () => {
    expect(checkPhotoFile({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: 5 * MB + 1 })).toEqual({
      code: 'api.photoTooLarge',
      params: { max: 5 },
    });
  });

  it('needs an alternative text, cleaned, of 200 characters at most', () => {
    expect(checkPhotoAlt('  Une fondue\n fumante ')).toEqual({ value: 'Une fondue  fumante' });
    expect(checkPhotoAlt(' ')).toEqual({ error: staffMessageOf('menuItem.photoAltRequired') });
    expect(checkPhotoAlt(undefined)).toEqual({ error: staffMessageOf('menuItem.photoAltRequired') });
    expect(checkPhotoAlt('a'.repeat(200))).toEqual({ value: 'a'.repeat(200) });
    expect(checkPhotoAlt('a'.repeat(201))).toEqual({
      error: staffMessageOf('menuItem.photoAltTooLong', { max: 200 }),
    });
    expect(staffText('menuItem.photoAltTooLong', { max: 200 })).toBe(
      'Le texte alternatif ne doit pas dépasser 200 caractères.',
    );
  });
});
