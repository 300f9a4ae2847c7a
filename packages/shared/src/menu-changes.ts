import type { ApiSuccess } from './api';
import type { PricedQuantity } from './law';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import {
  MENU_ITEM_ATTRIBUTE_NAMES,
  MENU_ITEM_FIELDS,
  MENU_ITEM_PHOTO_FIELD_NAMES,
  formatChf,
  type MenuFieldSpec,
  type MenuItemAttribute,
} from './menu';

/**
 * The price guard and the change journal of the menu (docs/product.md#menu-change-journal), what the CMS and the
 * dashboard agree on: when a price change needs confirming, what a journal entry holds, and how a value reads.
 */

/** A new price this many times the stored one, or this many times smaller, is refused until confirmed. */
export const PRICE_JUMP_FACTOR = 10;

/** Whether changing a price from `before` to `after` multiplies or divides it by `PRICE_JUMP_FACTOR` or more. */
export function isPriceJump(before: number | null | undefined, after: number | null | undefined): boolean {
  if (typeof before !== 'number' || typeof after !== 'number' || !(before > 0) || !(after > 0)) return false;
  // In whole centimes, so 2.80 → 28.00 counts although 2.8 × 10 is 28.000000000000004 in floating point.
  const [old, now] = [Math.round(before * 100), Math.round(after * 100)];
  return now >= old * PRICE_JUMP_FACTOR || old >= now * PRICE_JUMP_FACTOR;
}

/** The body flag with which the dashboard confirms such a change (`PUT /api/menu/{id}`). */
export const PRICE_JUMP_CONFIRMATION = 'confirmPriceChange';

/**
 * A price that a write would multiply or divide by `PRICE_JUMP_FACTOR` or more: the item's own (`row` null), or the
 * price of row `row` (from 1) of a drink's quantities, named `quantity`.
 */
export type PriceJump = { before: number; after: number } & ({ row: null } | { row: number; quantity: string });

/** What the guard compares: an item's price and, for a drink, its prices by quantity. */
export interface PricedItem {
  price: number;
  quantities: readonly PricedQuantity[];
}

/**
 * The prices a write would change tenfold (docs/product.md#price-guard). An item with no quantity: its price. A drink
 * priced by quantity: each quantity against the stored one of the same name, so a bottle at CHF 480.00 instead of
 * 48.00 is caught as well as the glass; its first quantity, which gives the item its price, against the stored price
 * when it has no namesake (a quantity renamed or given for the first time).
 */
export function findPriceJumps(stored: PricedItem, next: PricedItem): PriceJump[] {
  if (next.quantities.length === 0) {
    return isPriceJump(stored.price, next.price) ? [{ row: null, before: stored.price, after: next.price }] : [];
  }
  const jumps: PriceJump[] = [];
  next.quantities.forEach(({ quantity, price }, index) => {
    const namesake = stored.quantities.find((candidate) => candidate.quantity === quantity);
    const before = namesake?.price ?? (index === 0 ? stored.price : undefined);
    if (before !== undefined && isPriceJump(before, price))
      jumps.push({ row: index + 1, quantity, before, after: price });
  });
  return jumps;
}

const direction = ({ before, after }: PriceJump) => (after > before ? 'plus' : 'moins');

/**
 * The refused write's messages, with the old and new prices and how to go ahead if the change is meant: under `price`
 * for the item's price (`menuChanges.priceJump`), under `quantities` for its prices by quantity, every row in one
 * message, the first to fix first (`menuChanges.quantityPriceJumps`: the form focuses that row's price).
 */
export function priceJumpErrors(jumps: readonly PriceJump[]): { price?: StaffMessage; quantities?: StaffMessage } {
  const errors: { price?: StaffMessage; quantities?: StaffMessage } = {};
  const factor = PRICE_JUMP_FACTOR;
  const priceJump = jumps.find((jump) => jump.row === null);
  if (priceJump) {
    errors.price = staffMessageOf('menuChanges.priceJump', {
      before: priceJump.before,
      after: priceJump.after,
      factor,
    });
  }
  const quantityJumps = jumps.flatMap(({ before, after, ...jump }) =>
    jump.row === null ? [] : [{ row: jump.row, quantity: jump.quantity, before, after }],
  );
  if (quantityJumps.length > 0) {
    errors.quantities = staffMessageOf('menuChanges.quantityPriceJumps', { jumps: quantityJumps, factor });
  }
  return errors;
}

/** The dashboard's question before it sends the same save again with its confirmation. */
export function priceJumpQuestion(jumps: readonly PriceJump[]): string {
  const changes = jumps.map((jump, index) => {
    const subject = jump.row === null ? 'prix' : `prix de « ${jump.quantity} »`;
    return (
      `${index === 0 ? 'Le' : 'le'} ${subject} passe de ${formatChf(jump.before)} à ${formatChf(jump.after)}, ` +
      `au moins ${PRICE_JUMP_FACTOR} fois ${direction(jump)} cher`
    );
  });
  const check = jumps.length > 1 ? 'Sont-ce bien les prix voulus ?' : 'Est-ce bien le prix voulu ?';
  return `${changes.join(' ; ')}. ${check}`;
}

export type MenuChangeAction = 'create' | 'update' | 'delete';
/** Where a change was made: the staff dashboard (`/admin`) or the back-office (`/cms`). */
export type MenuChangeSource = 'dashboard' | 'cms';

/** A field's value as the journal keeps it: as the staff API returns it, null for « nothing ». */
export type JournalValue = string | number | boolean | null;

export interface MenuFieldChange {
  field: string;
  before: JournalValue;
  after: JournalValue;
}

/** One journal entry as the staff API returns it. */
export interface MenuChange {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  action: MenuChangeAction;
  source: MenuChangeSource;
  /** The staff member's username, or the back-office admin's e-mail. */
  author: string;
  itemId: string;
  itemTitle: string;
  changes: MenuFieldChange[];
}

export type MenuChangesResponse = ApiSuccess<MenuChange[]>;

/** How many entries `GET /api/menu/{id}/changes` returns, newest first. */
export const MENU_CHANGES_LIMIT = 50;

export const MENU_CHANGE_ACTION_LABELS: Record<MenuChangeAction, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
};

export const MENU_CHANGE_SOURCE_LABELS: Record<MenuChangeSource, string> = {
  dashboard: 'tableau de bord',
  cms: 'back-office',
};

const isMenuItemField = (field: string): field is MenuItemAttribute =>
  (MENU_ITEM_ATTRIBUTE_NAMES as readonly string[]).includes(field);
const isPhotoField = (field: string) => (MENU_ITEM_PHOTO_FIELD_NAMES as readonly string[]).includes(field);

/** A field's French label from the shared descriptor; a field since removed keeps its technical name. */
export function menuFieldLabel(field: string): string {
  return isMenuItemField(field) ? MENU_ITEM_FIELDS[field].label : field;
}

/**
 * How a journalled value reads: « (vide) » for nothing, prices with their decimals, the law's lists and records in
 * French words (kept as JSON text: see `journalValue`).
 */
export function formatJournalValue(field: string, value: JournalValue): string {
  if (value === null || value === '') return '(vide)';
  const spec: MenuFieldSpec | undefined = isMenuItemField(field) ? MENU_ITEM_FIELDS[field] : undefined;
  if (spec?.type === 'decimal' && typeof value === 'number') return value.toFixed(spec.decimals);
  if (spec?.type === 'json' && typeof value === 'string') {
    const parsed = parseJson(value);
    if (spec.holds(parsed)) return spec.text(parsed) || '(vide)';
  }
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return String(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reduces any stored value to what the journal keeps (objects, such as the law's lists and wine details, by their
 * JSON text). An empty list is nothing, as a row written before its field existed holds null for it.
 */
function journalValue(value: unknown): JournalValue {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * A photo as the journal keeps it, from its media-library file (`id`, `name`, `alternativeText`): its text, then the
 * file's name and number, which tell apart two photos with the same text: « Fondue au caquelon » (fondue.jpg, n° 12).
 */
function photoJournalValue(file: unknown): JournalValue {
  if (typeof file !== 'object' || file === null) return null;
  const { id, name, alternativeText } = file as { id?: unknown; name?: unknown; alternativeText?: unknown };
  const text = typeof alternativeText === 'string' && alternativeText ? `« ${alternativeText} »` : 'sans texte';
  return `${text} (${typeof name === 'string' ? name : 'fichier'}, n° ${String(id)})`;
}

/**
 * The fields a write changed, in the descriptor's order, each with its value before and after (null on the side
 * where the item did not exist). Every field of the descriptor is compared, so a new field is journalled by itself;
 * a photo, when the rows carry it (its file's `id`, `name` and `alternativeText`).
 */
export function diffMenuItems(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): MenuFieldChange[] {
  const changes: MenuFieldChange[] = [];
  for (const field of MENU_ITEM_ATTRIBUTE_NAMES) {
    const valueOf = isPhotoField(field) ? photoJournalValue : journalValue;
    const old = before ? valueOf(before[field]) : null;
    const now = after ? valueOf(after[field]) : null;
    if (old !== now) changes.push({ field, before: old, after: now });
  }
  return changes;
}

/** One line per change, « Prix (CHF) : 2.50 → 25.00 », for the back-office's list. */
export function summariseChanges(changes: readonly MenuFieldChange[]): string {
  return changes
    .map(
      ({ field, before, after }) =>
        `${menuFieldLabel(field)} : ${formatJournalValue(field, before)} → ${formatJournalValue(field, after)}`,
    )
    .join('\n');
}
