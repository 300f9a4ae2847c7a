import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  CAPACITY_STATUSES,
  NO_SHOW_BLOCK,
  RESERVATION_LIMITS,
  RESERVATION_STATUS_LABELS,
  addDaysToDayText,
  beforeGuestCutoff,
  checkCapacity,
  checkOnlineTime,
  genevaDay,
  messageOf,
  normalizeTime,
  onlineStatus,
  reservationInstant,
  reservationManagePath,
  reservationSlots,
  staffSlots,
  statusTransition,
  type BookedCovers,
  type DaySlots,
  type GuestReservationView,
  type Message,
  type ReservationChange,
  type ReservationHistoryEntry,
  type ReservationSettings,
  type ReservationSlot,
  type ReservationSource,
  type ReservationStatus,
  type ReservationValues,
  type ReservationView,
  type SeatingPlan,
  byTableLabel,
  type ServiceData,
  type ServiceName,
  SERVICE_STATUSES,
  isInServiceNamed,
  serviceSlots,
  type StaffDayData,
  type StaffMessage,
  staffMessageOf,
  type TableRef,
  type HeldTables,
  type TableMove,
  type UnseatedBooking,
  chosenTablesRefusal,
  minutesOf,
  seatBooking,
  turnMinutes,
  isAllergenList,
  WAITLIST_OPEN_STATUSES,
  depositCentimes,
  francs,
  RESERVATION_SERVICES,
  eveningListed,
  eveningTimesLeft,
  serviceOf,
  type Evening,
  type AllergenKey,
} from '@ticino/shared';
import { sitePublicUrl } from '../../../utils/public-url';
import { siteService } from '../../../utils/services';
import type { Stored } from '../../../utils/stored';
import { reservationSettings } from '../../reservation-setting/services/reservation-setting';
import { assignsTables, seatingTables } from '../../table/services/table';
import { addressHash, contactHash, contactHashKey, contactHashes, hashLockKey } from '../contact-hash';
import { reservationNotices } from './notices';
import { kitchenAdvice, kitchenSheet } from './kitchen';
import { WAITLIST_UID, offerHolds } from '../waitlist-store';
import { DEPOSIT_FIELDS, DEPOSIT_UID, depositView, issueDeposit, type StoredDeposit } from '../../payment/deposits';
import { evenings } from '../../evening/services/evening';
import { paymentSettings } from '../../payment-setting/services/payment-setting';
import { holdAdvisoryLock } from '../../../utils/advisory-locks';

export const RESERVATION_UID = 'api::reservation.reservation';

const FIELDS = [
  'reference',
  'date',
  'time',
  'partySize',
  'name',
  'email',
  'phone',
  'notes',
  'allergens',
  'language',
  'source',
  'status',
  'manageTokenHash',
  'version',
] as const;
const HISTORY_FIELDS = ['at', 'by', 'action', 'overCapacity', 'message'] as const;

type StoredReservation = Stored<typeof RESERVATION_UID, (typeof FIELDS)[number]> & {
  documentId: string;
  history?: Stored<'reservation.history-entry', (typeof HISTORY_FIELDS)[number]>[] | null;
  tables?: { documentId: string; label: string }[] | null;
  evening?: { documentId: string; name: string } | null;
  deposit?: StoredDeposit | null;
};

/** What every read of a booking brings along: its history, its tables' labels, its evening and its deposit. */
const POPULATE = {
  history: { fields: [...HISTORY_FIELDS] },
  tables: { fields: ['label' as const] },
  evening: { fields: ['name' as const] },
  deposit: { fields: [...DEPOSIT_FIELDS] },
};

/** « 4 + 5 », or « sans table ». */
const tablesText = (tables: readonly TableRef[]) =>
  tables.length === 0
    ? 'sans table'
    : [...tables]
        .sort(byTableLabel)
        .map(({ label }) => label)
        .join(' + ');

/**
 * Who acted: a staff member (their username), the guest through their link, or the site's online form (with the
 * client address it came from, `clientAddressKey`, for the daily limit per address).
 */
export type Actor = { kind: 'staff'; username: string } | { kind: 'guest'; address?: string };
const actorName = (actor: Actor) => (actor.kind === 'staff' ? actor.username : 'client');

/** How the history names a change of time or party size. */
const CHANGED = 'Modifiée : ';

const SOURCE_WORDS: Record<ReservationSource, string> = {
  online: 'en ligne',
  phone: 'par téléphone',
  walk_in: 'au passage',
};

/** How the consent to keep allergies was given, by the booking's source (docs/product.md#allergies). */
const CONSENT_WORDS: Record<ReservationSource, string> = {
  online: 'accord en ligne',
  phone: 'accord donné par téléphone',
  walk_in: 'accord donné sur place',
};

/**
 * « allergies notées (accord en ligne) »: what the history keeps of allergies noted — the consent, never the list,
 * since the history outlives a withdrawal and the retention (docs/product.md#allergies).
 */
const allergiesNoted = (source: ReservationSource) => `allergies notées (${CONSENT_WORDS[source]})`;

/** References are read over the phone: no 0/O, 1/I/L. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  const letters = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)]);
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

/** 256 random bits; only their SHA-256 is stored, so the database alone opens no booking. */
export const newManageToken = () => crypto.randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false;
  const [given, stored] = [Buffer.from(tokenHash(token), 'hex'), Buffer.from(storedHash, 'hex')];
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

function toHistory(stored: StoredReservation): ReservationHistoryEntry[] {
  return (stored.history ?? []).map((entry) => ({
    at: new Date(entry.at).toISOString(),
    by: entry.by,
    action: entry.action,
    overCapacity: entry.overCapacity === true,
    message: entry.message ?? null,
  }));
}

/** An entry as the component stores it (Strapi's typing wants missing values, not null). */
const storedEntry = (entry: ReservationHistoryEntry) => ({ ...entry, message: entry.message ?? undefined });

function toView(stored: StoredReservation): ReservationView {
  return {
    reference: stored.reference,
    date: String(stored.date),
    time: normalizeTime(stored.time) ?? String(stored.time),
    partySize: stored.partySize,
    name: stored.name ?? '',
    email: stored.email ?? null,
    phone: stored.phone ?? null,
    notes: stored.notes ?? null,
    allergens: isAllergenList(stored.allergens) ? stored.allergens : [],
    language: stored.language ?? 'fr',
    source: stored.source,
    status: stored.status,
    history: toHistory(stored),
    tables: (stored.tables ?? []).map(({ documentId, label }) => ({ id: documentId, label })).sort(byTableLabel),
    version: stored.version ?? 1,
    eventId: stored.evening?.documentId ?? null,
    evening: stored.evening ? { id: stored.evening.documentId, name: stored.evening.name } : null,
    deposit: stored.deposit ? depositView(stored.deposit) : null,
  };
}

export type BookingOutcome =
  | { ok: true; reservation: ReservationView; manageToken: string | null; manageUrl: string | null }
  | { ok: false; reason: 'full' }
  | { ok: false; reason: 'schedule'; field: 'date' | 'time'; message: Message }
  | { ok: false; reason: 'blocked' | 'pending-quota' }
  | { ok: false; reason: 'too-many-future' | 'too-many-from-address'; count: number }
  /** The waiting list's offer was taken, withdrawn or ran out meanwhile. */
  | { ok: false; reason: 'offer-gone' }
  /** Evenings (docs/product.md#evenings): gone or unpublished, a time it does not offer, full, a party too large. */
  | { ok: false; reason: 'evening-gone' | 'evening-time' | 'evening-full' }
  | { ok: false; reason: 'evening-party'; max: number }
  /** An ordinary booking in a service an evening takes the place of. */
  | { ok: false; reason: 'evening-service'; name: string }
  | TableRefusal;

/** Why tables could not be given: none free fits, one is another booking's, one no longer exists. */
export type TableRefusal =
  | { ok: false; reason: 'no-table'; partySize: number; time: string }
  | { ok: false; reason: 'table-taken'; label: string; name: string; time: string }
  | { ok: false; reason: 'table-unknown' };

export type ChangeOutcome =
  | { ok: true; reservation: ReservationView; changed: boolean; before: ReservationView }
  | { ok: false; reason: 'not-found' | 'full' | 'evening-full' | 'not-changeable' | 'past-cutoff' | 'too-many-changes' }
  | { ok: false; reason: 'transition'; from: ReservationStatus; to: ReservationStatus }
  | { ok: false; reason: 'schedule'; field: 'date' | 'time'; message: Message }
  | { ok: false; reason: 'stale' | 'not-late' }
  | TableRefusal;

/** A booking of the day as it holds tables, with what a refusal names of it. */
interface TableHold extends HeldTables {
  reference: string;
  name: string;
  time: string;
}

/** A booking day's lock key (utils/advisory-locks.ts). */
const dayLockKey = (date: string) => Number(date.replaceAll('-', ''));

/** The hashes an online booking is counted by against the limits on hoarding (docs/product.md#no-hoarding). */
export interface HoardingKeys {
  emailHash?: string;
  phoneHash?: string;
  addressHash?: string;
}

/** The day's bookings and valid offers that hold tables, but `except`, each over its turn time. */
async function tableHolds(
  strapi: Core.Strapi,
  date: string,
  rules: ReservationSettings,
  except?: string,
): Promise<TableHold[]> {
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    select: ['reference', 'name', 'time', 'partySize'],
    where: { date, status: { $in: [...CAPACITY_STATUSES] } },
    populate: { tables: { select: ['documentId'] } },
  })) as {
    reference: string;
    name: string | null;
    time: string;
    partySize: number;
    tables?: { documentId: string }[];
  }[];
  const bookings = rows.map(({ reference, name, time, partySize, tables }) => ({
    reference,
    name: name ?? '',
    time: normalizeTime(time) ?? time,
    partySize,
    tables: (tables ?? []).map(({ documentId }) => documentId),
  }));
  const offers = (await offerHolds(strapi, date)).map(({ key, ...hold }) => ({ reference: key, ...hold }));
  return [...bookings, ...offers]
    .filter(({ reference, tables }) => reference !== except && tables.length > 0)
    .map(({ partySize, ...hold }) => ({ ...hold, start: minutesOf(hold.time), turn: turnMinutes(partySize, rules) }));
}

/** The day's tables, the other bookings' holds (but `except`'s) and whether tables are assigned: read under the lock. */
async function seatingPlan(
  strapi: Core.Strapi,
  date: string,
  rules: ReservationSettings,
  except?: string,
): Promise<SeatingPlan<TableHold>> {
  const [assign, tables, holds] = await Promise.all([
    assignsTables(strapi),
    seatingTables(strapi),
    tableHolds(strapi, date, rules, except),
  ]);
  return { assign, tables, holds };
}

/** The reservations' reads and writes, each write that takes covers under the day's lock. */
export function reservationStore(strapi: Core.Strapi) {
  const settings = () => reservationSettings(strapi).find();
  const hashKey = () => contactHashKey(strapi);

  async function openingHours() {
    const restaurant = await siteService('api::restaurant.restaurant', strapi).find();
    return { openingHours: restaurant?.openingHours ?? [], openingExceptions: restaurant?.openingExceptions ?? [] };
  }

  /**
   * Runs `work` in one transaction holding the booking day's lock, so two bookings of one day never both read the
   * covers before either writes; then a lock per hash of `contacts`, in the order of their keys, so parallel bookings
   * of one e-mail, phone or address on different days are still counted one after the other. On PostgreSQL,
   * transaction-scoped advisory locks (every app process shares them); on SQLite, the one connection already runs one
   * transaction at a time.
   */
  async function withDayLock<T>(date: string, work: () => Promise<T>, contacts: HoardingKeys = {}): Promise<T> {
    // Strapi's typing wraps the callback's promise once more; awaiting it gives the callback's result.
    return await strapi.db.transaction(async ({ trx }) => {
      await holdAdvisoryLock(strapi, trx, 'bookingDay', dayLockKey(date));
      const hashes = Object.values(contacts).filter((hash): hash is string => Boolean(hash));
      const contactKeys = [...new Set(hashes.map(hashLockKey))].sort((a, b) => a - b);
      for (const key of contactKeys) await holdAdvisoryLock(strapi, trx, 'bookingContact', key);
      return work();
    });
  }

  /**
   * The day's bookings that hold covers, and the waiting list's valid offers (docs/product.md#waiting-list), but
   * `except` (the booking being changed, or the offer being taken).
   */
  async function bookedCovers(date: string, except?: string): Promise<BookedCovers[]> {
    const rows = (await strapi.db.query(RESERVATION_UID).findMany({
      select: ['time', 'partySize', 'reference'],
      where: { date, status: { $in: [...CAPACITY_STATUSES] } },
    })) as { time: string; partySize: number; reference: string }[];
    const offers = (await offerHolds(strapi, date)).map(({ key, time, partySize }) => ({
      reference: key,
      time,
      partySize,
    }));
    return [...rows, ...offers]
      .filter(({ reference }) => reference !== except)
      .map(({ time, partySize }) => ({ time: normalizeTime(time) ?? time, partySize }));
  }

  async function findStored(reference: string): Promise<StoredReservation | null> {
    if (typeof reference !== 'string' || reference.length > 20) return null;
    return (await strapi.documents(RESERVATION_UID).findFirst({
      filters: { reference: { $eq: reference } },
      fields: [...FIELDS],
      populate: POPULATE,
    })) as StoredReservation | null;
  }

  /**
   * Whether this e-mail or phone missed two bookings within a year: online booking then asks them to call. Matched by
   * their keyed hashes, which outlive the anonymising of old bookings.
   */
  async function isBlocked(email: string | null, phone: string | null, now: Date): Promise<boolean> {
    const contacts = [
      ...(email ? [{ emailHash: { $eq: contactHash('email', email, hashKey()) } }] : []),
      ...(phone ? [{ phoneHash: { $eq: contactHash('phone', phone, hashKey()) } }] : []),
    ];
    if (contacts.length === 0) return false;
    const since = addDaysToDayText(genevaDay(now), -NO_SHOW_BLOCK.days);
    const noShows = await strapi.db.query(RESERVATION_UID).count({
      where: { status: 'no_show', date: { $gte: since }, $or: contacts },
    });
    return noShows >= NO_SHOW_BLOCK.noShows;
  }

  /** Requests (awaiting staff) this e-mail sent online since midnight in Geneva. */
  async function pendingToday(email: string, now: Date): Promise<number> {
    return strapi.db.query(RESERVATION_UID).count({
      where: {
        email,
        source: 'online',
        status: 'requested',
        createdAt: { $gte: reservationInstant(genevaDay(now), '00:00').toISOString() },
      },
    });
  }

  /** Writes a change and its history; the version goes up, so a move made from the older one is refused. */
  async function update(
    stored: StoredReservation,
    data: ReservationUpdate,
    entries: Omit<ReservationHistoryEntry, 'at'>[],
    now: Date,
  ): Promise<ReservationView> {
    const history = [...toHistory(stored), ...entries.map((entry) => ({ ...entry, at: now.toISOString() }))].map(
      storedEntry,
    );
    const updated = (await strapi.documents(RESERVATION_UID).update({
      documentId: stored.documentId,
      data: {
        ...data,
        ...(data.time ? { time: `${data.time}:00.000` } : {}),
        history,
        version: (stored.version ?? 1) + 1,
      },
      fields: [...FIELDS],
      populate: POPULATE,
    })) as StoredReservation;
    return toView(updated);
  }

  /** Whether a new time or party size fits, the booking's own covers left out. */
  async function fitsChanged(
    current: ReservationView,
    change: { time?: string; partySize?: number },
    rules: ReservationSettings,
  ): Promise<boolean> {
    const candidate = { time: change.time ?? current.time, partySize: change.partySize ?? current.partySize };
    return checkCapacity(await bookedCovers(current.date, current.reference), candidate, rules).ok;
  }

  return {
    strapi,
    settings,
    seatingPlan: (date: string, rules: ReservationSettings, except?: string) =>
      seatingPlan(strapi, date, rules, except),
    hashKey,
    openingHours,
    withDayLock,
    bookedCovers,
    findStored,
    isBlocked,
    pendingToday,
    update,
    fitsChanged,
  };
}

export type ReservationStore = ReturnType<typeof reservationStore>;

/** What a change may write: a status, a time, a party size, the tables' ids. */
type ReservationUpdate = Partial<{
  status: ReservationStatus;
  time: string;
  partySize: number;
  tables: string[];
  allergens: AllergenKey[] | null;
}>;

/**
 * Which limit on hoarding a new online booking (or a place on the waiting list) would pass, if any: the online
 * bookings to come of its e-mail or phone, with their places still waiting, or those made today from its address.
 * Read under the contacts' locks (`withDayLock`).
 */
export async function hoardingLimit(
  strapi: Core.Strapi,
  keys: HoardingKeys,
  rules: ReservationSettings,
  now: Date,
): Promise<{ reason: 'too-many-future' | 'too-many-from-address'; count: number } | null> {
  const query = strapi.db.query(RESERVATION_UID);
  const today = genevaDay(now);
  const perContact = rules.maxFutureOnlinePerContact;
  if (perContact > 0) {
    for (const [field, hash] of [
      ['emailHash', keys.emailHash],
      ['phoneHash', keys.phoneHash],
    ] as const) {
      if (!hash) continue;
      const booked = await query.count({
        where: {
          [field]: hash,
          source: 'online',
          status: { $in: ['requested', 'confirmed'] },
          date: { $gte: today },
        },
      });
      const waiting = await strapi.db.query(WAITLIST_UID).count({
        where: { [field]: hash, status: { $in: [...WAITLIST_OPEN_STATUSES] }, date: { $gte: today } },
      });
      const future = booked + waiting;
      if (future >= perContact) return { reason: 'too-many-future', count: future };
    }
  }
  const perAddress = rules.maxOnlinePerAddressPerDay;
  if (perAddress > 0 && keys.addressHash) {
    const made = await query.count({
      where: {
        addressHash: keys.addressHash,
        source: 'online',
        createdAt: { $gte: reservationInstant(today, '00:00').toISOString() },
      },
    });
    if (made >= perAddress) return { reason: 'too-many-from-address', count: made };
  }
  return null;
}

/** The times offered online on a date for a party of `partySize`, each with whether it is still free. */
/**
 * The times offered online on `date` for `partySize`; a service an evening takes the place of offers none of its own
 * but names the evening (docs/product.md#evenings).
 */
async function availability(store: ReservationStore, date: string, partySize: number, now: Date): Promise<DaySlots> {
  const day = await ordinarySlots(store, date, partySize, now);
  const replaced = await Promise.all(
    RESERVATION_SERVICES.map(async (service) => ({
      service,
      evening: await evenings(store.strapi).replacing(date, service),
    })),
  );
  const taken = replaced.filter(({ evening }) => evening !== null);
  if (taken.length === 0) return day;
  const slots = day.slots.filter(({ time }) => !taken.some(({ service }) => serviceOf(minutesOf(time)) === service));
  const [{ evening }] = taken;
  return slots.length > 0 || day.message
    ? { ...day, slots }
    : { slots, message: messageOf('reservation.eveningService', { name: evening?.name ?? '' }) };
}

async function ordinarySlots(store: ReservationStore, date: string, partySize: number, now: Date): Promise<DaySlots> {
  const rules = await store.settings();
  const plan = await store.seatingPlan(date, rules);
  return reservationSlots({
    date,
    partySize,
    now,
    settings: rules,
    ...(await store.openingHours()),
    booked: await store.bookedCovers(date),
    ...(plan.assign
      ? {
          seats: (time: string) =>
            seatBooking(plan, { time, partySize, tables: [] }, { online: true, settings: rules }) !== null,
        }
      : {}),
  });
}

/** How a refusal names a booking's table taken by another: its label, the other's name and time. */
function takenBy({ table, hold }: { table: { label: string }; hold: TableHold }): TableRefusal {
  return { ok: false, reason: 'table-taken', label: table.label, name: hold.name, time: hold.time };
}

/**
 * The tables a new booking gets, under the day's lock: staff's choice (`[]`: « sans table ») when free, else the best
 * free seating when tables are assigned (online, only tables guests may book); a refusal when none fits.
 */
async function tablesForNewBooking(
  store: ReservationStore,
  values: ReservationValues,
  online: boolean,
  rules: ReservationSettings,
  except?: string,
): Promise<TableRef[] | TableRefusal> {
  const plan = await store.seatingPlan(values.date, rules, except);
  const request = { time: values.time, partySize: values.partySize, tables: values.tables ?? [] };
  if (values.tables !== null) {
    const refusal = chosenTablesRefusal(plan, request, rules);
    if (refusal?.reason === 'table-unknown') return { ok: false, reason: 'table-unknown' };
    return refusal ? takenBy(refusal) : refsOf(plan, values.tables);
  }
  const seated = seatBooking(plan, request, { online, settings: rules });
  return seated
    ? refsOf(plan, seated)
    : { ok: false, reason: 'no-table', partySize: values.partySize, time: values.time };
}

/** Tables by id as answers and the history name them. */
const refsOf = (plan: SeatingPlan, ids: readonly string[]): TableRef[] =>
  plan.tables.filter(({ id }) => ids.includes(id)).map(({ id, label }) => ({ id, label }));

/**
 * A booking taken from the waiting list's offer (docs/product.md#waiting-list): its time was checked when the party
 * joined and its covers and table are held under `holdKey`; `claim` tells, under the day's lock, whether the offer
 * still stands, and `taken` records the booking made of it, in the same transaction.
 */
export interface OfferTaken {
  holdKey: string;
  claim(): Promise<boolean>;
  taken(reference: string): Promise<void>;
  /**
   * A group proposal's booking (docs/product.md#group-proposals): the reference its proposal kept and the deposit it
   * already asked (its slip names them), in place of a new reference and the evening's deposit.
   */
  agreed?: { reference: string; deposit: StoredDeposit | null; note: string };
}

/**
 * Books a table. Online: the time must be offered (notice, horizon, hours, pause, walk-in rules), the guest not
 * blocked nor past their pending quota, and both capacity limits hold; the booking is confirmed up to the
 * auto-confirm size, else requested, and gets its manage token. By staff (phone, walk-in): any time, confirmed
 * (a walk-in is at the table: honoured), capacity checked unless `overCapacity`. From an offer, neither the notice nor
 * the limits on hoarding apply, and its own hold is left out.
 */
async function book(
  store: ReservationStore,
  values: ReservationValues,
  actor: Actor,
  now: Date,
  offer?: OfferTaken,
): Promise<BookingOutcome> {
  const rules = await store.settings();
  const evening = await bookingEvening(store, values, actor, now);
  if (evening && 'ok' in evening) return evening;
  if (actor.kind === 'guest' && !offer) {
    const refusal = await onlineRefusal(store, values, now, rules, { evening: evening !== null });
    if (refusal) return refusal;
  }
  const agreed = offer?.agreed;
  const iban = evening && !agreed ? (await paymentSettings(store.strapi).find()).iban : null;
  const deposit = agreed
    ? (agreed.deposit?.amountCentimes ?? 0)
    : evening && iban && values.source !== 'walk_in'
      ? depositCentimes(evening.depositPerPerson, values.partySize, true)
      : 0;
  const status = statusAtBooking(values, actor, rules, { evening: evening !== null, deposit: deposit > 0 });
  if (
    status === 'requested' &&
    values.email &&
    (await store.pendingToday(values.email, now)) >= RESERVATION_LIMITS.pendingPerEmailPerDay
  ) {
    return { ok: false, reason: 'pending-quota' };
  }
  const manageToken = values.email || actor.kind === 'guest' ? newManageToken() : null;
  const overCapacity = actor.kind === 'staff' && values.overCapacity;
  const contacts = contactHashes(values.email, values.phone, store.hashKey());
  // Staff bookings are neither limited nor counted against hoarding.
  const hoarding: HoardingKeys =
    actor.kind === 'guest'
      ? {
          ...contacts,
          addressHash: actor.address ? addressHash(actor.address, genevaDay(now), store.hashKey()) : undefined,
        }
      : {};
  const created = await store.withDayLock(
    values.date,
    async () => {
      if (offer && !(await offer.claim())) return { ok: false as const, reason: 'offer-gone' as const };
      const limit = actor.kind === 'guest' && !offer ? await hoardingLimit(store.strapi, hoarding, rules, now) : null;
      if (limit) return { ok: false as const, ...limit };
      const fits = evening
        ? (await evenings(store.strapi).coversHeld(evening.id)) + values.partySize <= evening.capacity
        : checkCapacity(
            await store.bookedCovers(values.date, offer?.holdKey),
            { time: values.time, partySize: values.partySize },
            rules,
          ).ok;
      if (!fits && !overCapacity) return evening ? { ok: false as const, reason: 'evening-full' as const } : null;
      const tables = await tablesForNewBooking(store, values, actor.kind === 'guest', rules, offer?.holdKey);
      if (!Array.isArray(tables)) return actor.kind === 'guest' ? null : tables;
      const origin = SOURCE_WORDS[values.source];
      const seated = tables.length > 0 || values.tables !== null ? ` · ${tablesText(tables)}` : '';
      const allergies = values.allergens.length > 0 ? ` · ${allergiesNoted(values.source)}` : '';
      const forEvening = `${evening ? ` · soirée « ${evening.name} »` : ''}${agreed ? ` · ${agreed.note}` : ''}`;
      const entry: ReservationHistoryEntry = {
        at: now.toISOString(),
        by: actor.kind === 'staff' ? actor.username : 'client',
        action: `Réservation ${origin}${forEvening} · ${RESERVATION_STATUS_LABELS[status]}${seated}${allergies}`,
        overCapacity: !fits,
        message: null,
      };
      const reference = agreed?.reference ?? newReference();
      const asked = agreed
        ? agreed.deposit
        : evening && iban && deposit > 0
          ? await issueDeposit(
              store.strapi,
              iban,
              { reservationReference: reference, amountCentimes: deposit, eveningName: evening.name },
              { daysBefore: rules.paymentDeadlineDaysBefore, eveningDate: evening.date },
              now,
            )
          : null;
      const stored = (await store.strapi.documents(RESERVATION_UID).create({
        data: {
          reference,
          date: values.date,
          time: `${values.time}:00.000`,
          partySize: values.partySize,
          name: values.name,
          email: values.email ?? undefined,
          phone: values.phone ?? undefined,
          notes: values.notes ?? undefined,
          allergens: values.allergens.length > 0 ? values.allergens : undefined,
          language: values.language,
          source: values.source,
          status,
          manageTokenHash: manageToken ? tokenHash(manageToken) : undefined,
          ...contacts,
          addressHash: hoarding.addressHash,
          history: [storedEntry(entry)],
          tables: tables.map(({ id }) => id),
          ...(evening ? { evening: evening.id } : {}),
          ...(asked ? { deposit: asked.documentId } : {}),
          version: 1,
        },
        fields: [...FIELDS],
        populate: POPULATE,
      })) as StoredReservation;
      await offer?.taken(stored.reference);
      return stored;
    },
    hoarding,
  );
  if (!created) return { ok: false, reason: 'full' };
  if ('ok' in created) return created;
  const reservation = toView(created);
  return {
    ok: true,
    reservation,
    manageToken,
    manageUrl: manageToken ? `${sitePublicUrl()}${reservationManagePath(reservation.reference, manageToken)}` : null,
  };
}

/**
 * Why a guest may not book online, before the day's lock: an ordinary time not offered, or in the service an evening
 * takes the place of (an evening's own times were checked with it); the guest blocked for no-shows.
 */
async function onlineRefusal(
  store: ReservationStore,
  values: ReservationValues,
  now: Date,
  rules: ReservationSettings,
  { evening }: { evening: boolean },
): Promise<Extract<BookingOutcome, { ok: false }> | null> {
  if (!evening) {
    const hours = await store.openingHours();
    const schedule = checkOnlineTime({ date: values.date, time: values.time, now, settings: rules, ...hours });
    if (!schedule.ok) return { ok: false, reason: 'schedule', field: schedule.field, message: schedule.message };
    const replacing = await evenings(store.strapi).replacing(values.date, serviceOf(minutesOf(values.time)));
    if (replacing) return { ok: false, reason: 'evening-service', name: replacing.name };
  }
  return (await store.isBlocked(values.email, values.phone, now)) ? { ok: false, reason: 'blocked' } : null;
}

/**
 * The status a booking starts in: awaiting its deposit; an evening's online booking confirmed (within its largest
 * online party); another online one confirmed up to the auto-confirm size, else a request; by staff, confirmed (a
 * walk-in is at the table: honoured).
 */
function statusAtBooking(
  values: ReservationValues,
  actor: Actor,
  rules: ReservationSettings,
  { evening, deposit }: { evening: boolean; deposit: boolean },
): ReservationStatus {
  if (deposit) return 'awaiting_payment';
  if (actor.kind === 'guest') return evening ? 'confirmed' : onlineStatus(values.partySize, rules);
  return values.source === 'walk_in' ? 'honoured' : 'confirmed';
}

/**
 * The evening a booking is for: the one it names; by staff, also the one that takes the place of its service, which
 * every booking of that service is for (a call for New Year's Eve, a walk-in that night: docs/product.md#evenings).
 */
async function bookingEvening(
  store: ReservationStore,
  values: ReservationValues,
  actor: Actor,
  now: Date,
): Promise<Evening | Extract<BookingOutcome, { ok: false }> | null> {
  const replaced =
    values.eventId === null && actor.kind === 'staff'
      ? await evenings(store.strapi).replacing(values.date, serviceOf(minutesOf(values.time)))
      : null;
  const eventId = values.eventId ?? replaced?.id;
  return eventId ? eveningOf(store, { ...values, eventId }, actor, now) : null;
}

/**
 * The evening a booking is for (docs/product.md#evenings), or why it cannot be booked: online, a published evening not
 * past, at one of its arrival times still ahead, within its largest online party; by staff, any of its times, and a
 * walk-in whenever it comes.
 */
async function eveningOf(
  store: ReservationStore,
  values: ReservationValues,
  actor: Actor,
  now: Date,
): Promise<Evening | Extract<BookingOutcome, { ok: false }>> {
  const evening = values.eventId ? await evenings(store.strapi).find(values.eventId) : null;
  const guest = actor.kind === 'guest';
  if (!evening || (guest && !eveningListed(evening, now)) || evening.date !== values.date)
    return { ok: false, reason: 'evening-gone' };
  const times = guest ? eveningTimesLeft(evening, now) : evening.times;
  if (values.source !== 'walk_in' && !times.includes(values.time)) return { ok: false, reason: 'evening-time' };
  if (guest && values.partySize > evening.maxPartyOnline)
    return { ok: false, reason: 'evening-party', max: evening.maxPartyOnline };
  return evening;
}

/**
 * Whether an evening's booking still fits its covers once its party is `partySize`: a move to another of its arrival
 * times takes no more (the evening counts covers, not times).
 */
async function eveningFits(
  store: ReservationStore,
  evening: Evening,
  current: ReservationView,
  partySize: number | undefined,
): Promise<boolean> {
  if (!partySize || partySize <= current.partySize) return true;
  return (await evenings(store.strapi).coversHeld(evening.id, current.reference)) + partySize <= evening.capacity;
}

/**
 * A booking still awaiting its deposit whose party changed is asked the deposit of its new party, under the same
 * reference (a QR reference carries no amount): the slip its link offers says the new amount. « 80.00 → 120.00 CHF »,
 * or null when it was asked none.
 */
async function askDepositAgain(
  store: ReservationStore,
  stored: StoredReservation,
  amountCentimes: number,
): Promise<string | null> {
  const asked = stored.deposit;
  if (!asked || asked.amountCentimes === amountCentimes) return null;
  await store.strapi.db
    .query(DEPOSIT_UID)
    .update({ where: { documentId: asked.documentId }, data: { amountCentimes } });
  return `${francs(asked.amountCentimes)} → ${francs(amountCentimes)} CHF`;
}

/** The times staff may move a booking to on its day, for `partySize`; null for an unknown reference. */
async function staffTimes(
  store: ReservationStore,
  reference: string,
  partySize: number,
): Promise<{ date: string; slots: ReservationSlot[] } | null> {
  const stored = await store.findStored(reference);
  if (!stored) return null;
  const date = String(stored.date);
  // An evening's booking moves among the evening's arrival times, each with the covers the evening has left.
  const evening = stored.evening ? await evenings(store.strapi).find(stored.evening.documentId) : null;
  if (evening) {
    const left = evening.capacity - (await evenings(store.strapi).coversHeld(evening.id, reference));
    return { date, slots: evening.times.map((time) => ({ time, available: partySize <= left })) };
  }
  const slots = staffSlots({
    date,
    partySize,
    settings: await store.settings(),
    ...(await store.openingHours()),
    booked: await store.bookedCovers(date, reference),
  });
  return { date, slots };
}

/** A day's bookings, by time then creation, every status, for the staff. */
async function listDay(store: ReservationStore, date: string): Promise<ReservationView[]> {
  const stored = (await store.strapi.documents(RESERVATION_UID).findMany({
    filters: { date: { $eq: date } },
    fields: [...FIELDS],
    populate: POPULATE,
    sort: [{ time: 'asc' }, { id: 'asc' }],
  })) as StoredReservation[];
  return stored.map(toView);
}

/** Runs `work` under the booking's day lock, on the booking read again there; `not-found` when there is none. */
async function underBookingLock(
  store: ReservationStore,
  reference: string,
  work: (stored: StoredReservation, current: ReservationView) => Promise<ChangeOutcome>,
): Promise<ChangeOutcome> {
  const found = await store.findStored(reference);
  if (!found) return { ok: false, reason: 'not-found' };
  return store.withDayLock(String(found.date), async () => {
    // Read again under the lock: another change of this booking may have just been written.
    const stored = (await store.findStored(reference))!;
    return work(stored, toView(stored));
  });
}

/**
 * The tables a booking moved in time or party gets, under its day's lock (booking-tables.ts): undefined when it keeps
 * its own, null when tables are assigned and none fits.
 */
async function reseated(
  store: ReservationStore,
  current: ReservationView,
  schedule: { time?: string; partySize?: number },
  { online, rules }: { online: boolean; rules: ReservationSettings },
): Promise<TableRef[] | null | undefined> {
  const plan = await store.seatingPlan(current.date, rules, current.reference);
  const request = { ...current, ...schedule, tables: current.tables.map(({ id }) => id) };
  const seated = seatBooking(plan, request, { online, settings: rules });
  if (seated === null) return null;
  const same = seated.length === request.tables.length && seated.every((id) => request.tables.includes(id));
  return same ? undefined : refsOf(plan, seated);
}

/**
 * Staff move a booking to other tables, or to none (docs/product.md#tables), from the version they saw: onto a table
 * another booking holds over its turn only with `shareTables`, which the history keeps.
 */
async function moveTables(
  store: ReservationStore,
  reference: string,
  move: TableMove,
  actor: Actor,
  now: Date,
): Promise<ChangeOutcome> {
  return underBookingLock(store, reference, async (stored, current) => {
    if (current.version !== move.version) return { ok: false, reason: 'stale' };
    if (!CAPACITY_STATUSES.includes(current.status)) return { ok: false, reason: 'not-changeable' };
    const rules = await store.settings();
    const plan = await store.seatingPlan(current.date, rules, reference);
    const refusal = chosenTablesRefusal(plan, { ...current, tables: move.tables }, rules);
    if (refusal?.reason === 'table-unknown') return { ok: false, reason: 'table-unknown' };
    if (refusal && !move.shareTables) return takenBy(refusal);
    const tables = refsOf(plan, move.tables);
    const shared = refusal ? ` (partagée avec ${refusal.hold.name} à ${refusal.hold.time})` : '';
    const entry = {
      by: actorName(actor),
      action: `Tables : ${tablesText(current.tables)} → ${tablesText(tables)}${shared}`,
      overCapacity: false,
      message: null,
    };
    const reservation = await store.update(stored, { tables: move.tables }, [entry], now);
    return { ok: true, reservation, changed: true, before: current };
  });
}

/** The bookings to come (today in Geneva on, requested or confirmed) without a table, by date and time. */
async function unseatedFrom(store: ReservationStore, now: Date): Promise<UnseatedBooking[]> {
  const rows = (await store.strapi.db.query(RESERVATION_UID).findMany({
    select: ['reference', 'date', 'time', 'partySize', 'name'],
    where: { date: { $gte: genevaDay(now) }, status: { $in: ['requested', 'confirmed'] } },
    populate: { tables: { select: ['id'] } },
    orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }],
  })) as {
    reference: string;
    date: string;
    time: string;
    partySize: number;
    name: string | null;
    tables?: unknown[];
  }[];
  return rows
    .filter(({ tables }) => (tables ?? []).length === 0)
    .map(({ reference, date, time, partySize, name }) => ({
      reference,
      date: String(date),
      time: normalizeTime(time) ?? time,
      partySize,
      name: name ?? '',
    }));
}

/**
 * When « Attribuer les tables » is turned on: every booking to come without tables gets the best free ones, day by
 * day under each day's lock, in time order; those none fits stay « sans table » (`unseatedFrom` lists them).
 */
async function assignFutureTables(store: ReservationStore, now: Date): Promise<void> {
  const rules = await store.settings();
  for (const { reference, date } of await unseatedFrom(store, now)) {
    await store.withDayLock(date, async () => {
      // Read again under the lock: staff may have seated, cancelled or refused it meanwhile.
      const stored = await store.findStored(reference);
      if (!stored || !['requested', 'confirmed'].includes(stored.status)) return;
      const current = toView(stored);
      if (current.tables.length > 0) return;
      const plan = await store.seatingPlan(current.date, rules, reference);
      const seated = seatBooking(
        { ...plan, assign: true },
        { ...current, tables: [] },
        { online: false, settings: rules },
      );
      if (!seated) return;
      const entry = {
        by: 'système',
        action: `Tables : ${tablesText(refsOf(plan, seated))}`,
        overCapacity: false,
        message: null,
      };
      await store.update(stored, { tables: seated }, [entry], now);
    });
  }
}

/** Whether bookings get tables, and the tables by label: what the day's list and the service view show. */
async function dayTables(strapi: Core.Strapi): Promise<Pick<StaffDayData, 'assignTables' | 'tables'>> {
  const [assignTables, tables] = await Promise.all([assignsTables(strapi), seatingTables(strapi)]);
  return {
    assignTables,
    tables: tables.map(({ id, label, seats, area }) => ({ id, label, seats, area })).sort(byTableLabel),
  };
}

/** One service of a day at the pass (docs/product.md#service-view): its tables, its times and its bookings. */
async function serviceDay(store: ReservationStore, date: string, service: ServiceName): Promise<ServiceData> {
  const rules = await store.settings();
  const stored = (await store.strapi.documents(RESERVATION_UID).findMany({
    filters: { date: { $eq: date }, status: { $in: [...SERVICE_STATUSES] } },
    fields: [...FIELDS],
    populate: { tables: { fields: ['label' as const] } },
    sort: [{ time: 'asc' }, { id: 'asc' }],
  })) as StoredReservation[];
  const bookings = stored
    .map(toView)
    .filter(({ time }) => isInServiceNamed(time, service))
    .map(({ reference, time, partySize, name, status, language, tables, allergens, version }) => ({
      reference,
      time,
      turnMinutes: turnMinutes(partySize, rules),
      partySize,
      name,
      status,
      language,
      tables: tables.map(({ id }) => id),
      allergens,
      version,
    }));
  const slots = serviceSlots({
    date,
    service,
    settings: rules,
    ...(await store.openingHours()),
    bookingTimes: bookings.map(({ time }) => time),
  });
  const { assignTables, tables } = await dayTables(store.strapi);
  const { turnMinutesUpTo2, turnMinutesUpTo4, turnMinutesLarger } = rules;
  return {
    date,
    service,
    slots,
    slotIntervalMinutes: rules.slotIntervalMinutes,
    turns: { turnMinutesUpTo2, turnMinutesUpTo4, turnMinutesLarger },
    assignTables,
    tables,
    bookings,
    allergyAdvice: await kitchenAdvice(store.strapi, { date, service }, bookings),
    waiting: await siteService('api::reservation.waitlist', store.strapi).waitingFor(date, service),
  };
}

/** The bookings to come (today in Geneva on) that hold a table: it may not be deleted while any does. */
async function countHolding(store: ReservationStore, tableId: string, now: Date): Promise<number> {
  return store.strapi.db.query(RESERVATION_UID).count({
    where: {
      date: { $gte: genevaDay(now) },
      status: { $in: [...CAPACITY_STATUSES] },
      tables: { documentId: tableId },
    },
  });
}

/**
 * A booking coming back onto its tables (« Absent » corrected to « Arrivé »): when another booking has one of them
 * meanwhile, it goes « sans table », and the history says why; null when it keeps them.
 */
async function tablesTakenOnReturn(
  store: ReservationStore,
  current: ReservationView,
  status: ReservationStatus,
): Promise<string | null> {
  if (CAPACITY_STATUSES.includes(current.status) || !CAPACITY_STATUSES.includes(status) || !current.tables.length) {
    return null;
  }
  const rules = await store.settings();
  const plan = await store.seatingPlan(current.date, rules, current.reference);
  const refusal = chosenTablesRefusal(plan, { ...current, tables: current.tables.map(({ id }) => id) }, rules);
  if (refusal?.reason !== 'table-taken') return null;
  return ` · sans table (table ${refusal.table.label} prise par ${refusal.hold.name} à ${refusal.hold.time})`;
}

/**
 * A staff change (docs/product.md#table-reservations): a status along the allowed transitions, a new time or
 * party size whose capacity is checked again unless `overCapacity`. Each action goes into the history; asking
 * for what already is changes nothing (« Confirmer » twice).
 */
async function staffChange(
  store: ReservationStore,
  reference: string,
  change: ReservationChange,
  actor: Actor,
  now: Date,
): Promise<ChangeOutcome> {
  return underBookingLock(store, reference, async (stored, current) => {
    const entries: Omit<ReservationHistoryEntry, 'at'>[] = [];
    const data: ReservationUpdate = {};
    const who = actorName(actor);
    if (change.status && change.status !== current.status) {
      if (statusTransition(current.status, change.status) === 'refused') {
        return { ok: false, reason: 'transition', from: current.status, to: change.status };
      }
      // A guest is absent only once their time has come; « Arrivé » may come early.
      if (change.status === 'no_show' && now < reservationInstant(current.date, current.time)) {
        return { ok: false, reason: 'not-late' };
      }
      data.status = change.status;
      const unseated = await tablesTakenOnReturn(store, current, change.status);
      if (unseated) data.tables = [];
      entries.push({
        by: who,
        action: `${RESERVATION_STATUS_LABELS[current.status]} → ${RESERVATION_STATUS_LABELS[change.status]}${unseated ?? ''}`,
        overCapacity: false,
        message: change.message ?? null,
      });
    }
    const schedule = {
      ...(change.time && change.time !== current.time ? { time: change.time } : {}),
      ...(change.partySize && change.partySize !== current.partySize ? { partySize: change.partySize } : {}),
    };
    if (schedule.time || schedule.partySize) {
      const status = data.status ?? current.status;
      if (!CAPACITY_STATUSES.includes(status) || status === 'honoured') return { ok: false, reason: 'not-changeable' };
      const rules = await store.settings();
      const evening = current.evening ? await evenings(store.strapi).find(current.evening.id) : null;
      if (evening && schedule.time && !evening.times.includes(schedule.time))
        return { ok: false, reason: 'schedule', field: 'time', message: messageOf('reservation.eveningTimeInvalid') };
      const fits = evening
        ? await eveningFits(store, evening, current, schedule.partySize)
        : await store.fitsChanged(current, schedule, rules);
      if (!fits && !change.overCapacity) return { ok: false, reason: evening ? 'evening-full' : 'full' };
      const tables = await reseated(store, current, schedule, { online: false, rules });
      if (tables === null && !change.withoutTable) {
        const { time, partySize } = { ...current, ...schedule };
        return { ok: false, reason: 'no-table', partySize, time };
      }
      Object.assign(data, schedule, tables === undefined ? {} : { tables: (tables ?? []).map(({ id }) => id) });
      const deposit =
        evening && schedule.partySize && (data.status ?? current.status) === 'awaiting_payment'
          ? await askDepositAgain(store, stored, depositCentimes(evening.depositPerPerson, schedule.partySize, true))
          : null;
      const parts = [
        ...(schedule.time ? [`horaire ${current.time} → ${schedule.time}`] : []),
        ...(schedule.partySize ? [`personnes ${current.partySize} → ${schedule.partySize}`] : []),
        ...(tables === undefined ? [] : [`tables ${tablesText(current.tables)} → ${tablesText(tables ?? [])}`]),
        ...(deposit ? [`acompte ${deposit}`] : []),
      ];
      entries.push({
        by: who,
        action: `${CHANGED}${parts.join(', ')}`,
        overCapacity: !fits,
        message: data.status ? null : (change.message ?? null),
      });
    }
    const allergies = allergiesChange(current, change.allergens);
    if (allergies) {
      data.allergens = allergies.allergens;
      entries.push({ by: who, action: allergies.action, overCapacity: false, message: null });
    }
    if (entries.length === 0) return { ok: true, reservation: current, changed: false, before: current };
    const reservation = await store.update(stored, data, entries, now);
    return { ok: true, reservation, changed: true, before: current };
  });
}

/**
 * The allergies a change writes, and its history's words (staff note them with the guest's consent, given by phone or
 * on the spot; a guest withdraws theirs); null when they stay as they are.
 */
function allergiesChange(
  current: ReservationView,
  allergens: readonly AllergenKey[] | undefined,
): { allergens: AllergenKey[] | null; action: string } | null {
  if (allergens === undefined) return null;
  const same =
    allergens.length === current.allergens.length && allergens.every((key) => current.allergens.includes(key));
  if (same) return null;
  if (allergens.length === 0) return { allergens: null, action: 'Allergies retirées' };
  const consent = current.source === 'walk_in' ? 'walk_in' : 'phone';
  return { allergens: [...allergens], action: `Allergies modifiées (${CONSENT_WORDS[consent]})` };
}

/**
 * A guest withdraws the allergies they gave (docs/product.md#allergies): at any time, whatever the booking's status or
 * the cut-off, since consent to health data is theirs to take back.
 */
async function guestWithdrawAllergies(
  store: ReservationStore,
  reference: string,
  token: string,
  now: Date,
): Promise<ChangeOutcome> {
  const found = await store.findStored(reference);
  if (!found || !tokenMatches(token, found.manageTokenHash)) return { ok: false, reason: 'not-found' };
  return underBookingLock(store, reference, async (stored, current) => {
    const withdrawn = allergiesChange(current, []);
    if (!withdrawn) return { ok: true, reservation: current, changed: false, before: current };
    const entry = { by: 'client', action: withdrawn.action, overCapacity: false, message: null };
    const reservation = await store.update(stored, { allergens: null }, [entry], now);
    return { ok: true, reservation, changed: true, before: current };
  });
}

/** The booking a guest's link opens: the reference and its token, or nothing (a wrong token finds nothing). */
async function guestFind(
  store: ReservationStore,
  reference: string,
  token: string,
  now: Date,
): Promise<GuestReservationView | null> {
  const stored = await store.findStored(reference);
  if (!stored || !tokenMatches(token, stored.manageTokenHash)) return null;
  const { history: _history, source: _source, tables: _tables, version: _version, ...view } = toView(stored);
  const rules = await store.settings();
  const open = (view.status === 'requested' || view.status === 'confirmed') && !view.evening;
  // The guest reads their evening's name in their language, as their mails give it.
  const evening = view.evening && (await evenings(store.strapi).namedIn(view.evening, view.language));
  return { ...view, evening, changeable: open && beforeGuestCutoff(view.date, view.time, now, rules) };
}

/**
 * A guest's change through their link, before the cut-off: a time offered online and a party within the online
 * maximum, capacity checked again. A confirmed booking grown past the auto-confirm size waits for staff again.
 * `cancel` frees its covers at once.
 */
async function guestChange(
  store: ReservationStore,
  reference: string,
  token: string,
  change: { time?: string; partySize?: number } | 'cancel',
  now: Date,
): Promise<ChangeOutcome> {
  const found = await store.findStored(reference);
  if (!found || !tokenMatches(token, found.manageTokenHash)) return { ok: false, reason: 'not-found' };
  const rules = await store.settings();
  const hours = await store.openingHours();
  return store.withDayLock(String(found.date), async () => {
    const stored = (await store.findStored(reference))!;
    const current = toView(stored);
    // An evening's booking is moved or cancelled by phone, under its cancellation terms (docs/product.md#deposits).
    if ((current.status !== 'requested' && current.status !== 'confirmed') || current.evening) {
      return { ok: false, reason: 'not-changeable' };
    }
    if (!beforeGuestCutoff(current.date, current.time, now, rules)) return { ok: false, reason: 'past-cutoff' };
    if (change === 'cancel') {
      const entry = {
        by: 'client',
        action: `${RESERVATION_STATUS_LABELS[current.status]} → Annulée`,
        overCapacity: false,
        message: null,
      };
      return {
        ok: true,
        reservation: await store.update(stored, { status: 'cancelled' }, [entry], now),
        changed: true,
        before: current,
      };
    }
    const schedule = {
      ...(change.time && change.time !== current.time ? { time: change.time } : {}),
      ...(change.partySize && change.partySize !== current.partySize ? { partySize: change.partySize } : {}),
    };
    if (!schedule.time && !schedule.partySize)
      return { ok: true, reservation: current, changed: false, before: current };
    // Each move mails the restaurant: past a few, the guest calls (docs/product.md#no-hoarding).
    const guestChanges = current.history.filter((entry) => entry.by === 'client' && entry.action.startsWith(CHANGED));
    if (guestChanges.length >= RESERVATION_LIMITS.guestChangesMax) return { ok: false, reason: 'too-many-changes' };
    if (schedule.time) {
      const offered = checkOnlineTime({ date: current.date, time: schedule.time, now, settings: rules, ...hours });
      if (!offered.ok) return { ok: false, reason: 'schedule', field: offered.field, message: offered.message };
    }
    if (!(await store.fitsChanged(current, schedule, rules))) return { ok: false, reason: 'full' };
    const tables = await reseated(store, current, schedule, { online: true, rules });
    if (tables === null) return { ok: false, reason: 'full' };
    const partySize = schedule.partySize ?? current.partySize;
    const data: ReservationUpdate = {
      ...schedule,
      ...(tables === undefined ? {} : { tables: tables.map(({ id }) => id) }),
    };
    if (current.status === 'confirmed' && onlineStatus(partySize, rules) === 'requested') data.status = 'requested';
    const parts = [
      ...(schedule.time ? [`horaire ${current.time} → ${schedule.time}`] : []),
      ...(schedule.partySize ? [`personnes ${current.partySize} → ${schedule.partySize}`] : []),
      ...(tables === undefined ? [] : [`tables ${tablesText(current.tables)} → ${tablesText(tables)}`]),
      ...(data.status ? ['à confirmer'] : []),
    ];
    const entry = { by: 'client', action: `${CHANGED}${parts.join(', ')}`, overCapacity: false, message: null };
    const reservation = await store.update(stored, data, [entry], now);
    return { ok: true, reservation, changed: true, before: current };
  });
}

/** Why a change was refused, as the API and the manage page without JavaScript both answer it. */
export interface ChangeRefusal {
  status: 400 | 404 | 409;
  message: Message | StaffMessage;
  /** A refused date or time: the field to blame, and why. */
  field?: { name: 'date' | 'time'; message: Message };
}

async function refusalOf(
  strapi: Core.Strapi,
  store: ReservationStore,
  outcome: Exclude<ChangeOutcome, { ok: true }>,
): Promise<ChangeRefusal> {
  const phone = async () => (await siteService('api::restaurant.restaurant', strapi).find())?.phone ?? '';
  switch (outcome.reason) {
    case 'not-found':
      return { status: 404, message: messageOf('reservation.notFound') };
    case 'transition':
      return {
        status: 409,
        message: messageOf('reservation.transitionRefused', { from: outcome.from, to: outcome.to }),
      };
    case 'not-changeable':
      return { status: 409, message: messageOf('reservation.notChangeable') };
    case 'full':
      return { status: 409, message: messageOf('reservation.full') };
    case 'evening-full':
      return { status: 409, message: messageOf('reservation.eveningFull') };
    case 'schedule':
      return {
        status: 400,
        message: messageOf('reservation.invalid'),
        field: { name: outcome.field, message: outcome.message },
      };
    case 'past-cutoff': {
      const minutes = (await store.settings()).guestCutoffMinutes;
      return { status: 409, message: messageOf('reservation.pastCutoff', { minutes, phone: await phone() }) };
    }
    case 'too-many-changes': {
      const count = RESERVATION_LIMITS.guestChangesMax;
      return { status: 409, message: messageOf('reservation.tooManyChanges', { count, phone: await phone() }) };
    }
    case 'stale':
      return { status: 409, message: staffMessageOf('reservationTables.stale') };
    case 'not-late':
      return { status: 409, message: staffMessageOf('reservationStatus.notLateYet') };
    default:
      return { status: 409, message: tableRefusalMessage(outcome) };
  }
}

/** A refusal about tables, in the staff's words: only staff choose or move tables. */
export function tableRefusalMessage(refusal: TableRefusal): StaffMessage {
  switch (refusal.reason) {
    case 'no-table':
      return staffMessageOf('reservationTables.noTableFree', { count: refusal.partySize, time: refusal.time });
    case 'table-taken':
      return staffMessageOf('reservationTables.tableTaken', {
        label: refusal.label,
        name: refusal.name,
        time: refusal.time,
      });
    case 'table-unknown':
      return staffMessageOf('reservationTables.tableUnknown');
  }
}

/**
 * Table reservations (docs/product.md#table-reservations): availability, booking and every change, each write that
 * takes covers checked against both capacity limits inside one transaction that holds the day's lock.
 */
const reservationService = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = reservationStore(strapi);
  const notices = () => reservationNotices(strapi);
  /** A change may free covers or a table: the day's waiting parties are offered them (docs/product.md#waiting-list). */
  const offerFreedBy = async (outcome: Extract<ChangeOutcome, { ok: true }>, now: Date) => {
    // The change is written: a failure here must not answer it as failed; the waiting list's job offers again.
    try {
      await siteService('api::reservation.waitlist', strapi).offerFreed(outcome.before.date, now);
    } catch (error) {
      strapi.log.error(`Waiting list: offers for ${outcome.before.date} not made: ${String(error)}`);
    }
  };
  return {
    settings: store.settings,
    availability: availability.bind(null, store),
    /** Books, then mails the guest and (online) the restaurant (docs/product.md#reservation-e-mails). */
    async book(values: ReservationValues, actor: Actor, now: Date, offer?: OfferTaken): Promise<BookingOutcome> {
      const outcome = await book(store, values, actor, now, offer);
      if (outcome.ok) await notices().booked(outcome.reservation, outcome.manageUrl, actor.kind === 'guest');
      return outcome;
    },
    listDay: listDay.bind(null, store),
    staffTimes: staffTimes.bind(null, store),
    /** A staff change, then the guest's one mail for it (« Confirmer » twice changes, and sends, once). */
    async staffChange(reference: string, change: ReservationChange, actor: Actor, now: Date): Promise<ChangeOutcome> {
      const outcome = await staffChange(store, reference, change, actor, now);
      if (outcome.ok && outcome.changed) {
        await notices().changed(outcome.before, outcome.reservation, 'staff', change.message ?? null);
        await offerFreedBy(outcome, now);
      }
      return outcome;
    },
    guestFind: guestFind.bind(null, store),
    /** A guest's change: their mail (a cancellation's with the calendar's CANCEL), and a move tells the restaurant. */
    async guestChange(
      reference: string,
      token: string,
      change: { time?: string; partySize?: number } | 'cancel',
      now: Date,
    ): Promise<ChangeOutcome> {
      const outcome = await guestChange(store, reference, token, change, now);
      if (outcome.ok && outcome.changed) {
        await notices().changed(outcome.before, outcome.reservation, 'guest', null);
        await offerFreedBy(outcome, now);
      }
      return outcome;
    },
    /** No mail: allergies are never written in one. */
    guestWithdrawAllergies: guestWithdrawAllergies.bind(null, store),
    refusalOf: (outcome: Exclude<ChangeOutcome, { ok: true }>) => refusalOf(strapi, store, outcome),
    /** Staff move a booking's tables; the guest is not mailed: a table is the house's business. */
    async moveTables(reference: string, move: TableMove, actor: Actor, now: Date): Promise<ChangeOutcome> {
      const outcome = await moveTables(store, reference, move, actor, now);
      if (outcome.ok) await offerFreedBy(outcome, now);
      return outcome;
    },
    assignFutureTables: assignFutureTables.bind(null, store),
    unseatedFrom: unseatedFrom.bind(null, store),
    countHolding: countHolding.bind(null, store),
    dayTables: () => dayTables(strapi),
    serviceDay: serviceDay.bind(null, store),
    /** « Fiche allergies » of a service (docs/product.md#allergies). */
    kitchenSheet: async (date: string, service: ServiceName) =>
      kitchenSheet(strapi, await serviceDay(store, date, service)),
    /** Requests waiting for staff from `from` on (the dashboard header's count). */
    countRequestedFrom: (from: string) =>
      strapi.documents(RESERVATION_UID).count({ filters: { status: 'requested', date: { $gte: from } } }),
  };
};

export default reservationService;

export const reservations = (app: Core.Strapi = strapi) =>
  app.service(RESERVATION_UID) as ReturnType<typeof reservationService>;
