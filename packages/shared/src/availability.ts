import { addDaysToDayText, formatDayText, type DayText } from './service-day';

/**
 * Whether guests can order a dish (docs/product.md#availability): `disponible`; `épuisé`, shown greyed with « Épuisé »;
 * `masqué`, never sent to visitors.
 */
export const AVAILABILITIES = ['disponible', 'épuisé', 'masqué'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const DEFAULT_AVAILABILITY: Availability = 'disponible';

/** What the rules below read of an item (the descriptor's fields of the same names). */
export interface AvailabilityFields {
  availability: Availability;
  /** The service day an `épuisé` ends after (marked from a dashboard card); null: until further notice. */
  soldOutOn: DayText | null;
  /** First and last service day the item is on the public menu; null: no limit on that side. */
  availableFrom: DayText | null;
  availableUntil: DayText | null;
}

/**
 * The item as it stands on a service day: an `épuisé` marked for an earlier service day is `disponible` again
 * (docs/product.md#availability). Returns the same object when nothing changed.
 */
export function asOfServiceDay<Item extends Pick<AvailabilityFields, 'availability' | 'soldOutOn'>>(
  item: Item,
  day: DayText,
): Item {
  if (item.availability !== 'épuisé' || item.soldOutOn === null || item.soldOutOn >= day) return item;
  return { ...item, availability: 'disponible', soldOutOn: null };
}

/** Where a service day stands in an item's dates: before them, within them (or undated), after them. */
export type DateWindow = 'upcoming' | 'current' | 'ended';

export function dateWindowOn(
  item: Pick<AvailabilityFields, 'availableFrom' | 'availableUntil'>,
  day: DayText,
): DateWindow {
  if (item.availableFrom !== null && day < item.availableFrom) return 'upcoming';
  if (item.availableUntil !== null && day > item.availableUntil) return 'ended';
  return 'current';
}

/** Whether visitors see the item on that service day: not `masqué`, and within its dates. */
export function isPublicOn(item: AvailabilityFields, day: DayText): boolean {
  return item.availability !== 'masqué' && dateWindowOn(item, day) === 'current';
}

/** « Programmé du 10.02.2027 au 14.02.2027 », « Programmé à partir du … », « Programmé jusqu'au … ». */
export function scheduleText({
  availableFrom,
  availableUntil,
}: Pick<AvailabilityFields, 'availableFrom' | 'availableUntil'>): string {
  if (availableFrom !== null && availableUntil !== null)
    return `Programmé du ${formatDayText(availableFrom)} au ${formatDayText(availableUntil)}`;
  if (availableFrom !== null) return `Programmé à partir du ${formatDayText(availableFrom)}`;
  if (availableUntil !== null) return `Programmé jusqu'au ${formatDayText(availableUntil)}`;
  return '';
}

/** « Épuisé jusqu'au 24.11.2026 à 5 h » for a dish marked for the day; « Épuisé jusqu'à nouvel ordre » otherwise. */
export function soldOutText({ soldOutOn }: Pick<AvailabilityFields, 'soldOutOn'>): string {
  return soldOutOn === null
    ? "Épuisé jusqu'à nouvel ordre"
    : `Épuisé jusqu'au ${formatDayText(addDaysToDayText(soldOutOn, 1))} à 5 h`;
}
