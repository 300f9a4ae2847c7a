import type { ApiSuccess } from './api';
import { WEEK_DAYS, minutesOf, normalizeTime, servedDayRuns, type WeekDay } from './hours';
import { dictionaryFor } from './i18n';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import type { Dictionary } from './i18n/dictionary';
import { DEFAULT_LOCALE, type Locale, type WithFallback } from './i18n/locales';
import { MENU_ITEM_FIELDS, checkMenuItemField, type InnerTexts, type PublicMenuItem } from './menu';
import { cleanText } from './text';

/**
 * Formules (set menus, docs/product.md#set-menus): one price for a meal of several courses, served on some days at
 * some hours. A course is a named step of the meal (« Entrée », « Plat », « Dessert ») with the dishes the guest
 * chooses from: menu items, of the carte or of today's board, named by their id. The CMS stores a course as a
 * repeatable component related to those items; the dashboard and the CMS check a set menu with `validateSetMenu`.
 */

/** The set menu's content type in Strapi (cms/src/api/set-menu). */
export const SET_MENU_UID = 'api::set-menu.set-menu';

export interface SetMenuCourse {
  /** « Entrée », « Plat », « Dessert ». */
  name: string;
  /** The menu items the guest chooses from (their documentId), in the staff's order. */
  dishes: string[];
}

export interface SetMenuValues {
  name: string;
  /** CHF, the dishes' price rule. */
  price: number;
  /** The days it is served, in the week's order. */
  days: WeekDay[];
  /** `HH:MM`: from when it is served on those days… */
  startsAt: string;
  /** …and until when; before `startsAt`, the next day (an evening service past midnight). */
  endsAt: string;
  courses: SetMenuCourse[];
}

/** A set menu as the staff API gives it; `id` is the Strapi documentId. */
export interface SetMenu extends SetMenuValues {
  id: string;
}

/** A course as visitors see it: the dishes they may choose, each as the public menu gives it (law details too). */
export interface PublicSetMenuCourse {
  name: string;
  dishes: PublicMenuItem[];
}

export interface PublicSetMenu extends Omit<SetMenu, 'courses'>, WithFallback {
  courses: PublicSetMenuCourse[];
}

/** What a client sends: unchecked. */
export interface SetMenuInput {
  name?: unknown;
  price?: unknown;
  days?: unknown;
  startsAt?: unknown;
  endsAt?: unknown;
  courses?: unknown;
}

export type SetMenuField = keyof SetMenuValues;
export const SET_MENU_FIELD_NAMES: readonly SetMenuField[] = ['name', 'price', 'days', 'startsAt', 'endsAt', 'courses'];

/**
 * The problems by field, each a staff message (the price's, the dishes' own rule's); a course's own problems under
 * `courses.<index>.name` or `courses.<index>.dishes` (the first course is 0, the message names it from 1), so the form
 * shows each under its course.
 */
export type SetMenuErrors = Partial<Record<SetMenuField, StaffMessage>> & Record<string, StaffMessage>;

export type SetMenuValidation = { ok: true; values: SetMenuValues } | { ok: false; errors: SetMenuErrors };

export const SET_MENU_LIMITS = {
  nameMaxLength: 120,
  courseNameMaxLength: 60,
  maxCourses: 6,
  maxDishesPerCourse: 40,
} as const;

/** A set menu's courses, as the translation grid reads their names: each distinct name one text. */
const COURSE_NAMES: InnerTexts<readonly { name: string }[]> = {
  of: (courses) => courses.map(({ name }) => name),
  replaced: (courses, french, translated) =>
    courses.map((course) => (course.name === french ? { ...course, name: translated } : course)),
  maxLength: SET_MENU_LIMITS.courseNameMaxLength,
};

/** A set menu's texts staff translate (docs/product.md#translations): its name, and its courses' names. */
export const SET_MENU_TEXT_FIELDS = {
  name: { type: 'string', label: 'Nom', translatable: true, maxLength: SET_MENU_LIMITS.nameMaxLength },
  courses: { type: 'json', label: 'Service', translatable: true, innerTexts: COURSE_NAMES },
} as const;

const isWeekDay = (value: unknown): value is WeekDay => WEEK_DAYS.includes(value as WeekDay);

function checkName(raw: unknown, errors: SetMenuErrors): string {
  const name = cleanText(raw);
  if (!name) errors.name = staffMessageOf('setMenu.nameRequired');
  else if (name.length > SET_MENU_LIMITS.nameMaxLength)
    errors.name = staffMessageOf('setMenu.nameTooLong', { max: SET_MENU_LIMITS.nameMaxLength });
  return name;
}

/** The days chosen, each once, in the week's order. */
function checkDays(raw: unknown, errors: SetMenuErrors): WeekDay[] {
  const sent: unknown[] = Array.isArray(raw) ? raw : [];
  if (sent.length === 0) errors.days = staffMessageOf('setMenu.daysRequired');
  else if (!sent.every(isWeekDay)) errors.days = staffMessageOf('setMenu.dayUnknown');
  return WEEK_DAYS.filter((day) => sent.includes(day));
}

function checkTimes(input: SetMenuInput, errors: SetMenuErrors): { startsAt: string; endsAt: string } {
  const startsAt = normalizeTime(input.startsAt);
  const endsAt = normalizeTime(input.endsAt);
  if (!startsAt) errors.startsAt = staffMessageOf('setMenu.startsAtRequired');
  if (!endsAt) errors.endsAt = staffMessageOf('setMenu.endsAtRequired');
  else if (startsAt === endsAt) errors.endsAt = staffMessageOf('setMenu.sameTimes');
  return { startsAt: startsAt ?? '', endsAt: endsAt ?? '' };
}

/** A course as sent: `{ name, dishes: [id…] }`; a dish may also be sent as `{ id }` or `{ documentId }`. */
function dishIdOf(raw: unknown): string | null {
  const id: unknown =
    typeof raw === 'object' && raw !== null ? (Reflect.get(raw, 'documentId') ?? Reflect.get(raw, 'id')) : raw;
  const clean = cleanText(id);
  return clean !== '' && clean === id ? clean : null;
}

function checkCourse(raw: unknown, index: number, errors: SetMenuErrors): SetMenuCourse {
  const course = index + 1;
  const sent = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown; dishes?: unknown }) : {};
  const name = cleanText(sent.name);
  if (!name) errors[`courses.${index}.name`] = staffMessageOf('setMenu.courseNameRequired', { course });
  else if (name.length > SET_MENU_LIMITS.courseNameMaxLength) {
    errors[`courses.${index}.name`] = staffMessageOf('setMenu.courseNameTooLong', {
      course,
      max: SET_MENU_LIMITS.courseNameMaxLength,
    });
  }
  const ids = (Array.isArray(sent.dishes) ? sent.dishes : []).map(dishIdOf);
  const dishes = [...new Set(ids.filter((id): id is string => id !== null))];
  if (ids.includes(null)) errors[`courses.${index}.dishes`] = staffMessageOf('setMenu.courseDishUnknown', { course });
  else if (dishes.length === 0)
    errors[`courses.${index}.dishes`] = staffMessageOf('setMenu.courseDishesRequired', { course });
  else if (dishes.length > SET_MENU_LIMITS.maxDishesPerCourse) {
    errors[`courses.${index}.dishes`] = staffMessageOf('setMenu.courseDishesTooMany', {
      course,
      max: SET_MENU_LIMITS.maxDishesPerCourse,
    });
  }
  return { name, dishes };
}

function checkCourses(raw: unknown, errors: SetMenuErrors): SetMenuCourse[] {
  const sent: unknown[] = Array.isArray(raw) ? raw : [];
  if (sent.length === 0) errors.courses = staffMessageOf('setMenu.coursesRequired');
  else if (sent.length > SET_MENU_LIMITS.maxCourses)
    errors.courses = staffMessageOf('setMenu.tooManyCourses', { max: SET_MENU_LIMITS.maxCourses });
  return sent.map((course, index) => checkCourse(course, index, errors));
}

/**
 * The rules of a set menu, the same in the dashboard form and on the server: a name, a price under the dishes' own
 * rule (positive CHF, two decimals, the same ceiling and messages), at least one day, two different times, at least
 * one course, each named and with at least one dish. Returns the cleaned values or every problem (`SetMenuErrors`).
 */
export function validateSetMenu(input: SetMenuInput): SetMenuValidation {
  const errors: SetMenuErrors = {};
  const name = checkName(input.name, errors);
  const price = checkMenuItemField(MENU_ITEM_FIELDS.price, input.price);
  if (price.error !== undefined) errors.price = price.error;
  const days = checkDays(input.days, errors);
  const { startsAt, endsAt } = checkTimes(input, errors);
  const courses = checkCourses(input.courses, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { name, price: price.value as number, days, startsAt, endsAt, courses } };
}

/** « Entrée + plat »: the courses' names in order, as the meal is announced. */
export function courseSummary(courses: readonly { name: string }[]): string {
  const joined = courses.map((course) => course.name.toLocaleLowerCase('fr')).join(' + ');
  return joined.charAt(0).toLocaleUpperCase('fr') + joined.slice(1);
}

/** When in the day a set menu is served, as its sentence says it. */
export type SetMenuMealTime = 'midday' | 'evening' | 'hours';

/** Lunch: served from 10:00 at the earliest, over by 15:00. */
const MIDDAY = { from: 10 * 60, until: 15 * 60 };
/** Dinner: served from 17:00, whenever it ends. */
const EVENING_FROM = 17 * 60;

/** « à midi » for a service within 10:00–15:00, « le soir » from 17:00, else its hours are said. */
export function setMenuMealTime(startsAt: string, endsAt: string): SetMenuMealTime {
  const [start, end] = [minutesOf(startsAt), minutesOf(endsAt)];
  if (start >= MIDDAY.from && end > start && end <= MIDDAY.until) return 'midday';
  return start >= EVENING_FROM ? 'evening' : 'hours';
}

/** The words a set menu's schedule is said with: its language's set-menu texts and served-days phrasing. */
export type ScheduleTexts = Pick<Dictionary, 'setMenus' | 'menu'>;

/**
 * « servie du lundi au vendredi à midi »: when the set menu is served, in the site's language. Always the same words
 * whatever the time (a server-rendered page never depends on the hour); the hours themselves when neither midday
 * nor evening fits (« servie le samedi de 10 h 00 à 16 h 00 »).
 */
export function setMenuSchedule(
  values: Pick<SetMenuValues, 'days' | 'startsAt' | 'endsAt'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return setMenuScheduleFrom(values, dictionaryFor(locale));
}

/**
 * `setMenuSchedule` in the language of `texts`, for the browser, which holds the page's language's dictionary only
 * (docs/architecture.md#languages-in-the-browser).
 */
export function setMenuScheduleFrom(
  { days, startsAt, endsAt }: Pick<SetMenuValues, 'days' | 'startsAt' | 'endsAt'>,
  texts: ScheduleTexts,
): string {
  const words = texts.setMenus;
  const runs = servedDayRuns(days.map((day) => ({ day, opensAt: startsAt, closesAt: endsAt }))) ?? [];
  const mealTime = setMenuMealTime(startsAt, endsAt);
  const when = mealTime === 'hours' ? words.hours(startsAt, endsAt) : words[mealTime];
  return words.schedule(texts.menu.servedDays(runs), when);
}

/**
 * The set menus as visitors see them, from the public menu (`items`, already without hidden or out-of-date dishes):
 * each course keeps the dishes the menu still shows, in its order; a set menu with a course left empty is not shown.
 */
export function toPublicSetMenus(setMenus: readonly SetMenu[], items: readonly PublicMenuItem[]): PublicSetMenu[] {
  const shown = new Map(items.map((item) => [item.id, item]));
  return setMenus
    .map((setMenu) => ({
      ...setMenu,
      courses: setMenu.courses.map((course) => ({
        name: course.name,
        dishes: course.dishes.flatMap((id) => shown.get(id) ?? []),
      })),
    }))
    .filter((setMenu) => setMenu.courses.length > 0 && setMenu.courses.every((course) => course.dishes.length > 0));
}

/** Set menus by price, then by name: how the site and the dashboard list them. */
export function compareSetMenus(a: Pick<SetMenu, 'price' | 'name'>, b: Pick<SetMenu, 'price' | 'name'>): number {
  return a.price - b.price || a.name.localeCompare(b.name, 'fr');
}

/** `GET /api/set-menus` (staff): every set menu, as stored, by `compareSetMenus`. */
export interface SetMenuListResponse {
  success: true;
  data: SetMenu[];
}

/** The staff API's answer to a write of one set menu. */
export type SetMenuResponse = ApiSuccess<SetMenu>;

/** `GET /api/public/set-menus`: the set menus visitors see (`toPublicSetMenus`), by `compareSetMenus`. */
export interface PublicSetMenuListResponse {
  success: true;
  data: PublicSetMenu[];
}
