import { clockOf, minutesOf, servicesOfDate, type OpeningException, type OpeningSlot } from './hours';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import { addDaysToDayText, serviceDayOf, type DayText } from './service-day';
import type { GroupProposalView } from './group-proposal';
import { RESERVATION_LIMITS } from './reservation-limits';
import {
  checkCapacity,
  isTableIdList,
  reservationInstant,
  seatingTimes,
  serviceOf,
  type BookedCovers,
  type ReservationSettings,
  type ReservationSlot,
  type GroupRequestValues,
  type ReservationService,
  type Validation,
} from './reservation';

/**
 * What the staff's « Réservations » tab and the CMS agree on beyond the booking rules
 * (docs/product.md#reservations-tab): group requests as staff see and answer them, and the header's count.
 */

export const GROUP_REQUEST_STATUSES = ['requested', 'proposed', 'confirmed', 'declined'] as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number];

export const GROUP_REQUEST_STATUS_LABELS: Record<GroupRequestStatus, string> = {
  requested: 'À traiter',
  proposed: 'Proposition envoyée',
  confirmed: 'Confirmée',
  declined: 'Refusée',
};

/** A group request as the staff list shows it; `id` is its document id. */
export interface GroupRequestView extends GroupRequestValues {
  id: string;
  status: GroupRequestStatus;
  receivedAt: string;
  /** Staff's last proposal (docs/product.md#group-proposals), or null before any. */
  proposal: GroupProposalView | null;
}

/** `GET /api/group-requests?date=`: that day's requests, or without a date every one from today on. */
export interface GroupRequestListData {
  date: DayText | null;
  groupRequests: GroupRequestView[];
}

/** `GET /api/reservations/summary`: what waits for staff, from today on (the dashboard header). */
export interface ReservationSummary {
  /** Bookings in status `requested`. */
  requested: number;
  /** Group requests not yet answered. */
  groupRequests: number;
}

/** `PUT /api/group-requests/:id`: staff answer a request, confirmed or declined (and may change their answer). */
export function validateGroupRequestAnswer(
  input: unknown,
): Validation<{ status: Exclude<GroupRequestStatus, 'requested' | 'proposed'> }, { status?: StaffMessage }> {
  const status = input && typeof input === 'object' ? (input as { status?: unknown }).status : undefined;
  if (status === 'confirmed' || status === 'declined') return { ok: true, values: { status } };
  return { ok: false, errors: { status: staffMessageOf('groupRequest.statusInvalid') } };
}

// ——— A booking's new time or party size ———

/**
 * `GET /api/reservations/:reference/times?party=N`: the times staff may move a booking to on its day, each free when
 * the party fits both limits beside the day's other bookings. Unlike online, no notice, pause nor walk-in rule applies.
 */
export interface StaffTimesData {
  date: DayText;
  partySize: number;
  slots: ReservationSlot[];
}

/** The day's seating times for a party, its own covers left out of `booked`; none on a closed day. */
export function staffSlots(query: {
  date: DayText;
  partySize: number;
  settings: ReservationSettings;
  openingHours: readonly OpeningSlot[];
  openingExceptions: readonly OpeningException[];
  booked: readonly BookedCovers[];
}): ReservationSlot[] {
  const services = servicesOfDate(query.date, query.openingHours, query.openingExceptions);
  return seatingTimes(services, query.settings).map((time) => ({
    time,
    available: checkCapacity(query.booked, { time, partySize: query.partySize }, query.settings).ok,
  }));
}

// ——— A booking's tables ———

/**
 * `PUT /api/reservations/:reference` with `tables` (docs/product.md#tables): staff move a booking to other tables, or
 * to none (`[]`, « sans table »), from the version they see; onto a table another booking holds only with
 * `shareTables`.
 */
export interface TableMove {
  tables: string[];
  version: number;
  shareTables: boolean;
}

export type TableMoveErrors = Partial<Record<'tables' | 'version' | 'shareTables', StaffMessage>>;

/** Whether a change's body moves tables (then it moves them alone). */
export const movesTables = (input: unknown): boolean =>
  Boolean(input && typeof input === 'object' && 'tables' in input);

/** A move's fields: tables, the version seen, whether to share; nothing else in the same change. */
export function validateTableMove(input: unknown): Validation<TableMove, TableMoveErrors> {
  const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: TableMoveErrors = {};
  if (!isTableIdList(body.tables)) {
    errors.tables = staffMessageOf('reservationTables.tablesInvalid', { max: RESERVATION_LIMITS.tablesPerBookingMax });
  } else if (['status', 'time', 'partySize'].some((field) => body[field] !== undefined)) {
    errors.tables = staffMessageOf('reservationTables.moveAlone');
  }
  if (!(typeof body.version === 'number' && Number.isInteger(body.version) && body.version >= 1)) {
    errors.version = staffMessageOf('reservationTables.versionInvalid');
  }
  if (body.shareTables !== undefined && typeof body.shareTables !== 'boolean') {
    errors.shareTables = staffMessageOf('reservationTables.shareTablesInvalid');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      tables: [...new Set(body.tables as string[])],
      version: body.version as number,
      shareTables: body.shareTables === true,
    },
  };
}

// ——— « Complet ce soir » ———

/**
 * `GET` and `PUT /api/reservations/pause` (docs/product.md#reservations-tab): whether online booking is paused for
 * today's service day in Geneva, the one the settings' `pausedOn` then holds.
 */
export interface ReservationPauseData {
  /** Today's service day (`YYYY-MM-DD`): after midnight, until 05:00, still the evening before. */
  date: DayText;
  paused: boolean;
}

/** The service day « ce soir » names at `now`: the day a pause from the staff tab applies to. */
export const pauseDay = (now: Date): DayText => serviceDayOf(now);

/** `PUT /api/reservations/pause`: `{ paused: true }` pauses online booking for tonight, `{ paused: false }` lifts it. */
export function validatePauseChange(input: unknown): Validation<{ paused: boolean }, { paused?: StaffMessage }> {
  const paused = input && typeof input === 'object' ? (input as { paused?: unknown }).paused : undefined;
  if (typeof paused === 'boolean') return { ok: true, values: { paused } };
  return { ok: false, errors: { paused: staffMessageOf('reservationPause.pausedInvalid') } };
}

// ——— After each service ———

/** A service of a day that has ended: staff then mark its bookings « Arrivé » or « Absent ». */
export interface EndedService {
  date: DayText;
  service: ReservationService;
  opensAt: string;
  closesAt: string;
  /** Minutes after the date's midnight (past 1440 when the service ends the next day). */
  start: number;
  end: number;
}

/** When a service of `date` ending `end` minutes after its midnight ends, in Geneva (the next day past 1440). */
function serviceEnd(date: DayText, end: number): Date {
  const nextDays = Math.floor(end / 1440);
  return reservationInstant(addDaysToDayText(date, nextDays), clockOf(end - nextDays * 1440));
}

/**
 * The services of `date` that have ended at `now` (docs/product.md#after-each-service), by opening time: its
 * exceptions' hours when it has any, else its weekday's.
 */
export function endedServices(
  date: DayText,
  openingHours: readonly OpeningSlot[],
  openingExceptions: readonly OpeningException[],
  now: Date,
): EndedService[] {
  return servicesOfDate(date, openingHours, openingExceptions)
    .filter(({ end }) => serviceEnd(date, end).getTime() <= now.getTime())
    .map(({ opensAt, closesAt, start, end }) => ({ date, service: serviceOf(start), opensAt, closesAt, start, end }));
}

/** Whether a booking's time (`HH:MM`) falls in a service: from its opening to before its end. */
export function isInService(time: string, { start, end }: Pick<EndedService, 'start' | 'end'>): boolean {
  const minutes = minutesOf(time);
  return minutes >= start && minutes < end;
}
