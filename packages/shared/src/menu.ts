import { MenuCategory, categoryRank, isMenuCategory } from './categories';
import { cleanText } from './text';

/** A menu item as the API returns it; `id` is the Strapi documentId. */
export interface MenuItem {
  id: string;
  title: string;
  price: number;
  description: string;
  category: MenuCategory;
}

/** What a client sends to create or update an item; the form holds the price as text. */
export interface MenuItemInput {
  title?: unknown;
  price?: unknown;
  description?: unknown;
  category?: unknown;
}

export type MenuItemValues = Omit<MenuItem, 'id'>;
export type MenuItemField = keyof MenuItemValues;
export type MenuItemErrors = Partial<Record<MenuItemField, string>>;

export const MENU_ITEM_LIMITS = {
  titleMaxLength: 200,
  descriptionMaxLength: 2000,
  priceMax: 100000,
  priceDecimals: 2,
} as const;

export const MENU_ITEM_MESSAGES = {
  titleRequired: 'Le titre est requis',
  titleTooLong: `Le titre ne doit pas dépasser ${MENU_ITEM_LIMITS.titleMaxLength} caractères`,
  priceRequired: 'Le prix est requis',
  priceNotPositive: 'Le prix doit être un nombre positif',
  priceTooHigh: `Le prix ne doit pas dépasser ${MENU_ITEM_LIMITS.priceMax} CHF`,
  priceTooPrecise: 'Le prix ne peut avoir que deux décimales',
  descriptionRequired: 'La description est requise',
  descriptionTooLong: `La description ne doit pas dépasser ${MENU_ITEM_LIMITS.descriptionMaxLength} caractères`,
  categoryRequired: 'La catégorie est requise',
  categoryUnknown: "Cette catégorie n'existe pas",
} as const;

/** "12", "12.5", "12." and ".5": plain decimal notation with a point, as a number input produces it. */
const PRICE_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Whether a price in francs is a whole number of centimes, allowing for binary floating-point noise. */
function isWholeCentimes(cents: number): boolean {
  // Mutation testing: `<` survives, equivalent. It would differ from `<=` only at a gap of exactly cents·2⁻⁴⁹, i.e. for
  // cents = n / (1 − 2⁻⁴⁹), which no floating-point number above zero is. (Not disabled: `>` on this line is not.)
  return Math.abs(cents - Math.round(cents)) <= Math.abs(cents) * Number.EPSILON * 8;
}

function parsePrice(raw: unknown): { value?: number; error?: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return { error: MENU_ITEM_MESSAGES.priceRequired };
  }
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else if (typeof raw === 'string' && PRICE_TEXT.test(raw.trim())) {
    // Stryker disable next-line MethodExpression: Number() ignores the same surrounding white space as trim().
    value = Number(raw.trim());
  } else {
    return { error: MENU_ITEM_MESSAGES.priceNotPositive };
  }
  if (!Number.isFinite(value) || value <= 0) return { error: MENU_ITEM_MESSAGES.priceNotPositive };
  if (value > MENU_ITEM_LIMITS.priceMax) return { error: MENU_ITEM_MESSAGES.priceTooHigh };
  // Checked before rounding, so 0.000001 is "too precise" rather than rounded down to a free dish.
  if (!isWholeCentimes(value * 100)) return { error: MENU_ITEM_MESSAGES.priceTooPrecise };
  return { value: Math.round(value * 100) / 100 };
}

export type MenuItemValidation =
  | { ok: true; values: MenuItemValues }
  | { ok: false; errors: MenuItemErrors };

/**
 * Checks a menu item the same way in the dashboard form and on the server,
 * so the staff see the server's rules before they submit.
 */
export function validateMenuItem(input: MenuItemInput): MenuItemValidation {
  const errors: MenuItemErrors = {};

  const title = cleanText(input.title);
  if (!title) errors.title = MENU_ITEM_MESSAGES.titleRequired;
  else if (title.length > MENU_ITEM_LIMITS.titleMaxLength) errors.title = MENU_ITEM_MESSAGES.titleTooLong;

  const price = parsePrice(input.price);
  if (price.error) errors.price = price.error;

  const description = cleanText(input.description, { multiline: true });
  if (!description) errors.description = MENU_ITEM_MESSAGES.descriptionRequired;
  else if (description.length > MENU_ITEM_LIMITS.descriptionMaxLength) {
    errors.description = MENU_ITEM_MESSAGES.descriptionTooLong;
  }

  const category = input.category;
  if (category === undefined || category === null || category === '') {
    errors.category = MENU_ITEM_MESSAGES.categoryRequired;
  } else if (!isMenuCategory(category)) {
    errors.category = MENU_ITEM_MESSAGES.categoryUnknown;
  }

  if (Object.keys(errors).length > 0 || price.value === undefined || !isMenuCategory(category)) {
    return { ok: false, errors };
  }
  return { ok: true, values: { title, price: price.value, description, category } };
}

/** Case-insensitive substring match on title or description (docs/product.md#menu-search-and-filters). */
export function matchesSearch(item: Pick<MenuItem, 'title' | 'description'>, search: string): boolean {
  const needle = cleanText(search).toLocaleLowerCase('fr');
  // Mutation testing: `if (false)` survives, equivalent: an empty needle is in every text, the early return only saves
  // work. (Not disabled: `if (true)` on this line is not.)
  if (!needle) return true;
  return (
    item.title.toLocaleLowerCase('fr').includes(needle) ||
    item.description.toLocaleLowerCase('fr').includes(needle)
  );
}

/** Printed-menu order: by category position, then by title. */
export function compareMenuItems(a: MenuItemValues, b: MenuItemValues): number {
  return categoryRank(a.category) - categoryRank(b.category) || a.title.localeCompare(b.title, 'fr');
}

/** "CHF 32.50": Swiss francs with two decimals. */
export function formatChf(price: number): string {
  return `CHF ${price.toFixed(2)}`;
}
