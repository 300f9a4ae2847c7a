import { minutesOf, servicesOfDate, type OpeningException, type OpeningSlot } from './hours';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import {
  seatingTimes,
  serviceOf,
  type ReservationLanguage,
  type ReservationService,
  type ReservationSettings,
  type TurnSettings,
  type Validation,
} from './reservation';
import type { ReservationStatus } from './reservation-limits';
import { isDayText, type DayText } from './service-day';
import type { ServiceTable } from './tables';
import type { AllergenKey } from './law';
import type { AllergenAdvice } from './kitchen-sheet';
import type { ServiceWaiting } from './waitlist';

/**
 * The service view (docs/product.md#service-view): one service of one day at the pass, a row per table and a column
 * per slot interval, read again every few seconds so each tablet sees the others' changes.
 */

export const SERVICE_NAMES = ['lunch', 'dinner'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** The reservation rules' name of a service (walk-in rules, the kitchen's set menus). */
export const SERVICE_OF_NAME: Readonly<Record<ServiceName, ReservationService>> = { lunch: 'Midi', dinner: 'Soir' };

/** How often the view asks again: another tablet's change shows within five seconds. */
export const SERVICE_REFRESH_MS = 4000;

/**
 * The statuses the view shows: a booking refused, cancelled or released unpaid is no longer at the pass; one awaiting
 * its deposit holds its table and shows, marked, on the view and the kitchen sheet.
 */
export const SERVICE_STATUSES: readonly ReservationStatus[] = [
  'requested',
  'confirmed',
  'honoured',
  'no_show',
  'awaiting_payment',
];

/** A booking as the service view draws it: a block from its time over its turn, on its tables. */
export interface ServiceBooking {
  reference: string;
  time: string;
  turnMinutes: number;
  partySize: number;
  name: string;
  status: ReservationStatus;
  language: ReservationLanguage;
  /** The tables' ids: none for « sans table ». */
  tables: string[];
  /** The allergies the guest declared (docs/product.md#allergies). */
  allergens: AllergenKey[];
  version: number;
}

/** `GET /api/service?date=&service=lunch|dinner`. */
export interface ServiceData {
  date: DayText;
  service: ServiceName;
  /** The service's seating times, and any other time one of its bookings starts at, in order. */
  slots: string[];
  slotIntervalMinutes: number;
  /** The turn times, so a walk-in's tables are those free for its whole stay. */
  turns: TurnSettings;
  /** « Attribuer les tables »: a walk-in may then be given the best free table by the house. */
  assignTables: boolean;
  tables: ServiceTable[];
  bookings: ServiceBooking[];
  /** The kitchen's lists for each allergen the service's bookings declared, as the kitchen sheet prints them. */
  allergyAdvice: AllergenAdvice[];
  /** The parties waiting for a full time of the service, by time then arrival (docs/product.md#waiting-list). */
  waiting: ServiceWaiting[];
}

/** Whether a booking at `time` (HH:MM) belongs to the service: lunch before 16:00, dinner from then on. */
export const isInServiceNamed = (time: string, service: ServiceName): boolean =>
  serviceOf(minutesOf(time)) === SERVICE_OF_NAME[service];

/** The service's columns: its seating times on that date (none when closed), and its bookings' own times. */
export function serviceSlots(query: {
  date: DayText;
  service: ServiceName;
  settings: ReservationSettings;
  openingHours: readonly OpeningSlot[];
  openingExceptions: readonly OpeningException[];
  bookingTimes: readonly string[];
}): string[] {
  const services = servicesOfDate(query.date, query.openingHours, query.openingExceptions).filter(
    ({ start }) => serviceOf(start) === SERVICE_OF_NAME[query.service],
  );
  return [...new Set([...seatingTimes(services, query.settings), ...query.bookingTimes])].sort();
}

/** The service meant at `time` of the day: dinner from 16:00, lunch before. */
export const serviceAt = (time: string): ServiceName => (isInServiceNamed(time, 'dinner') ? 'dinner' : 'lunch');

export function validateServiceQuery(query: {
  date?: unknown;
  service?: unknown;
}): Validation<{ date: DayText; service: ServiceName }, Partial<Record<'date' | 'service', StaffMessage>>> {
  const errors: Partial<Record<'date' | 'service', StaffMessage>> = {};
  if (!isDayText(query.date)) errors.date = staffMessageOf('serviceView.dateInvalid');
  if (!SERVICE_NAMES.includes(query.service as ServiceName))
    errors.service = staffMessageOf('serviceView.serviceInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { date: query.date as DayText, service: query.service as ServiceName } };
}
