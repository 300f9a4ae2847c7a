import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { MENU_CATEGORIES, MENU_ITEM_ATTRIBUTE_NAMES, MENU_ITEM_FIELDS, type MenuFieldSpec } from '@ticino/shared';
import { CMS_ROOT } from './strapi';

const SCHEMA = path.join(CMS_ROOT, 'src', 'api', 'menu-item', 'content-types', 'menu-item', 'schema.json');
const attributes = (JSON.parse(fs.readFileSync(SCHEMA, 'utf8')) as { attributes: Record<string, unknown> }).attributes;

/** The Strapi attribute that stores a field of the shared descriptor. */
function expectedAttribute(field: string, spec: MenuFieldSpec): Record<string, unknown> {
  const required = spec.required ? { required: true } : {};
  switch (spec.type) {
    case 'string':
    case 'text':
      return { type: spec.type, ...required, ...(spec.required ? { minLength: 1 } : {}), maxLength: spec.maxLength };
    case 'decimal':
      // The smallest value above the minimum with the field's decimals: 0.01 for a price above 0.
      return { type: 'decimal', ...required, min: spec.exclusiveMinimum + 10 ** -spec.decimals, max: spec.max };
    case 'enum':
      return {
        type: 'enumeration',
        enum: [...spec.values],
        ...(spec.default ? { default: spec.default } : {}),
        ...required,
      };
    case 'date':
      return {
        type: 'date',
        ...required,
        // Strapi's conditional field (JSON Logic on the document's values): hidden while empty.
        ...(spec.backOfficeOnlyWhenSet ? { conditions: { visible: { '!=': [{ var: field }, null] } } } : {}),
      };
    case 'json':
      return { type: 'json' };
    case 'photo':
      // One image of the media library; the file types and size are the upload route's to check.
      return { type: 'media', multiple: false, allowedTypes: ['images'] };
  }
}

/** The item's place within its category (docs/product.md#order-within-a-category): the server's, not a field clients send. */
const SERVER_FIELDS = ['position'];

/** schema.json is written by hand (Strapi reads it); packages/shared/src/menu.ts declares the same fields for the rest. */
describe('the menu-item content type and the shared descriptor', () => {
  it('have the same fields', () => {
    expect(Object.keys(attributes).sort()).toEqual([...MENU_ITEM_ATTRIBUTE_NAMES, ...SERVER_FIELDS].sort());
  });

  it('keep a whole position of zero or more for the order within a category', () => {
    expect(attributes.position).toEqual({ type: 'integer', min: 0 });
  });

  it.each(MENU_ITEM_ATTRIBUTE_NAMES)('store %s with the same type, requirement and limits', (field) => {
    expect(attributes[field]).toEqual(expectedAttribute(field, MENU_ITEM_FIELDS[field]));
  });

  it('offer the 24 categories of categories.ts, in order', () => {
    expect((attributes.category as { enum: string[] }).enum).toEqual([...MENU_CATEGORIES]);
    expect(MENU_CATEGORIES).toHaveLength(24);
  });
});
