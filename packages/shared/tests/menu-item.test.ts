import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATEGORY,
  MENU_CATEGORIES,
  MENU_ITEM_LIMITS,
  categoryRank,
  compareMenuItems,
  formatChf,
  isDrinkCategory,
  isMenuCategory,
  matchesSearch,
  validateMenuItem,
  staffMessageOf,
  type MenuItemValues,
  type OrderedItem,
} from '../src';

const VALID = { title: 'Risotto', price: '24.50', description: 'Riz carnaroli', category: 'Nos Spécialités' };

function errorsFor(change: Record<string, unknown>) {
  const result = validateMenuItem({ ...VALID, ...change });
  return result.ok ? {} : result.errors;
}

describe('a price typed as text', () => {
  // Each would be a number to Number() or parseFloat(), but is not how a person writes a price.
  it.each([
    '1e3',
    '1E3',
    '0x10',
    '0b11',
    '0o7',
    '12abc',
    'abc12',
    '1.2.3',
    '+5',
    '12 50',
    '12,50',
    '.',
    'CHF 12',
    'Infinity',
    '١٢',
  ])('refuses %j as not a positive number', (price) => {
    expect(errorsFor({ price })).toEqual({ price: staffMessageOf('menuItem.priceNotPositive') });
  });

  it.each([
    ['.55', 0.55],
    ['19.50', 19.5],
    ['007', 7],
    ['\t42\n', 42],
  ])('accepts %j as %d', (price, expected) => {
    const result = validateMenuItem({ ...VALID, price });
    expect(result.ok && result.values.price).toBe(expected);
  });

  it.each([undefined, null, '', '   ', '\t'])('asks for a price when it is %j', (price) => {
    expect(errorsFor({ price })).toEqual({ price: staffMessageOf('menuItem.priceRequired') });
  });

  it('refuses a price that is neither text nor a number', () => {
    expect(errorsFor({ price: true })).toEqual({ price: staffMessageOf('menuItem.priceNotPositive') });
    expect(errorsFor({ price: [12] })).toEqual({ price: staffMessageOf('menuItem.priceNotPositive') });
  });

  it('accepts the highest price and refuses a centime more', () => {
    expect(errorsFor({ price: String(MENU_ITEM_LIMITS.priceMax) })).toEqual({});
    expect(errorsFor({ price: '100000.01' })).toEqual({
      price: staffMessageOf('menuItem.priceTooHigh', { max: 100000 }),
    });
  });

  it('rounds away binary noise but keeps every centime', () => {
    const prices = ['0.1', '0.29', '1.15', '19.99', '4.35', '99999.99'].map((price) => {
      const result = validateMenuItem({ ...VALID, price });
      return result.ok ? result.values.price : result.errors.price;
    });
    expect(prices).toEqual([0.1, 0.29, 1.15, 19.99, 4.35, 99999.99]);
    const sum = validateMenuItem({ ...VALID, price: 0.1 + 0.2 });
    expect(sum.ok && sum.values.price).toBe(0.3);
  });
});

describe('length limits of a menu item', () => {
  const { titleMaxLength, descriptionMaxLength } = MENU_ITEM_LIMITS;

  it.each([
    ['title', titleMaxLength, 200, staffMessageOf('menuItem.titleTooLong', { max: 200 })],
    ['description', descriptionMaxLength, 2000, staffMessageOf('menuItem.descriptionTooLong', { max: 2000 })],
  ])('%s: accepts exactly %d characters (documented limit: %d), refuses one more', (field, max, spec, message) => {
    expect(max).toBe(spec);
    const atMax = validateMenuItem({ ...VALID, [field]: 'x'.repeat(max) });
    expect(atMax.ok && atMax.values[field as 'title' | 'description']).toHaveLength(max);
    expect(errorsFor({ [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: message });
  });

  it('counts the length after trimming', () => {
    expect(errorsFor({ title: ` ${'x'.repeat(titleMaxLength)} ` })).toEqual({});
  });

  it.each([
    ['title', staffMessageOf('menuItem.titleRequired')],
    ['description', staffMessageOf('menuItem.descriptionRequired')],
  ])('asks for a %s that is missing, empty or blank', (field, message) => {
    for (const value of [undefined, null, '', '  \n ', 42]) {
      expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
    }
  });
});

describe('category of a menu item', () => {
  it.each([...MENU_CATEGORIES])('accepts %s', (category) => {
    // Drinks state their quantity, dishes have none (docs/product.md#swiss-food-and-price-law).
    const result = validateMenuItem({
      ...VALID,
      category,
      quantityExemption: isDrinkCategory(category) ? 'Cocktail' : null,
    });
    expect(result.ok && result.values.category).toBe(category);
  });

  it.each([undefined, null, ''])('asks for a category when it is %j', (category) => {
    expect(errorsFor({ category })).toEqual({ category: staffMessageOf('menuItem.categoryRequired') });
  });

  it.each(['Nos Sushis', 'nos spécialités', ' Nos Spécialités', 'Toutes', 42, ['Nos Pâtes']])(
    'refuses %j as unknown',
    (category) => {
      expect(errorsFor({ category })).toEqual({ category: staffMessageOf('menuItem.categoryUnknown') });
    },
  );

  it('reports every wrong field at once', () => {
    expect(validateMenuItem({})).toEqual({
      ok: false,
      errors: {
        title: staffMessageOf('menuItem.titleRequired'),
        price: staffMessageOf('menuItem.priceRequired'),
        description: staffMessageOf('menuItem.descriptionRequired'),
        category: staffMessageOf('menuItem.categoryRequired'),
      },
    });
  });
});

describe('categories', () => {
  it('has the 24 categories of the printed menu, the first one being the default', () => {
    expect(MENU_CATEGORIES).toHaveLength(24);
    expect(new Set(MENU_CATEGORIES).size).toBe(24);
    expect(DEFAULT_CATEGORY).toBe('Nos Spécialités');
  });

  it('knows only those categories, spelt exactly', () => {
    expect(isMenuCategory('Vins Rouges - Espagne')).toBe(true);
    expect(isMenuCategory('Vins rouges - Espagne')).toBe(false);
    expect(isMenuCategory(undefined)).toBe(false);
    expect(isMenuCategory(0)).toBe(false);
  });

  it('ranks a category by its place in the printed menu, unknown ones last', () => {
    expect(categoryRank('Nos Spécialités')).toBe(0);
    expect(categoryRank('Nos Viandes')).toBe(1);
    expect(categoryRank('Vins Rouges - Espagne')).toBe(23);
    expect(categoryRank('Nos Sushis')).toBe(24);
  });
});

describe('search', () => {
  const item = { title: 'Fondue moitié-moitié', description: 'Gruyère et Vacherin fribourgeois' };

  it('finds a case-insensitive part of the title or of the description', () => {
    expect(matchesSearch(item, 'MOITIÉ')).toBe(true);
    expect(matchesSearch(item, 'vacherin')).toBe(true);
    expect(matchesSearch(item, 'GRUYÈRE ET')).toBe(true);
    expect(matchesSearch(item, 'raclette')).toBe(false);
    expect(matchesSearch(item, 'fondue gruyère')).toBe(false);
  });

  it('matches everything with an empty or blank search', () => {
    expect(matchesSearch(item, '')).toBe(true);
    expect(matchesSearch(item, ' \t')).toBe(true);
  });
});

describe('printed-menu order and prices', () => {
  const dish = (title: string, category: MenuItemValues['category']): OrderedItem => ({ title, category });

  it('sorts by category position, then by title in French order', () => {
    const sorted = [
      dish('Tiramisu', 'Nos Desserts'),
      dish('Zucchine', 'Nos Spécialités'),
      dish('Entrecôte', 'Nos Viandes'),
      dish('Écrevisses', 'Nos Spécialités'),
      dish('Fondue', 'Nos Spécialités'),
    ].sort(compareMenuItems);
    expect(sorted.map((entry) => entry.title)).toEqual(['Écrevisses', 'Fondue', 'Zucchine', 'Entrecôte', 'Tiramisu']);
    expect(compareMenuItems(dish('A', 'Nos Viandes'), dish('A', 'Nos Viandes'))).toBe(0);
  });

  it('writes a price as CHF with two decimals', () => {
    expect(formatChf(32.5)).toBe('CHF 32.50');
    expect(formatChf(42)).toBe('CHF 42.00');
    expect(formatChf(0.07)).toBe('CHF 0.07');
  });
});
