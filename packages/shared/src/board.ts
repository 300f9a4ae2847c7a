import { isPublicOn, type AvailabilityFields } from './availability';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import { needsOrigin, type AllergenKey, type AnimalOrigin } from './law';
import { serviceDayOf, type DayText } from './service-day';

/**
 * « L'ardoise du jour » (docs/product.md#todays-board): a board dish is a menu item with the last service day it is on
 * the board. It is shown apart, above the menu, until that day ends at 05:00 in Zurich, then leaves every public
 * output by itself and is kept for the staff to put on the board again. Null: a dish of the menu itself.
 */
export interface BoardFields {
  boardUntil: DayText | null;
}

/** Whether the item was put on the board (today or before): it then never belongs to the menu file or its categories. */
export const isBoardDish = (item: BoardFields): boolean => item.boardUntil !== null;

/** Whether a board dish's days are over on `day`: kept for reuse, shown nowhere. */
export const boardEndedOn = (item: BoardFields, day: DayText): boolean =>
  item.boardUntil !== null && day > item.boardUntil;

/** Whether visitors see the item on that service day: public by its availability and dates, and not off the board. */
export const isShownOn = (item: AvailabilityFields & BoardFields, day: DayText): boolean =>
  isPublicOn(item, day) && !boardEndedOn(item, day);

/** The last day a new board dish is shown when staff choose none: the service day it is written on. */
export const defaultBoardUntil = (now: Date | number): DayText => serviceDayOf(now);

/** What the board's own rule reads of an item. */
export interface BoardRuleValues extends BoardFields {
  category: string;
  allergens: readonly AllergenKey[];
  origins: readonly AnimalOrigin[];
}

/**
 * A board dish of meat or fish cannot be put on the board without its origin: the law's words (`law.originMissing`,
 * as « À vérifier » says them), under the origins. The menu's own dishes keep the « À vérifier » list, which lets the
 * staff save first and complete later.
 */
export function boardCrossErrors(values: BoardRuleValues): { origins?: StaffMessage } {
  return isBoardDish(values) && needsOrigin(values) && values.origins.length === 0
    ? { origins: staffMessageOf('law.originMissing') }
    : {};
}

/** A public item as the board and the menu place it (`board: true` on a board dish). */
export interface PlacedItem {
  board?: true;
}

/** The board's dishes and the menu's, each in the order given: a board dish never shows under its category. */
export function splitBoard<Item extends PlacedItem>(items: readonly Item[]): { board: Item[]; carte: Item[] } {
  return {
    board: items.filter((item) => item.board === true),
    carte: items.filter((item) => item.board !== true),
  };
}

/**
 * The dishes the board screen offers to start from: board dishes off the board (their days over), the most recent
 * first, one per title (the latest of each).
 */
export function boardTemplates<Item extends BoardFields & { title: string }>(
  items: readonly Item[],
  day: DayText,
): Item[] {
  // Days as `YYYY-MM-DD` sort as text; `sort` keeps dishes of the same day in the order given.
  const ended = items
    .filter((item) => boardEndedOn(item, day))
    .sort((a, b) => b.boardUntil!.localeCompare(a.boardUntil!));
  const seen = new Set<string>();
  return ended.filter((item) => {
    // Stryker disable next-line MethodExpression: folding to upper case instead groups the same titles.
    const key = item.title.toLocaleLowerCase('fr');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The board dishes on the board on `day`, as the staff see them (sold out included, hidden ones too). */
export const boardOn = <Item extends BoardFields>(items: readonly Item[], day: DayText): Item[] =>
  items.filter((item) => isBoardDish(item) && !boardEndedOn(item, day));
