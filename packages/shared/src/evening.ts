import { minutesOf, normalizeTime } from './hours';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import type { Locale, WithFallback } from './i18n/locales';
import { reservationInstant, serviceOf, type ReservationService } from './reservation';
import { genevaDay, isDayText, type DayText } from './service-day';
import { isWhole } from './menu';
import { cleanText, foldForSearch } from './text';

/**
 * Soirées (docs/product.md#evenings): a dated evening sold on its own — St. Silvestre, St. Valentin — with fixed
 * arrival times, a set menu or a menu text, a price per person, its own capacity and, when the owner's account is set,
 * a deposit per person paid by QR-bill (payments.ts). An evening replaces the ordinary service it falls in, and opens
 * that service for itself on a day the restaurant is otherwise closed.
 */

/** The evening's content type in Strapi (cms/src/api/evening). */
export const EVENING_UID = 'api::evening.evening';

export const EVENING_LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 2000,
  menuTextMaxLength: 2000,
  termsMaxLength: 2000,
  slugMaxLength: 80,
  maxTimes: 6,
  capacityMax: 500,
  priceMax: 10_000,
  /** The largest party guests may book online unless staff say otherwise. */
  defaultMaxPartyOnline: 8,
} as const;

/**
 * The texts staff write in French on an evening, as the translation grid reads them (docs/product.md#translations):
 * each flagged `translatable`, with its length limit, the way a dish's descriptor (`MENU_ITEM_FIELDS`) declares them.
 */
export const EVENING_TEXT_FIELDS = {
  name: { type: 'string', label: 'Nom', translatable: true, maxLength: EVENING_LIMITS.nameMaxLength },
  description: {
    type: 'text',
    label: 'Description',
    translatable: true,
    maxLength: EVENING_LIMITS.descriptionMaxLength,
  },
  menuText: { type: 'text', label: 'Menu', translatable: true, maxLength: EVENING_LIMITS.menuTextMaxLength },
  cancellationTerms: {
    type: 'text',
    label: 'Conditions d’annulation',
    translatable: true,
    maxLength: EVENING_LIMITS.termsMaxLength,
  },
} as const;

export interface EveningValues {
  name: string;
  description: string;
  /** Lowercase letters, digits and hyphens; unique among evenings (the CMS checks that). */
  slug: string;
  date: DayText;
  /** `HH:MM`, ascending, all in one service (lunch or dinner). */
  times: string[];
  /** The set menu served (a Formule's documentId), or null when the menu is written out in `menuText`. */
  setMenuId: string | null;
  menuText: string;
  /** CHF per person. */
  pricePerPerson: number;
  /** Covers the evening sells, whatever the ordinary service's limits. */
  capacity: number;
  /** CHF per person paid ahead by QR-bill; 0 for none. */
  depositPerPerson: number;
  maxPartyOnline: number;
  cancellationTerms: string;
  published: boolean;
}

/** An evening as the staff API gives it; `id` is the Strapi documentId. */
export interface Evening extends EveningValues {
  id: string;
}

/** What the staff see of an evening's bookings beside it. */
export interface EveningCovers {
  booked: number;
  awaitingPayment: number;
  paid: number;
  released: number;
}

export interface StaffEvening extends Evening {
  covers: EveningCovers;
}

/**
 * An evening as guests see it: what is left to book, and whether a deposit is asked for (and why not). In another
 * language than French, its texts are their validated translations, or French, named in `fallback`.
 */
export interface PublicEvening extends Omit<Evening, 'published' | 'capacity'>, WithFallback {
  coversLeft: number;
  /** CHF per person the guest pays ahead: 0 when the evening asks none or the owner's account is not set. */
  deposit: number;
}

/** What a client sends: unchecked. */
export type EveningInput = Partial<Record<keyof EveningValues, unknown>>;
export type EveningField = keyof EveningValues;
export type EveningErrors = Partial<Record<EveningField, StaffMessage>>;
export type EveningValidation = { ok: true; values: EveningValues } | { ok: false; errors: EveningErrors };

/** The public page of an evening, per language (docs/product.md#evenings). */
export const EVENING_PATH_PREFIXES: Readonly<Record<Locale, string>> = {
  fr: '/soirees',
  en: '/en/evenings',
  de: '/de/abende',
  it: '/it/serate',
};

export const eveningPath = (locale: Locale, slug: string) => `${EVENING_PATH_PREFIXES[locale]}/${slug}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isEveningSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= EVENING_LIMITS.slugMaxLength && SLUG.test(value);

/**
 * « Menu de St. Silvestre » → « menu-de-st-silvestre »: folded as the menu's search folds text (accents dropped,
 * « Bœuf » → « boeuf »), anything else between words a hyphen.
 */
export function slugOf(name: string): string {
  // Each run of other characters is one hyphen: at most one at either end to trim.
  const words = foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return words.slice(0, EVENING_LIMITS.slugMaxLength).replace(/-$/, '');
}

function checkText(
  raw: unknown,
  field: 'name' | 'description' | 'menuText' | 'cancellationTerms',
  max: number,
  errors: EveningErrors,
): string {
  const text = cleanText(raw);
  if (text.length > max) errors[field] = staffMessageOf('evening.tooLong', { max });
  return text;
}

/** The arrival times: each a time, once, in order, all in one service. */
function checkTimes(raw: unknown, errors: EveningErrors): string[] {
  const sent: unknown[] = Array.isArray(raw) ? raw : [];
  const times = [...new Set(sent.map(normalizeTime))];
  if (sent.length === 0) errors.times = staffMessageOf('evening.timesRequired');
  else if (times.some((time) => time === null)) errors.times = staffMessageOf('evening.timeInvalid');
  else if (times.length > EVENING_LIMITS.maxTimes)
    errors.times = staffMessageOf('evening.tooManyTimes', { max: EVENING_LIMITS.maxTimes });
  const valid = times.filter((time): time is string => time !== null).sort();
  if (!errors.times && new Set(valid.map((time) => eveningServiceOf(time))).size > 1)
    errors.times = staffMessageOf('evening.timesOneService');
  return valid;
}

/** Francs with at most two decimals, within `[min, max]`. */
function checkAmount(raw: unknown, min: number, max: number): number | null {
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= min && raw <= max && isWhole(raw * 100) ? raw : null;
}

function checkCount(raw: unknown, max: number): number | null {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max ? raw : null;
}

/** The menu served: a set menu, or a written menu, exactly one of them. */
function checkMenu(input: EveningInput, errors: EveningErrors): Pick<EveningValues, 'setMenuId' | 'menuText'> {
  const setMenuId = cleanText(input.setMenuId) || null;
  const menuText = checkText(input.menuText, 'menuText', EVENING_LIMITS.menuTextMaxLength, errors);
  if (Boolean(setMenuId) === Boolean(menuText)) errors.menuText = staffMessageOf('evening.menuOne');
  return { setMenuId, menuText };
}

/**
 * An evening as staff send it (`POST`/`PUT /api/evenings`), whole: the slug made from the name when absent; a deposit
 * within the price and only with the owner's account (`paymentsReady`), since the QR-bill is paid to it.
 */
export function validateEvening(input: EveningInput, { paymentsReady }: { paymentsReady: boolean }): EveningValidation {
  const errors: EveningErrors = {};
  const name = checkText(input.name, 'name', EVENING_LIMITS.nameMaxLength, errors);
  if (!name) errors.name = staffMessageOf('evening.nameRequired');
  const sentSlug = cleanText(input.slug);
  const slug = sentSlug || slugOf(name);
  if (!isEveningSlug(slug)) errors.slug = staffMessageOf('evening.slugInvalid', { max: EVENING_LIMITS.slugMaxLength });
  const date = isDayText(input.date) ? input.date : '';
  if (!date) errors.date = staffMessageOf('evening.dateRequired');
  const price = checkAmount(input.pricePerPerson, 0.01, EVENING_LIMITS.priceMax);
  if (price === null) errors.pricePerPerson = staffMessageOf('evening.priceInvalid', { max: EVENING_LIMITS.priceMax });
  const deposit = checkAmount(input.depositPerPerson ?? 0, 0, price ?? EVENING_LIMITS.priceMax);
  if (deposit === null) errors.depositPerPerson = staffMessageOf('evening.depositInvalid');
  else if (deposit > 0 && !paymentsReady) errors.depositPerPerson = staffMessageOf('evening.depositWithoutAccount');
  const capacity = checkCount(input.capacity, EVENING_LIMITS.capacityMax);
  if (capacity === null)
    errors.capacity = staffMessageOf('evening.capacityInvalid', { max: EVENING_LIMITS.capacityMax });
  // Left out, the usual largest online party, within the evening's covers.
  const maxPartyOnline = checkCount(
    input.maxPartyOnline ?? Math.min(EVENING_LIMITS.defaultMaxPartyOnline, capacity ?? EVENING_LIMITS.capacityMax),
    capacity ?? EVENING_LIMITS.capacityMax,
  );
  if (maxPartyOnline === null) errors.maxPartyOnline = staffMessageOf('evening.maxPartyInvalid');
  if (input.published !== undefined && typeof input.published !== 'boolean')
    errors.published = staffMessageOf('evening.publishedInvalid');
  const values: EveningValues = {
    name,
    description: checkText(input.description, 'description', EVENING_LIMITS.descriptionMaxLength, errors),
    slug,
    date,
    times: checkTimes(input.times, errors),
    ...checkMenu(input, errors),
    pricePerPerson: price ?? 0,
    capacity: capacity ?? 0,
    depositPerPerson: deposit ?? 0,
    maxPartyOnline: maxPartyOnline ?? 0,
    cancellationTerms: checkText(input.cancellationTerms, 'cancellationTerms', EVENING_LIMITS.termsMaxLength, errors),
    published: input.published === true,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The ordinary service an evening's arrival time replaces. */
export const eveningServiceOf = (time: string): ReservationService => serviceOf(minutesOf(time));

/** Whether visitors see the evening: published, and its day not past (on its day the page stays up). */
export const eveningListed = (evening: Pick<EveningValues, 'published' | 'date'>, now: Date): boolean =>
  evening.published && evening.date >= genevaDay(now);

/** The arrival times a guest may still book: those not yet begun. */
export function eveningTimesLeft(evening: Pick<EveningValues, 'published' | 'date' | 'times'>, now: Date): string[] {
  if (!eveningListed(evening, now)) return [];
  return evening.times.filter((time) => reservationInstant(evening.date, time).getTime() > now.getTime());
}

/** The deposit a booking of `partySize` pays, in centimes: none without the owner's account. */
export function depositCentimes(depositPerPerson: number, partySize: number, paymentsReady: boolean): number {
  return paymentsReady ? Math.round(depositPerPerson * 100) * partySize : 0;
}
