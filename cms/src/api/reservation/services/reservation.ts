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
} from '@ticino/shared';
import { sitePublicUrl } from '../../../utils/public-url';
import { siteService } from '../../../utils/services';
import type { Stored } from '../../../utils/stored';
import { reservationSettings } from '../../reservation-setting/services/reservation-setting';
import { addressHash, contactHash, contactHashKey, contactHashes, hashLockKey } from '../contact-hash';
import { reservationNotices } from './notices';

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
  'language',
  'source',
  'status',
  'manageTokenHash',
] as const;
const HISTORY_FIELDS = ['at', 'by', 'action', 'overCapacity', 'message'] as const;

type StoredReservation = Stored<typeof RESERVATION_UID, (typeof FIELDS)[number]> & {
  documentId: string;
  history?: Stored<'reservation.history-entry', (typeof HISTORY_FIELDS)[number]>[] | null;
};

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

/** References are read over the phone: no 0/O, 1/I/L. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  const letters = Array.from({ length: 8 }, () => REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)]);
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

/** 256 random bits; only their SHA-256 is stored, so the database alone opens no booking. */
export const newManageToken = () => crypto.randomBytes(32).toString('base64url');
const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
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
    language: stored.language ?? 'fr',
    source: stored.source,
    status: stored.status,
    history: toHistory(stored),
  };
}

export type BookingOutcome =
  | { ok: true; reservation: ReservationView; manageToken: string | null; manageUrl: string | null }
  | { ok: false; reason: 'full' }
  | { ok: false; reason: 'schedule'; field: 'date' | 'time'; message: Message }
  | { ok: false; reason: 'blocked' | 'pending-quota' }
  | { ok: false; reason: 'too-many-future' | 'too-many-from-address'; count: number };

export type ChangeOutcome =
  | { ok: true; reservation: ReservationView; changed: boolean; before: ReservationView }
  | { ok: false; reason: 'not-found' | 'full' | 'not-changeable' | 'past-cutoff' | 'too-many-changes' }
  | { ok: false; reason: 'transition'; from: ReservationStatus; to: ReservationStatus }
  | { ok: false; reason: 'schedule'; field: 'date' | 'time'; message: Message };

/** A lock key per booking day on PostgreSQL (pg_advisory_xact_lock's two-integer form): namespace, then the day. */
const LOCK_NAMESPACE = 27_001;
const dayLockKey = (date: string) => Number(date.replaceAll('-', ''));
/** A lock key per contact (an e-mail's, a phone's or an address's hash): its first 32 bits. */
const CONTACT_LOCK_NAMESPACE = 27_002;

/** The hashes an online booking is counted by against the limits on hoarding (docs/product.md#no-hoarding). */
interface HoardingKeys {
  emailHash?: string;
  phoneHash?: string;
  addressHash?: string;
}

/** The reservations' reads and writes, each write that takes covers under the day's lock. */
function reservationStore(strapi: Core.Strapi) {
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
      if (strapi.db.dialect.client === 'postgres') {
        await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [LOCK_NAMESPACE, dayLockKey(date)]);
        const hashes = Object.values(contacts).filter((hash): hash is string => Boolean(hash));
        const contactKeys = [...new Set(hashes.map(hashLockKey))].sort((a, b) => a - b);
        for (const key of contactKeys) {
          await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [CONTACT_LOCK_NAMESPACE, key]);
        }
      }
      return work();
    });
  }

  /** The day's bookings that hold covers, but `except` (the one being changed). */
  async function bookedCovers(date: string, except?: string): Promise<BookedCovers[]> {
    const rows = (await strapi.db.query(RESERVATION_UID).findMany({
      select: ['time', 'partySize', 'reference'],
      where: { date, status: { $in: [...CAPACITY_STATUSES] } },
    })) as { time: string; partySize: number; reference: string }[];
    return rows
      .filter(({ reference }) => reference !== except)
      .map(({ time, partySize }) => ({ time: normalizeTime(time) ?? time, partySize }));
  }

  async function findStored(reference: string): Promise<StoredReservation | null> {
    if (typeof reference !== 'string' || reference.length > 20) return null;
    return (await strapi.documents(RESERVATION_UID).findFirst({
      filters: { reference: { $eq: reference } },
      fields: [...FIELDS],
      populate: { history: { fields: [...HISTORY_FIELDS] } },
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

  async function update(
    stored: StoredReservation,
    data: Partial<{ status: ReservationStatus; time: string; partySize: number }>,
    entries: Omit<ReservationHistoryEntry, 'at'>[],
    now: Date,
  ): Promise<ReservationView> {
    const history = [...toHistory(stored), ...entries.map((entry) => ({ ...entry, at: now.toISOString() }))].map(
      storedEntry,
    );
    const updated = (await strapi.documents(RESERVATION_UID).update({
      documentId: stored.documentId,
      data: { ...data, ...(data.time ? { time: `${data.time}:00.000` } : {}), history },
      fields: [...FIELDS],
      populate: { history: { fields: [...HISTORY_FIELDS] } },
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

type ReservationStore = ReturnType<typeof reservationStore>;

/**
 * Which limit on hoarding a new online booking would pass, if any: the online bookings to come of its e-mail or
 * phone, or those made today from its address. Read under the contacts' locks (`withDayLock`).
 */
async function hoardingLimit(
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
      const future = await query.count({
        where: {
          [field]: hash,
          source: 'online',
          status: { $in: ['requested', 'confirmed'] },
          date: { $gte: today },
        },
      });
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
async function availability(store: ReservationStore, date: string, partySize: number, now: Date): Promise<DaySlots> {
  const rules = await store.settings();
  return reservationSlots({
    date,
    partySize,
    now,
    settings: rules,
    ...(await store.openingHours()),
    booked: await store.bookedCovers(date),
  });
}

/**
 * Books a table. Online: the time must be offered (notice, horizon, hours, pause, walk-in rules), the guest not
 * blocked nor past their pending quota, and both capacity limits hold; the booking is confirmed up to the
 * auto-confirm size, else requested, and gets its manage token. By staff (phone, walk-in): any time, confirmed
 * (a walk-in is at the table: honoured), capacity checked unless `overCapacity`.
 */
async function book(
  store: ReservationStore,
  values: ReservationValues,
  actor: Actor,
  now: Date,
): Promise<BookingOutcome> {
  const rules = await store.settings();
  if (actor.kind === 'guest') {
    const schedule = checkOnlineTime({
      date: values.date,
      time: values.time,
      now,
      settings: rules,
      ...(await store.openingHours()),
    });
    if (!schedule.ok) return { ok: false, reason: 'schedule', field: schedule.field, message: schedule.message };
    if (await store.isBlocked(values.email, values.phone, now)) return { ok: false, reason: 'blocked' };
  }
  const status: ReservationStatus =
    actor.kind === 'guest'
      ? onlineStatus(values.partySize, rules)
      : values.source === 'walk_in'
        ? 'honoured'
        : 'confirmed';
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
      const limit = actor.kind === 'guest' ? await hoardingLimit(store.strapi, hoarding, rules, now) : null;
      if (limit) return limit;
      const booked = await store.bookedCovers(values.date);
      const fits = checkCapacity(booked, { time: values.time, partySize: values.partySize }, rules).ok;
      if (!fits && !overCapacity) return null;
      const origin = SOURCE_WORDS[values.source];
      const entry: ReservationHistoryEntry = {
        at: now.toISOString(),
        by: actor.kind === 'staff' ? actor.username : 'client',
        action: `Réservation ${origin} · ${RESERVATION_STATUS_LABELS[status]}`,
        overCapacity: !fits,
        message: null,
      };
      return (await store.strapi.documents(RESERVATION_UID).create({
        data: {
          reference: newReference(),
          date: values.date,
          time: `${values.time}:00.000`,
          partySize: values.partySize,
          name: values.name,
          email: values.email ?? undefined,
          phone: values.phone ?? undefined,
          notes: values.notes ?? undefined,
          language: values.language,
          source: values.source,
          status,
          manageTokenHash: manageToken ? tokenHash(manageToken) : undefined,
          ...contacts,
          addressHash: hoarding.addressHash,
          history: [storedEntry(entry)],
        },
        fields: [...FIELDS],
        populate: { history: { fields: [...HISTORY_FIELDS] } },
      })) as StoredReservation;
    },
    hoarding,
  );
  if (!created) return { ok: false, reason: 'full' };
  if ('reason' in created) return { ok: false, ...created };
  const reservation = toView(created);
  return {
    ok: true,
    reservation,
    manageToken,
    manageUrl: manageToken ? `${sitePublicUrl()}${reservationManagePath(reservation.reference, manageToken)}` : null,
  };
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
    populate: { history: { fields: [...HISTORY_FIELDS] } },
    sort: [{ time: 'asc' }, { id: 'asc' }],
  })) as StoredReservation[];
  return stored.map(toView);
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
  const found = await store.findStored(reference);
  if (!found) return { ok: false, reason: 'not-found' };
  return store.withDayLock(String(found.date), async () => {
    // Read again under the lock: another change of this booking may have just been written.
    const stored = (await store.findStored(reference))!;
    const current = toView(stored);
    const entries: Omit<ReservationHistoryEntry, 'at'>[] = [];
    const data: Partial<{ status: ReservationStatus; time: string; partySize: number }> = {};
    const who = actorName(actor);
    if (change.status && change.status !== current.status) {
      if (statusTransition(current.status, change.status) === 'refused') {
        return { ok: false, reason: 'transition', from: current.status, to: change.status };
      }
      data.status = change.status;
      entries.push({
        by: who,
        action: `${RESERVATION_STATUS_LABELS[current.status]} → ${RESERVATION_STATUS_LABELS[change.status]}`,
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
      const fits = await store.fitsChanged(current, schedule, await store.settings());
      if (!fits && !change.overCapacity) return { ok: false, reason: 'full' };
      Object.assign(data, schedule);
      const parts = [
        ...(schedule.time ? [`horaire ${current.time} → ${schedule.time}`] : []),
        ...(schedule.partySize ? [`personnes ${current.partySize} → ${schedule.partySize}`] : []),
      ];
      entries.push({
        by: who,
        action: `${CHANGED}${parts.join(', ')}`,
        overCapacity: !fits,
        message: data.status ? null : (change.message ?? null),
      });
    }
    if (entries.length === 0) return { ok: true, reservation: current, changed: false, before: current };
    const reservation = await store.update(stored, data, entries, now);
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
  const { history: _history, source: _source, ...view } = toView(stored);
  const rules = await store.settings();
  const open = view.status === 'requested' || view.status === 'confirmed';
  return { ...view, changeable: open && beforeGuestCutoff(view.date, view.time, now, rules) };
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
    if (current.status !== 'requested' && current.status !== 'confirmed') {
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
    const partySize = schedule.partySize ?? current.partySize;
    const data: Partial<{ status: ReservationStatus; time: string; partySize: number }> = { ...schedule };
    if (current.status === 'confirmed' && onlineStatus(partySize, rules) === 'requested') data.status = 'requested';
    const parts = [
      ...(schedule.time ? [`horaire ${current.time} → ${schedule.time}`] : []),
      ...(schedule.partySize ? [`personnes ${current.partySize} → ${schedule.partySize}`] : []),
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
  message: Message;
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
  }
}

/**
 * Table reservations (docs/product.md#table-reservations): availability, booking and every change, each write that
 * takes covers checked against both capacity limits inside one transaction that holds the day's lock.
 */
const reservationService = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = reservationStore(strapi);
  const notices = () => reservationNotices(strapi);
  return {
    settings: store.settings,
    availability: availability.bind(null, store),
    /** Books, then mails the guest and (online) the restaurant (docs/product.md#reservation-e-mails). */
    async book(values: ReservationValues, actor: Actor, now: Date): Promise<BookingOutcome> {
      const outcome = await book(store, values, actor, now);
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
      if (outcome.ok && outcome.changed) await notices().changed(outcome.before, outcome.reservation, 'guest', null);
      return outcome;
    },
    refusalOf: (outcome: Exclude<ChangeOutcome, { ok: true }>) => refusalOf(strapi, store, outcome),
    /** Requests waiting for staff from `from` on (the dashboard header's count). */
    countRequestedFrom: (from: string) =>
      strapi.documents(RESERVATION_UID).count({ filters: { status: 'requested', date: { $gte: from } } }),
  };
};

export default reservationService;

export const reservations = (app: Core.Strapi = strapi) =>
  app.service(RESERVATION_UID) as ReturnType<typeof reservationService>;
