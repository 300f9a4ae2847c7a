import { MENU_ITEM_FIELDS, type MenuItem } from './menu';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';

/**
 * A price change across a category (docs/product.md#bulk-price-change): each price moved by a percentage, then
 * rounded to the nearest step (« +5 % sur Nos Pizzas, arrondi à 0.50 »).
 */
export const BULK_PRICE_PERCENT_MIN = -90;
export const BULK_PRICE_PERCENT_MAX = 100;
/** The rounding steps offered, in CHF: 0.05 is the smallest Swiss coin. */
export const BULK_PRICE_STEPS = [0.05, 0.1, 0.5, 1] as const;

/** The refusal of a percentage `parseBulkPercent` does not accept. */
export const BULK_PERCENT_INVALID = staffMessageOf('bulkPrice.percentInvalid', {
  min: BULK_PRICE_PERCENT_MIN,
  max: BULK_PRICE_PERCENT_MAX,
});

/** A percentage typed as « 5 », « -2.5 » or « 2,5 ». */
const PERCENT_TEXT = /^[+-]?\d+(?:[.,]\d{1,2})?$/;

/** The percentage the staff typed, or null when it is not one the change accepts. */
export function parseBulkPercent(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!PERCENT_TEXT.test(text)) return null;
  const percent = Number(text.replace(',', '.'));
  return percent !== 0 && percent >= BULK_PRICE_PERCENT_MIN && percent <= BULK_PRICE_PERCENT_MAX ? percent : null;
}

/** The step in CHF, or null when it is not one of `BULK_PRICE_STEPS`. */
export function parseBulkStep(raw: unknown): number | null {
  const step = typeof raw === 'string' ? Number(raw.trim()) : raw;
  return BULK_PRICE_STEPS.find((offered) => offered === step) ?? null;
}

/**
 * `price` moved by `percent` %, rounded to the nearest multiple of `step` (halves up). Computed on whole centimes and
 * hundredths of a percent, so no binary rounding noise decides a half: 24.50 + 5 % = 25.725 → 25.50 at 0.50.
 */
export function adjustPrice(price: number, percent: number, step: number): number {
  const centimes = Math.round(price * 100);
  const factor = 10000 + Math.round(percent * 100);
  const stepCentimes = Math.round(step * 100);
  // centimes × factor / 10000 / stepCentimes, rounded half up, in integers (well below 2^53 for any valid price).
  const numerator = centimes * factor;
  const denominator = 10000 * stepCentimes;
  const steps = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return (steps * stepCentimes) / 100;
}

/** `POST /api/menu/bulk-price` (docs/product.md#menu-api). */
export interface BulkPriceRequest {
  category: string;
  percent: number | string;
  step: number | string;
  mode: 'preview' | 'apply';
  /** The `version` of the preview the staff approved: the change is refused if the menu changed since. */
  version?: string;
}

/** One served quantity of a drink in a preview line: « 75 cl : CHF 42.00 → CHF 43.00 ». */
export interface BulkPriceQuantityLine {
  quantity: string;
  before: number;
  after: number;
}

export interface BulkPriceLine {
  id: string;
  title: string;
  /** The item's price; for a drink priced by quantity, its first quantity's. */
  before: number;
  after: number;
  /** Only for a drink priced by quantity: every served quantity, in its order, each moved and rounded the same way. */
  quantities?: BulkPriceQuantityLine[];
}

export interface BulkPriceResult {
  applied: boolean;
  version: string;
  category: string;
  percent: number;
  step: number;
  /** Every item of the category, in menu order, with its prices before and after (equal when rounding left them). */
  items: BulkPriceLine[];
}

/**
 * An item's line in the preview, which is also what « Appliquer » writes: its price moved by `percent` % and rounded,
 * and for a drink priced by quantity each quantity's, its price following the first (docs/product.md#bulk-price-change).
 */
export function bulkPriceLine(
  item: Pick<MenuItem, 'id' | 'title' | 'price' | 'quantities'>,
  percent: number,
  step: number,
): BulkPriceLine {
  const line = { id: item.id, title: item.title, before: item.price };
  if (item.quantities.length === 0) return { ...line, after: adjustPrice(item.price, percent, step) };
  const quantities = item.quantities.map(({ quantity, price }) => ({
    quantity,
    before: price,
    after: adjustPrice(price, percent, step),
  }));
  return { ...line, after: quantities[0].after, quantities };
}

/** Whether applying the line changes the item: any of its prices moves, not only the first. */
export function bulkLineChanged(line: BulkPriceLine): boolean {
  return line.after !== line.before || (line.quantities ?? []).some(({ before, after }) => after !== before);
}

/** Why the line cannot be applied, naming the quantities concerned: a new price of zero, or above the limit. */
export function bulkLineRefusal(line: BulkPriceLine): StaffMessage | null {
  const { exclusiveMinimum, max } = MENU_ITEM_FIELDS.price;
  /** The quantities whose new price is `wrong` (none named for a dish without quantities), or null when none is. */
  const concerned = (wrong: (price: number) => boolean): string[] | null => {
    if (!line.quantities) return wrong(line.after) ? [] : null;
    const named = line.quantities.filter(({ after }) => wrong(after)).map(({ quantity }) => quantity);
    return named.length > 0 ? named : null;
  };
  const tooLow = concerned((price) => price <= exclusiveMinimum);
  if (tooLow) return staffMessageOf('bulkPrice.tooLow', { title: line.title, quantities: tooLow });
  const tooHigh = concerned((price) => price > max);
  return tooHigh ? staffMessageOf('bulkPrice.tooHigh', { title: line.title, quantities: tooHigh, max }) : null;
}
