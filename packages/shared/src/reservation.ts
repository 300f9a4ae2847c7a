import {
  WEEK_DAYS,
  clockOf,
  minutesOf,
  servicesOfDate,
  type OpeningException,
  type OpeningSlot,
  type WeekDay,
} from './hours';
import { addDaysToDayText, genevaDay, instantOfGenevaTime, parseDayText, type DayText } from './service-day';
import { messageOf, type Message } from './i18n/messages';
import type { DepositView } from './payments';
import { RESERVATION_LIMITS, RESERVATION_STATUSES, type ReservationStatus } from './reservation-limits';
import { cleanText, isEmailAddress, looksLikeLink } from './text';
import { ALLERGEN_KEYS, isAllergenList, type AllergenKey } from './law';
import type { ServiceTable, TableRef } from './tables';

export * from './reservation-limits';

/**
 * Table reservations (docs/product.md#table-reservations): the rules the restaurant sets, the statuses and their
 * transitions, the checks of a booking and the free times of a day. Pure functions: the current instant is always an
 * argument, so the CMS and the guest page agree and tests may fix the clock.
 */

/** A service named as the walk-in rules name it: lunch opens before 16:00, dinner from 16:00. */
export const RESERVATION_SERVICES = ['Midi', 'Soir'] as const;
export type ReservationService = (typeof RESERVATION_SERVICES)[number];
export const DINNER_FROM_MINUTES = 16 * 60;

/** A weekday, or one of its services, that takes no booking online: guests just come in. */
export interface WalkInOnlyRule {
  day: WeekDay;
  /** Null: the whole day. */
  service: ReservationService | null;
}

/** The rules the restaurant sets in its « Réservations » settings in /cms. */
export interface ReservationSettings {
  slotIntervalMinutes: number;
  /** The last time a table is seated, this many minutes before each service closes. */
  lastSeatingMinutesBeforeClosing: number;
  /** Covers whose booking starts in one slot: paces the kitchen. */
  arrivalsPerSlot: number;
  /** Covers at the tables at any moment, each booking counted for its turn time. */
  coversAtOnce: number;
  turnMinutesUpTo2: number;
  turnMinutesUpTo4: number;
  turnMinutesLarger: number;
  maxPartyOnline: number;
  /** Online bookings of at most this many covers are confirmed at once; larger ones wait for staff. */
  autoConfirmUpTo: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  /** Guests may change or cancel online until this many minutes before their time. */
  guestCutoffMinutes: number;
  /** « Complet ce soir »: the day (`YYYY-MM-DD`) online booking is paused, or null. */
  pausedOn: DayText | null;
  walkInOnly: WalkInOnlyRule[];
  reminderHoursBefore: number;
  retentionDays: number;
  /** Online bookings to come one e-mail or one phone may hold at once (0: no limit); staff bookings are not counted. */
  maxFutureOnlinePerContact: number;
  /** Online bookings one client address may make in one Geneva day (0: no limit). */
  maxOnlinePerAddressPerDay: number;
  /** A deposit is due this many days before its evening (docs/product.md#deposits). */
  paymentDeadlineDaysBefore: number;
}

export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = {
  slotIntervalMinutes: 15,
  lastSeatingMinutesBeforeClosing: 60,
  arrivalsPerSlot: 12,
  coversAtOnce: 40,
  turnMinutesUpTo2: 90,
  turnMinutesUpTo4: 120,
  turnMinutesLarger: 150,
  maxPartyOnline: 8,
  autoConfirmUpTo: 4,
  minimumNoticeMinutes: 120,
  horizonDays: 60,
  guestCutoffMinutes: 120,
  pausedOn: null,
  walkInOnly: [],
  reminderHoursBefore: 24,
  retentionDays: 90,
  maxFutureOnlinePerContact: 4,
  maxOnlinePerAddressPerDay: 6,
  paymentDeadlineDaysBefore: 3,
};

type NumericSetting = {
  [Key in keyof ReservationSettings]: ReservationSettings[Key] extends number ? Key : never;
}[keyof ReservationSettings];

/** The range each number may take; a stored value outside it (or missing) falls back to its default. */
export const RESERVATION_SETTING_RANGES: Record<NumericSetting, { min: number; max: number }> = {
  slotIntervalMinutes: { min: 5, max: 60 },
  lastSeatingMinutesBeforeClosing: { min: 0, max: 300 },
  arrivalsPerSlot: { min: 1, max: 500 },
  coversAtOnce: { min: 1, max: 1000 },
  turnMinutesUpTo2: { min: 15, max: 480 },
  turnMinutesUpTo4: { min: 15, max: 480 },
  turnMinutesLarger: { min: 15, max: 480 },
  maxPartyOnline: { min: 1, max: 50 },
  autoConfirmUpTo: { min: 0, max: 50 },
  minimumNoticeMinutes: { min: 0, max: 7 * 24 * 60 },
  horizonDays: { min: 1, max: 365 },
  guestCutoffMinutes: { min: 0, max: 7 * 24 * 60 },
  reminderHoursBefore: { min: 1, max: 168 },
  retentionDays: { min: 1, max: 3650 },
  maxFutureOnlinePerContact: { min: 0, max: 20 },
  maxOnlinePerAddressPerDay: { min: 0, max: 50 },
  paymentDeadlineDaysBefore: { min: 0, max: 60 },
};

/** What the settings single type stores, before it is read as ReservationSettings. */
export interface StoredReservationSettings {
  [field: string]: unknown;
  pausedOn?: unknown;
  walkInOnly?: unknown;
}

const isWeekDay = (value: unknown): value is WeekDay => WEEK_DAYS.includes(value as WeekDay);
const isService = (value: unknown): value is ReservationService =>
  RESERVATION_SERVICES.includes(value as ReservationService);

/** The stored settings as rules: every missing or out-of-range value is its default, so booking never breaks. */
export function readReservationSettings(stored: StoredReservationSettings | null | undefined): ReservationSettings {
  const settings: ReservationSettings = { ...DEFAULT_RESERVATION_SETTINGS, walkInOnly: [] };
  if (!stored) return settings;
  for (const [field, { min, max }] of Object.entries(RESERVATION_SETTING_RANGES) as [
    NumericSetting,
    { min: number; max: number },
  ][]) {
    const value = stored[field];
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) settings[field] = value;
  }
  settings.pausedOn = parseDayText(stored.pausedOn) ? (stored.pausedOn as DayText) : null;
  if (Array.isArray(stored.walkInOnly)) {
    settings.walkInOnly = stored.walkInOnly.flatMap((rule: unknown) => {
      if (!rule || typeof rule !== 'object') return [];
      const { day, service } = rule as { day?: unknown; service?: unknown };
      return isWeekDay(day) ? [{ day, service: isService(service) ? service : null }] : [];
    });
  }
  return settings;
}

export const RESERVATION_SOURCES = ['online', 'phone', 'walk_in'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

export const RESERVATION_LANGUAGES = ['fr', 'it', 'en', 'de'] as const;
export type ReservationLanguage = (typeof RESERVATION_LANGUAGES)[number];

/** The statuses whose covers count against capacity: a booking awaiting its deposit holds its covers too. */
export const CAPACITY_STATUSES: readonly ReservationStatus[] = [
  'requested',
  'confirmed',
  'honoured',
  'awaiting_payment',
];

/**
 * Where each status may go. A request is confirmed or declined (or cancelled by the guest); a confirmed booking is
 * cancelled, honoured or a no-show; staff may correct honoured into no-show and back. Declined and cancelled end it.
 * A booking awaiting its deposit is confirmed once paid, or released unpaid (holding nothing, not a no-show); staff
 * may reinstate an unpaid booking paid late (docs/product.md#deposits).
 */
const TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  requested: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled', 'honoured', 'no_show'],
  honoured: ['no_show'],
  no_show: ['honoured'],
  declined: [],
  cancelled: [],
  awaiting_payment: ['confirmed', 'unpaid', 'cancelled'],
  unpaid: ['confirmed'],
};

/** Whether a guest's change made a confirmed booking a request again, for staff to confirm (a party grown past it). */
export function becameARequest(before: ReservationStatus, after: ReservationStatus): boolean {
  return before === 'confirmed' && after === 'requested';
}

/** `same`: nothing to do (« Confirmer » twice); `refused`: a change that makes no sense (a cancelled booking honoured). */
export function statusTransition(from: ReservationStatus, to: ReservationStatus): 'allowed' | 'same' | 'refused' {
  if (from === to) return 'same';
  return TRANSITIONS[from].includes(to) ? 'allowed' : 'refused';
}

/**
 * Two no-shows within a year end online booking for that e-mail or phone (« merci de nous appeler »). Only for this do
 * keyed hashes of both outlive the anonymising, on no-shows alone, and only for as long as they can count.
 */
export const NO_SHOW_BLOCK = { noShows: 2, days: 365 } as const;

const MINUTES_PER_DAY = 24 * 60;

/** How long a party keeps its table. */
/** The settings a turn time is read from. */
export type TurnSettings = Pick<ReservationSettings, 'turnMinutesUpTo2' | 'turnMinutesUpTo4' | 'turnMinutesLarger'>;

export function turnMinutes(partySize: number, settings: TurnSettings): number {
  if (partySize <= 2) return settings.turnMinutesUpTo2;
  if (partySize <= 4) return settings.turnMinutesUpTo4;
  return settings.turnMinutesLarger;
}

/** A booking of the day as capacity sees it: when it starts (HH:MM) and how many covers. */
export interface BookedCovers {
  time: string;
  partySize: number;
}

export type CapacityVerdict = { ok: true } | { ok: false; limit: 'arrivals' | 'seated' };

/**
 * Whether `candidate` fits beside the day's `booked` covers (those in CAPACITY_STATUSES): its slot's arrivals stay
 * within `arrivalsPerSlot`, and the covers at the tables, each booking counted from its time for its turn time, stay
 * within `coversAtOnce` at every moment of the candidate's stay.
 */
export function checkCapacity(
  booked: readonly BookedCovers[],
  candidate: BookedCovers,
  settings: ReservationSettings,
): CapacityVerdict {
  const start = minutesOf(candidate.time);
  const slot = Math.floor(start / settings.slotIntervalMinutes);
  const arrivals = booked
    .filter(({ time }) => Math.floor(minutesOf(time) / settings.slotIntervalMinutes) === slot)
    .reduce((sum, { partySize }) => sum + partySize, candidate.partySize);
  if (arrivals > settings.arrivalsPerSlot) return { ok: false, limit: 'arrivals' };

  const stays = booked.map(({ time, partySize }) => {
    const from = minutesOf(time);
    return { from, to: from + turnMinutes(partySize, settings), partySize };
  });
  const end = start + turnMinutes(candidate.partySize, settings);
  // The covers seated only grow when a booking starts: checking at each start within the stay finds the peak.
  const moments = [start, ...stays.map(({ from }) => from).filter((from) => from > start && from < end)];
  for (const moment of moments) {
    const seated = stays
      .filter(({ from, to }) => from <= moment && moment < to)
      .reduce((sum, { partySize }) => sum + partySize, candidate.partySize);
    if (seated > settings.coversAtOnce) return { ok: false, limit: 'seated' };
  }
  return { ok: true };
}

/** The instant a booking starts: its date and time on Geneva's clock, summer or winter time. */
export function reservationInstant(date: DayText, time: string): Date {
  const day = parseDayText(date);
  if (!day) throw new RangeError(`Not a day: ${date}`);
  const minutes = minutesOf(time);
  return instantOfGenevaTime({ ...day, hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

export interface ReservationSlot {
  /** HH:MM */
  time: string;
  available: boolean;
}

export interface DaySlotsQuery {
  date: DayText;
  partySize: number;
  now: Date;
  settings: ReservationSettings;
  openingHours: readonly OpeningSlot[];
  openingExceptions: readonly OpeningException[];
  /** The day's bookings in CAPACITY_STATUSES. */
  booked: readonly BookedCovers[];
  /** When tables are assigned: whether a free table, or tables joined, seats the party at a time (booking-tables.ts). */
  seats?: (time: string) => boolean;
}

export interface DaySlots {
  slots: ReservationSlot[];
  /** Why no time is offered, when none is. */
  message?: Message;
}

/** The service that opens at `start` minutes after midnight: lunch before 16:00, dinner from then on. */
export const serviceOf = (start: number): ReservationService => (start < DINNER_FROM_MINUTES ? 'Midi' : 'Soir');

/** The days online booking takes: today in Geneva to the horizon. */
export interface BookingWindow {
  firstDay: DayText;
  lastDay: DayText;
}

/** The days online booking takes at `now`: the guest's calendar and the date field stop there. */
export function onlineBookingWindow(now: Date, settings: Pick<ReservationSettings, 'horizonDays'>): BookingWindow {
  const firstDay = genevaDay(now);
  return { firstDay, lastDay: addDaysToDayText(firstDay, settings.horizonDays) };
}

/** Why a day takes no online booking at all (past, too far, paused, closed), or null when it may. */
function dayRefusal(date: DayText, now: Date, settings: ReservationSettings): Message | null {
  const { firstDay, lastDay } = onlineBookingWindow(now, settings);
  if (date < firstDay) return messageOf('reservation.pastDay');
  if (date > lastDay) {
    return messageOf('reservation.beyondHorizon', { days: settings.horizonDays });
  }
  if (settings.pausedOn === date) return messageOf('reservation.paused');
  return null;
}

/** The times a guest may book online on `date`, capacity aside, or why there are none. */
function onlineTimes(query: Omit<DaySlotsQuery, 'booked' | 'partySize'>): { times: string[]; message?: Message } {
  const { date, now, settings } = query;
  const refusal = dayRefusal(date, now, settings);
  // Stryker disable next-line ArrayDeclaration: with a message, the times are only searched for an HH:MM time.
  if (refusal) return { times: [], message: refusal };
  const services = servicesOfDate(date, query.openingHours, query.openingExceptions);
  // Stryker disable next-line ArrayDeclaration: with a message, the times are only searched for an HH:MM time.
  if (services.length === 0) return { times: [], message: messageOf('reservation.closedDay') };
  const bookable = services.filter(
    ({ day, start }) =>
      !settings.walkInOnly.some(
        (rule) => rule.day === day && (rule.service === null || rule.service === serviceOf(start)),
      ),
  );
  // Stryker disable next-line ArrayDeclaration: with a message, the times are only searched for an HH:MM time.
  if (bookable.length === 0) return { times: [], message: messageOf('reservation.walkInOnly') };
  const earliest = now.getTime() + settings.minimumNoticeMinutes * 60_000;
  const times = seatingTimes(bookable, settings).filter((time) => reservationInstant(date, time).getTime() >= earliest);
  return times.length > 0 ? { times } : { times, message: messageOf('reservation.noTimeLeft') };
}

/** Every time a table may be seated in these services: from each opening to its last seating, every slot interval. */
export function seatingTimes(
  services: readonly { start: number; end: number }[],
  settings: ReservationSettings,
): string[] {
  const times: string[] = [];
  for (const { start, end } of services) {
    const lastSeating = Math.min(end - settings.lastSeatingMinutesBeforeClosing, MINUTES_PER_DAY - 1);
    for (let minutes = start; minutes <= lastSeating; minutes += settings.slotIntervalMinutes) {
      const time = clockOf(minutes);
      if (!times.includes(time)) times.push(time);
    }
  }
  return times;
}

/**
 * The times offered online on a date for a party, each available when the party fits both capacity limits: none,
 * with the reason, on a past, closed, paused or walk-in-only day, beyond the horizon, or when every time is
 * within the minimum notice; when tables are assigned, a table must seat the party too. Times run from each service's
 * opening to its last seating, every slot interval.
 */
export function reservationSlots(query: DaySlotsQuery): DaySlots {
  const { times, message } = onlineTimes(query);
  if (message) return { slots: [], message };
  const slots = times.map((time) => ({
    time,
    available:
      checkCapacity(query.booked, { time, partySize: query.partySize }, query.settings).ok &&
      (query.seats?.(time) ?? true),
  }));
  return slots.some(({ available }) => available) ? { slots } : { slots, message: messageOf('reservation.full') };
}

/** Whether a guest may book `time` on `date` online, capacity aside; if not, the field to blame and why. */
export function checkOnlineTime(
  query: Omit<DaySlotsQuery, 'booked' | 'partySize'> & { time: string },
): { ok: true } | { ok: false; field: 'date' | 'time'; message: Message } {
  const { times, message } = onlineTimes(query);
  if (times.includes(query.time)) return { ok: true };
  // A day that takes no booking is the date's fault; a day whose times are all too soon, or another time, the time's.
  if (message && message.code !== 'reservation.noTimeLeft') return { ok: false, field: 'date', message };
  return { ok: false, field: 'time', message: message ?? messageOf('reservation.timeNotOffered') };
}

/** Whether the guest may still change or cancel online: until the cut-off before the booking's time. */
export function beforeGuestCutoff(date: DayText, time: string, now: Date, settings: ReservationSettings): boolean {
  return reservationInstant(date, time).getTime() - now.getTime() >= settings.guestCutoffMinutes * 60_000;
}

/** The status an online booking starts in: confirmed up to the auto-confirm size, else a request for staff. */
export function onlineStatus(partySize: number, settings: ReservationSettings): 'confirmed' | 'requested' {
  return partySize <= settings.autoConfirmUpTo ? 'confirmed' : 'requested';
}

// ——— Input checks ———

/** An ordinary address: no spaces, one @, a dot in the domain, a top-level part of 2+ letters. */
const PHONE_PATTERN = /^\+?[\d\s().\-/]+$/;
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export type ReservationField =
  | 'date'
  | 'time'
  | 'partySize'
  | 'name'
  | 'email'
  | 'phone'
  | 'notes'
  | 'language'
  | 'source'
  | 'status'
  | 'message'
  | 'overCapacity'
  | 'withoutTable'
  | 'tables'
  | 'allergens'
  | 'allergyConsent'
  | 'eventId';
export type ReservationErrors = Partial<Record<ReservationField, Message>>;

/** What `POST /api/reservations` takes; `website` is the hidden field only robots fill. */
export interface ReservationInput {
  date?: unknown;
  time?: unknown;
  partySize?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  notes?: unknown;
  language?: unknown;
  website?: unknown;
  source?: unknown;
  overCapacity?: unknown;
  /** Staff only: the tables' ids, `[]` for « sans table »; absent, the house chooses when it assigns tables. */
  tables?: unknown;
  /** Keys of the menu's 14 allergen groups; kept only with `allergyConsent: true` (docs/product.md#allergies). */
  allergens?: unknown;
  allergyConsent?: unknown;
  /** An evening's id (docs/product.md#evenings): its date is the booking's, its times the only ones offered. */
  eventId?: unknown;
}

export interface ReservationValues {
  date: DayText;
  time: string;
  partySize: number;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  language: ReservationLanguage;
  source: ReservationSource;
  overCapacity: boolean;
  /** The tables staff chose (`[]`: « sans table »), or null for the best free ones (docs/product.md#tables). */
  tables: string[] | null;
  /** The guest's allergies, each once, in the menu's order; consented to when not empty. */
  allergens: AllergenKey[];
  /** The evening booked (its documentId), or null for the ordinary service. */
  eventId: string | null;
}

export type Validation<Values, Errors> = { ok: true; values: Values } | { ok: false; errors: Errors };

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function checkDate(value: unknown): Message | undefined {
  return parseDayText(value) ? undefined : messageOf('reservation.dateInvalid');
}
function checkTime(value: unknown): Message | undefined {
  return typeof value === 'string' && TIME_PATTERN.test(value) ? undefined : messageOf('reservation.timeInvalid');
}
function checkParty(value: unknown, maxParty: number, who: 'staff' | 'guest' | 'evening'): Message | undefined {
  if (!isWholeNumber(value) || value < 1) return messageOf('reservation.partyInvalid');
  if (value > maxParty) {
    if (who === 'staff') return messageOf('reservation.partyTooLargeStaff');
    return who === 'evening'
      ? messageOf('reservation.eveningPartyTooLarge', { max: maxParty })
      : messageOf('reservation.partyTooLargeOnline', { max: maxParty });
  }
  return undefined;
}
/** A document id as Strapi makes them. */
export const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z0-9]{1,64}$/.test(value);
/** A guest's name; one sent online may not carry a link (the restaurant's mails repeat it), staff write what they like. */
function checkName(value: string, staff: boolean): Message | undefined {
  if (!value) return messageOf('reservation.nameRequired');
  if (value.length > RESERVATION_LIMITS.nameMaxLength) return messageOf('reservation.nameTooLong');
  return !staff && looksLikeLink(value) ? messageOf('reservation.nameNotALink') : undefined;
}
function checkEmail(value: string, required: boolean): Message | undefined {
  if (!value) return required ? messageOf('reservation.emailRequired') : undefined;
  if (value.length > RESERVATION_LIMITS.emailMaxLength) return messageOf('reservation.emailTooLong');
  return isEmailAddress(value) ? undefined : messageOf('reservation.emailInvalid');
}
function checkPhone(value: string, required: boolean): Message | undefined {
  if (!value) return required ? messageOf('reservation.phoneRequired') : undefined;
  const digits = value.replace(/\D/g, '').length;
  const valid =
    value.length <= RESERVATION_LIMITS.phoneMaxLength &&
    PHONE_PATTERN.test(value) &&
    digits >= RESERVATION_LIMITS.phoneMinDigits;
  return valid ? undefined : messageOf('reservation.phoneInvalid');
}

/**
 * A guest's allergies (docs/product.md#allergies): keys of the menu's allergen groups, in its order, each once. They
 * are health data, kept only when the guest ticks the consent, or staff tick « Accord donné par téléphone »: both send
 * `allergyConsent: true`. No allergy needs no consent.
 */
function checkAllergies(
  allergens: unknown,
  consent: unknown,
): { allergens: AllergenKey[]; errors: Pick<ReservationErrors, 'allergens' | 'allergyConsent'> } {
  if (allergens === undefined || allergens === null) return { allergens: [], errors: {} };
  if (!isAllergenList(allergens))
    return { allergens: [], errors: { allergens: messageOf('reservation.allergensInvalid') } };
  const chosen = ALLERGEN_KEYS.filter((key) => allergens.includes(key));
  if (chosen.length > 0 && consent !== true)
    return { allergens: [], errors: { allergyConsent: messageOf('reservation.allergyConsent') } };
  return { allergens: chosen, errors: {} };
}

/** Table ids as staff send them: at most `tablesPerBookingMax`, each a document id. */
export function isTableIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length <= RESERVATION_LIMITS.tablesPerBookingMax && value.every(isDocumentId);
}

/**
 * A booking's fields (docs/product.md#table-reservations). Online: name, e-mail and phone required, at most
 * `maxPartyOnline` covers, source always `online`. With a staff session: `source` phone or walk_in (phone by default),
 * e-mail and phone optional, up to RESERVATION_LIMITS.staffMaxParty covers, `overCapacity` may be true, and `tables`
 * chosen. Times, capacity and tables are checked later, against the day. For an evening (`eventId`), `maxPartyOnline`
 * is the evening's own.
 */
export function validateReservationInput(
  input: ReservationInput,
  { staff, maxPartyOnline }: { staff: boolean; maxPartyOnline: number },
): Validation<ReservationValues, ReservationErrors> {
  const errors: ReservationErrors = {};
  const name = cleanText(input.name);
  const email = cleanText(input.email);
  const phone = cleanText(input.phone);
  const notes = cleanText(input.notes, { multiline: true });
  const allergies = checkAllergies(input.allergens, input.allergyConsent);
  const evening = input.eventId !== undefined && input.eventId !== null;
  const partyRule = staff ? 'staff' : evening ? 'evening' : 'guest';
  const found: ReservationErrors = {
    ...allergies.errors,
    date: checkDate(input.date),
    time: checkTime(input.time),
    partySize: checkParty(input.partySize, staff ? RESERVATION_LIMITS.staffMaxParty : maxPartyOnline, partyRule),
    eventId: evening && !isDocumentId(input.eventId) ? messageOf('reservation.eveningGone') : undefined,
    name: checkName(name, staff),
    email: checkEmail(email, !staff),
    phone: checkPhone(phone, !staff),
    notes: notes.length > RESERVATION_LIMITS.notesMaxLength ? messageOf('reservation.notesTooLong') : undefined,
    language:
      input.language === undefined || RESERVATION_LANGUAGES.includes(input.language as ReservationLanguage)
        ? undefined
        : messageOf('reservation.languageInvalid'),
  };
  let source: ReservationSource = 'online';
  if (staff) {
    if (input.source === undefined || input.source === 'phone' || input.source === 'walk_in') {
      source = (input.source as ReservationSource | undefined) ?? 'phone';
    } else found.source = messageOf('reservation.sourceInvalid');
    if (input.overCapacity !== undefined && typeof input.overCapacity !== 'boolean') {
      found.overCapacity = messageOf('reservation.overCapacityInvalid');
    }
    if (input.tables !== undefined && !isTableIdList(input.tables))
      found.tables = messageOf('reservation.tablesInvalid');
  }
  for (const [field, error] of Object.entries(found) as [ReservationField, Message | undefined][]) {
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      date: input.date as DayText,
      time: input.time as string,
      partySize: input.partySize as number,
      name,
      email: email ? email.toLowerCase() : null,
      phone: phone || null,
      notes: notes || null,
      language: (input.language as ReservationLanguage | undefined) ?? 'fr',
      source,
      overCapacity: staff && input.overCapacity === true,
      tables: staff && isTableIdList(input.tables) ? [...new Set(input.tables)] : null,
      allergens: allergies.allergens,
      eventId: evening ? (input.eventId as string) : null,
    },
  };
}

/** A change asked by staff (`PUT /api/reservations/:reference`) or, without status, message or override, a guest. */
export interface ReservationChange {
  status?: ReservationStatus;
  time?: string;
  partySize?: number;
  message?: string;
  overCapacity: boolean;
  /** Staff confirmed moving it with no table when none free fits (docs/product.md#tables). */
  withoutTable: boolean;
  /** The allergies now (staff, with consent), or `[]` when the guest withdraws theirs. */
  allergens?: AllergenKey[];
}

/**
 * A change's fields: at least one of status, time, party size and allergies; a party within `maxParty`; for a guest,
 * only time and party size, or `allergens: []`, which withdraws their allergies.
 */
export function validateReservationChange(
  input: unknown,
  { staff, maxPartyOnline }: { staff: boolean; maxPartyOnline: number },
): Validation<ReservationChange, ReservationErrors> {
  const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: ReservationErrors = {};
  const change: ReservationChange = { overCapacity: false, withoutTable: false };
  if (staff && body.status !== undefined) {
    if (RESERVATION_STATUSES.includes(body.status as ReservationStatus))
      change.status = body.status as ReservationStatus;
    else errors.status = messageOf('reservation.statusInvalid');
  }
  if (body.time !== undefined) {
    const error = checkTime(body.time);
    if (error) errors.time = error;
    else change.time = body.time as string;
  }
  if (body.partySize !== undefined) {
    const maxParty = staff ? RESERVATION_LIMITS.staffMaxParty : maxPartyOnline;
    const error = checkParty(body.partySize, maxParty, staff ? 'staff' : 'guest');
    if (error) errors.partySize = error;
    else change.partySize = body.partySize as number;
  }
  if (staff && body.message !== undefined) {
    const message = cleanText(body.message, { multiline: true });
    if (typeof body.message !== 'string' || message.length > RESERVATION_LIMITS.staffMessageMaxLength) {
      errors.message = messageOf('reservation.messageTooLong');
    } else if (message) change.message = message;
  }
  if (staff && body.overCapacity !== undefined) {
    if (typeof body.overCapacity === 'boolean') change.overCapacity = body.overCapacity;
    else errors.overCapacity = messageOf('reservation.overCapacityInvalid');
  }
  if (staff && body.withoutTable !== undefined) {
    if (typeof body.withoutTable === 'boolean') change.withoutTable = body.withoutTable;
    else errors.withoutTable = messageOf('reservation.withoutTableInvalid');
  }
  if (body.allergens !== undefined) {
    const allergies = checkAllergies(body.allergens, staff ? body.allergyConsent : true);
    // A guest only withdraws them, on its own: a change of time could then fail while the withdrawal stands.
    const alone = body.time === undefined && body.partySize === undefined;
    if (!staff && (allergies.allergens.length > 0 || !alone))
      errors.allergens = messageOf('reservation.allergensInvalid');
    else Object.assign(errors, allergies.errors);
    change.allergens = allergies.allergens;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const nothing = [change.status, change.time, change.partySize, change.allergens].every(
    (value) => value === undefined,
  );
  if (nothing) {
    return { ok: false, errors: { status: messageOf('reservation.nothingToChange') } };
  }
  return { ok: true, values: change };
}

/** `GET /api/public/availability?date=&party=`: a real date and a whole party of at least 1. */
export function validateAvailabilityQuery(query: {
  date?: unknown;
  party?: unknown;
}): Validation<{ date: DayText; partySize: number }, ReservationErrors> {
  const errors: ReservationErrors = {};
  const dateError = checkDate(query.date);
  if (dateError) errors.date = dateError;
  const party = typeof query.party === 'string' && /^\d{1,3}$/.test(query.party) ? Number(query.party) : Number.NaN;
  if (!(party >= 1)) errors.partySize = messageOf('reservation.partyInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { date: query.date as DayText, partySize: party } };
}

// ——— Group requests ———

export type GroupRequestField =
  | 'date'
  | 'time'
  | 'guests'
  | 'occasion'
  | 'budgetPerPerson'
  | 'privateRoom'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'language';
export type GroupRequestErrors = Partial<Record<GroupRequestField, Message>>;

export interface GroupRequestValues {
  date: DayText;
  time: string;
  guests: number;
  occasion: string | null;
  budgetPerPerson: number | null;
  privateRoom: boolean;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The language of the page it was sent from: staff answer in it (docs/product.md#reservations-api). */
  language: ReservationLanguage;
}

/** A group request's window (docs/product.md#no-hoarding): from now to this many days ahead, 07:00 to 23:30. */
export const GROUP_REQUEST_WINDOW = { horizonDays: 365, earliest: '07:00', latest: '23:30' } as const;

/** What a group request is checked against: the moment it is sent, and the largest party that books online. */
export interface GroupRequestRules {
  now: Date;
  maxPartyOnline: number;
}

/**
 * The day and time a group request may ask for: from today to a year ahead, closed days included (staff decide), a
 * time to come between 07:00 and 23:30. Keyed by the field at fault.
 */
function groupScheduleErrors(date: DayText, time: string, now: Date): GroupRequestErrors {
  const today = genevaDay(now);
  if (date < today) return { date: messageOf('reservation.pastDay') };
  if (date > addDaysToDayText(today, GROUP_REQUEST_WINDOW.horizonDays))
    return { date: messageOf('reservation.beyondHorizon', { days: GROUP_REQUEST_WINDOW.horizonDays }) };
  const inWindow = time >= GROUP_REQUEST_WINDOW.earliest && time <= GROUP_REQUEST_WINDOW.latest;
  if (!inWindow || reservationInstant(date, time).getTime() <= now.getTime())
    return { time: messageOf('reservation.groupTimeInvalid') };
  return {};
}

/** A « demande de groupe »: a party above the online maximum, or the private room; it takes no capacity. */
export function validateGroupRequest(
  input: unknown,
  { now, maxPartyOnline }: GroupRequestRules,
): Validation<GroupRequestValues, GroupRequestErrors> {
  const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const name = cleanText(body.name);
  const email = cleanText(body.email);
  const phone = cleanText(body.phone);
  const occasion = cleanText(body.occasion);
  const message = cleanText(body.message, { multiline: true });
  const budget = body.budgetPerPerson;
  const found: GroupRequestErrors = {
    date: checkDate(body.date),
    time: checkTime(body.time),
    guests:
      isWholeNumber(body.guests) && body.guests >= 1 && body.guests <= RESERVATION_LIMITS.groupMaxGuests
        ? undefined
        : messageOf('reservation.guestsInvalid'),
    occasion:
      occasion.length > RESERVATION_LIMITS.groupOccasionMaxLength
        ? messageOf('reservation.occasionTooLong')
        : undefined,
    budgetPerPerson:
      budget === undefined ||
      budget === null ||
      (isWholeNumber(budget) && budget >= 0 && budget <= RESERVATION_LIMITS.groupBudgetMax)
        ? undefined
        : messageOf('reservation.budgetInvalid'),
    privateRoom:
      body.privateRoom === undefined || typeof body.privateRoom === 'boolean'
        ? undefined
        : messageOf('reservation.privateRoomInvalid'),
    name: checkName(name, false),
    email: checkEmail(email, true),
    phone: checkPhone(phone, true),
    message: !message
      ? messageOf('reservation.groupMessageRequired')
      : message.length > RESERVATION_LIMITS.groupMessageMaxLength
        ? messageOf('reservation.groupMessageTooLong')
        : undefined,
    language:
      body.language === undefined || RESERVATION_LANGUAGES.includes(body.language as ReservationLanguage)
        ? undefined
        : messageOf('reservation.languageInvalid'),
  };
  if (!found.date && !found.time)
    Object.assign(found, groupScheduleErrors(body.date as DayText, body.time as string, now));
  if (!found.guests && (body.guests as number) <= maxPartyOnline)
    found.guests = messageOf('reservation.groupTooSmall', { max: maxPartyOnline });
  const errors = Object.fromEntries(Object.entries(found).filter(([, error]) => error)) as GroupRequestErrors;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      date: body.date as DayText,
      time: body.time as string,
      guests: body.guests as number,
      occasion: occasion || null,
      budgetPerPerson: isWholeNumber(budget) ? budget : null,
      privateRoom: body.privateRoom === true,
      name,
      email: email.toLowerCase(),
      phone,
      message,
      language: (body.language as ReservationLanguage | undefined) ?? 'fr',
    },
  };
}

// ——— API shapes ———

/** One entry of a reservation's history: who did what, when, and whether they went over capacity on purpose. */
export interface ReservationHistoryEntry {
  at: string;
  /** A staff username, « client » or « site ». */
  by: string;
  action: string;
  overCapacity: boolean;
  message: string | null;
}

export interface ReservationView extends Omit<ReservationValues, 'overCapacity' | 'tables'> {
  reference: string;
  status: ReservationStatus;
  history: ReservationHistoryEntry[];
  /** The tables it is given, by label; none while tables are not assigned, or « sans table ». */
  tables: TableRef[];
  /** Goes up with every change: a move sent with an older one is refused (« rechargez »). */
  version: number;
  /** The evening booked, by name, or null. */
  evening: { id: string; name: string } | null;
  /** What the guest pays ahead by QR-bill, or null when nothing is asked (docs/product.md#deposits). */
  deposit: DepositView | null;
}

/** What a guest sees of their booking through the manage link. */
export type GuestReservationView = Omit<ReservationView, 'history' | 'source' | 'tables' | 'version'> & {
  changeable: boolean;
};

export interface AvailabilityData {
  date: DayText;
  slots: ReservationSlot[];
  /** The last day online booking takes (today in Geneva plus the horizon): the guest's calendar stops there. */
  lastDay: DayText;
  /** Larger parties send a « demande de groupe ». */
  maxPartyOnline: number;
}

export interface BookingCreated {
  reference: string;
  status: ReservationStatus;
  deposit: DepositView | null;
  /** What was booked, which the answer restates. */
  date: DayText;
  time: string;
  partySize: number;
  /** The private manage link; holds the token, which is shown only here. Null for a staff booking without e-mail. */
  manageUrl: string | null;
  /** The booking as an iCalendar file (`METHOD:PUBLISH`), for the guest's own calendar. */
  calendar?: string;
}

/** An evening on the day the staff's bookings tab shows: its arrival times and the covers held of its capacity. */
export interface StaffDayEvening {
  id: string;
  name: string;
  times: string[];
  capacity: number;
  coversHeld: number;
}

export interface StaffDayData {
  date: DayText;
  /** « Attribuer les tables » (docs/product.md#tables): every booking then shows its tables, or « sans table ». */
  assignTables: boolean;
  /** The room's tables, by label, that staff may move a booking to. */
  tables: ServiceTable[];
  reservations: ReservationView[];
  /**
   * The day's evenings (docs/product.md#evenings): a booking staff enter in the service one takes the place of is for
   * it, at one of its times.
   */
  evenings: StaffDayEvening[];
}

/** The guest's manage page for a booking: `/reservation/<reference>/<token>`. */
export const reservationManagePath = (reference: string, token: string) =>
  `/reservation/${encodeURIComponent(reference)}/${encodeURIComponent(token)}`;
