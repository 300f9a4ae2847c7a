import { isShownOn, isBoardDish } from './board';
import type { AvailabilityFields } from './availability';
import { WEEK_DAYS, calendarParts, minutesOf, MINUTES_PER_DAY } from './hours';
import { lawNamesFr } from './i18n/dictionaries/menu/law-fr';
import { ALLERGEN_KEYS, type AllergenConfirmation, type AllergenKey } from './law';
import type { SetMenu } from './set-menu';
import { DINNER_FROM_MINUTES, type ReservationService } from './reservation';
import type { DayText } from './service-day';

/**
 * The kitchen's allergy lists (docs/product.md#allergies): for an allergen a guest declared, what of the day's carte,
 * board and set menus to avoid, what to avoid unless the guest agrees, what is declared without it, and what nobody
 * confirmed yet. The kitchen sheet (`GET /api/service/kitchen-sheet.pdf`) prints them; the service view shows them.
 */

/** A dish or drink as the lists read it: the menu item's own fields. */
export interface KitchenItem extends AvailabilityFields {
  id: string;
  title: string;
  category: string;
  boardUntil: DayText | null;
  allergens: readonly AllergenKey[];
  traces: readonly AllergenKey[];
  allergensConfirmation: AllergenConfirmation | null;
}

/** A part of the day's offer, as the sheet groups « Sans … déclaré »: a category, the board, a set menu's course. */
export interface KitchenGroup {
  title: string;
  items: KitchenItem[];
}

/** What to tell the kitchen about one allergen, each list by title in the offer's order, each title once. */
export interface AllergenAdvice {
  allergen: AllergenKey;
  /** « Contient — à éviter »: it is among their allergens. */
  contains: string[];
  /** « Traces possibles — à éviter sauf accord du client »: only among their traces. */
  traces: string[];
  /** « Sans {allergène} déclaré », by group: confirmed, with it neither in allergens nor in traces. */
  without: { group: string; titles: string[] }[];
  /** « À vérifier »: allergens never confirmed, so never listed as without. */
  toCheck: string[];
}

/** The board's group title on the sheet. */
export const BOARD_GROUP_TITLE = 'Ardoise du jour';

/** Whether a set menu's hours (`endsAt` before `startsAt`: past midnight) reach into the service. */
function servedDuring(
  { startsAt, endsAt }: Pick<SetMenu, 'startsAt' | 'endsAt'>,
  service: ReservationService,
): boolean {
  const start = minutesOf(startsAt);
  // Stryker disable next-line EqualityOperator: equal times are refused by the set menus' own rules (set-menu.ts).
  const end = minutesOf(endsAt) <= start ? minutesOf(endsAt) + MINUTES_PER_DAY : minutesOf(endsAt);
  return service === 'Midi' ? start < DINNER_FROM_MINUTES : end > DINNER_FROM_MINUTES;
}

/**
 * The day's offer for a service, as the kitchen's lists go through it: the board first, then the carte by category
 * (items in the menu's order, as shown to guests that day), then each set menu served that weekday during the service,
 * course by course (« Formule du midi — Plat »).
 */
export function kitchenGroups(
  items: readonly KitchenItem[],
  setMenus: readonly SetMenu[],
  { date, service }: { date: DayText; service: ReservationService },
): KitchenGroup[] {
  const shown = items.filter((item) => isShownOn(item, date));
  const groups: KitchenGroup[] = [];
  const board = shown.filter(isBoardDish);
  if (board.length > 0) groups.push({ title: BOARD_GROUP_TITLE, items: board });
  for (const item of shown.filter((candidate) => !isBoardDish(candidate))) {
    const last = groups.at(-1);
    // The board's title is no category's: a carte item never joins it.
    if (last && last.title === item.category) last.items.push(item);
    else groups.push({ title: item.category, items: [item] });
  }
  const weekDay = WEEK_DAYS[calendarParts(date)?.weekDay ?? 0];
  const byId = new Map(shown.map((item) => [item.id, item]));
  for (const setMenu of setMenus) {
    if (!setMenu.days.includes(weekDay) || !servedDuring(setMenu, service)) continue;
    for (const course of setMenu.courses) {
      const dishes = course.dishes.flatMap((id) => byId.get(id) ?? []);
      if (dishes.length > 0) groups.push({ title: `${setMenu.name} — ${course.name}`, items: dishes });
    }
  }
  return groups;
}

/** The lists for one allergen over the day's offer. */
export function allergenAdvice(allergen: AllergenKey, groups: readonly KitchenGroup[]): AllergenAdvice {
  const contains = new Set<string>();
  const traces = new Set<string>();
  const toCheck = new Set<string>();
  const without: AllergenAdvice['without'] = [];
  for (const group of groups) {
    const free: string[] = [];
    for (const item of group.items) {
      if (item.allergens.includes(allergen)) contains.add(item.title);
      else if (item.traces.includes(allergen)) traces.add(item.title);
      else if (item.allergensConfirmation === null) toCheck.add(item.title);
      else free.push(item.title);
    }
    if (free.length > 0) without.push({ group: group.title, titles: free });
  }
  return { allergen, contains: [...contains], traces: [...traces], without, toCheck: [...toCheck] };
}

/** The lists for each allergen the guests declared, in the menu's order of allergens. */
export function allergyAdvice(
  declared: readonly (readonly AllergenKey[])[],
  groups: readonly KitchenGroup[],
): AllergenAdvice[] {
  return ALLERGEN_KEYS.filter((allergen) => declared.some((list) => list.includes(allergen))).map((allergen) =>
    allergenAdvice(allergen, groups),
  );
}

/** The sheet's headings for an allergen, in French (the kitchen's language). */
export function adviceHeadings(allergen: AllergenKey) {
  const name = lawNamesFr.allergens[allergen].short;
  return {
    name,
    contains: 'Contient — à éviter',
    traces: 'Traces possibles — à éviter sauf accord du client',
    without: `Sans ${name.toLocaleLowerCase('fr')} déclaré`,
    toCheck: 'À vérifier',
  };
}
