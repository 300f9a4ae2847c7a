import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  filledByRobot,
  MINUTES_PER_DAY,
  WAITLIST_OPEN_STATUSES,
  WAITLIST_RULES,
  addDaysToDayText,
  clockOf,
  isWaitlistOpen,
  checkCapacity,
  checkOnlineTime,
  genevaDay,
  isInServiceNamed,
  messageOf,
  minutesOf,
  normalizeTime,
  offerStillPossible,
  reservationInstant,
  seatBooking,
  serviceAt,
  servicesOfDate,
  validateWaitlistInput,
  waitlistOfferPath,
  type BookingCreated,
  type Message,
  type ReservationErrors,
  type ReservationValues,
  type ServiceName,
  type ServiceWaiting,
  type WaitlistCreated,
  type WaitlistInput,
  type WaitlistOfferView,
  type WaitlistStatus,
} from '@ticino/shared';
import { outgoingMails } from '../../outgoing-mail/services/outgoing-mail';
import { sitePublicUrl } from '../../../utils/public-url';
import { siteService } from '../../../utils/services';
import { addressHash, contactHashes } from '../contact-hash';
import { WAITLIST_OFFER_TOPIC } from '../mail';
import { WAITLIST_UID, offerHoldKey } from '../waitlist-store';
import { reservationNotices } from './notices';
import {
  hoardingLimit,
  newManageToken,
  reservationStore,
  reservations,
  tokenHash,
  tokenMatches,
  type Actor,
  type OfferTaken,
  type ReservationStore,
} from './reservation';

/**
 * The waiting list (docs/product.md#waiting-list): a party waits for a full time; whenever covers or a table free up
 * there, the first waiting party that fits is offered them for WAITLIST_RULES.offerMinutes, held meanwhile, by a mail
 * with a link of its own. Taken in time, the offer is a booking; let go or run out, it passes to the next.
 */

interface StoredEntry {
  id: number;
  documentId: string;
  date: string;
  time: string;
  partySize: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  language: WaitlistOfferView['language'] | null;
  status: WaitlistStatus;
  offerTokenHash: string | null;
  offerExpiresAt: string | Date | null;
}

const ENTRY_FIELDS = [
  'id',
  'documentId',
  'date',
  'time',
  'partySize',
  'name',
  'email',
  'phone',
  'language',
  'status',
  'offerTokenHash',
  'offerExpiresAt',
] as const;

const timeOf = (entry: StoredEntry) => normalizeTime(entry.time) ?? entry.time;
const expiresAt = (entry: StoredEntry) => (entry.offerExpiresAt ? new Date(entry.offerExpiresAt).getTime() : 0);

export type JoinOutcome =
  | { ok: true; created: WaitlistCreated; message: Message }
  | { ok: false; status: 400 | 403 | 409; message: Message; errors?: ReservationErrors };

/** What a guest's offer link does: its refusals, each answered in the party's language. */
export type OfferOutcome =
  { ok: true; created: BookingCreated } | { ok: false; status: 404 | 409 | 410; message: Message };

const rows = (strapi: Core.Strapi) => strapi.db.query(WAITLIST_UID);

async function findEntry(strapi: Core.Strapi, id: string): Promise<StoredEntry | null> {
  if (typeof id !== 'string' || !/^[a-z0-9]{1,64}$/.test(id)) return null;
  return (await rows(strapi).findOne({ select: [...ENTRY_FIELDS], where: { documentId: id } })) as StoredEntry | null;
}

/** Whether the party fits its time now, beside the day's bookings and offers (and a table, when tables are assigned). */
async function fitsNow(store: ReservationStore, entry: Pick<StoredEntry, 'date' | 'time' | 'partySize'>) {
  const rules = await store.settings();
  const request = { time: normalizeTime(entry.time) ?? entry.time, partySize: entry.partySize };
  if (!checkCapacity(await store.bookedCovers(entry.date), request, rules).ok) return null;
  const plan = await store.seatingPlan(entry.date, rules);
  if (!plan.assign) return [];
  return seatBooking(plan, { ...request, tables: [] }, { online: true, settings: rules });
}

/**
 * Puts a party on the waiting list for a full time: a time offered online that its party no longer fits, one place per
 * e-mail per service, counted with the contact's online bookings to come (docs/product.md#no-hoarding).
 */
async function join(
  strapi: Core.Strapi,
  input: WaitlistInput,
  address: string | undefined,
  now: Date,
): Promise<JoinOutcome> {
  const store = reservationStore(strapi);
  const rules = await store.settings();
  const checked = validateWaitlistInput(input, { maxPartyOnline: rules.maxPartyOnline });
  if (!checked.ok) return { ok: false, status: 400, message: messageOf('reservation.invalid'), errors: checked.errors };
  const values = checked.values;
  const joined = messageOf('reservation.waitlistJoined', { time: values.time });
  // Checked first, as a person's would be: a robot's valid form gets a person's answer, and nothing is kept.
  if (filledByRobot(input)) {
    return { ok: true, created: { id: crypto.randomBytes(12).toString('hex'), status: 'waiting' }, message: joined };
  }
  const offered = checkOnlineTime({
    date: values.date,
    time: values.time,
    now,
    settings: rules,
    ...(await store.openingHours()),
  });
  if (!offered.ok) {
    return {
      ok: false,
      status: 400,
      message: messageOf('reservation.invalid'),
      errors: { [offered.field]: offered.message },
    };
  }
  if (await store.isBlocked(values.email, values.phone, now)) {
    return { ok: false, status: 403, message: messageOf('reservation.blocked') };
  }
  const hashes = contactHashes(values.email, values.phone, store.hashKey());
  const hoarding = {
    ...hashes,
    addressHash: address ? addressHash(address, genevaDay(now), store.hashKey()) : undefined,
  };
  return store.withDayLock(
    values.date,
    async (): Promise<JoinOutcome> => {
      const sameDay = (await rows(strapi).findMany({
        select: ['time'],
        where: { date: values.date, email: values.email, status: { $in: [...WAITLIST_OPEN_STATUSES] } },
      })) as { time: string }[];
      const service = serviceAt(values.time);
      if (sameDay.some(({ time }) => isInServiceNamed(normalizeTime(time) ?? time, service))) {
        return { ok: false, status: 409, message: messageOf('reservation.waitlistAlready') };
      }
      const limit = await hoardingLimit(strapi, hashes, rules, now);
      if (limit) {
        const phone = (await siteService('api::restaurant.restaurant', strapi).find())?.phone ?? '';
        return {
          ok: false,
          status: 409,
          message: messageOf('reservation.tooManyFuture', { count: limit.count, phone }),
        };
      }
      if ((await fitsNow(store, values)) !== null) {
        return { ok: false, status: 409, message: messageOf('reservation.waitlistNotFull') };
      }
      const created = (await rows(strapi).create({
        data: {
          ...values,
          time: `${values.time}:00.000`,
          status: 'waiting',
          ...hashes,
          addressHash: hoarding.addressHash,
        },
      })) as { documentId: string };
      return { ok: true, created: { id: created.documentId, status: 'waiting' }, message: joined };
    },
    hoarding,
  );
}

/**
 * Offers what is free on `date` to the waiting parties, first come first offered, each that fits (beside the
 * bookings and the offers already made) while its time is still far enough; then mails each offer.
 */
async function offerFreed(strapi: Core.Strapi, date: string, now: Date): Promise<number> {
  // An offer nobody hears of would only hold the place: without mail, staff seat waiting parties themselves.
  if (!outgoingMails(strapi).enabled()) return 0;
  const store = reservationStore(strapi);
  const offers = await store.withDayLock(date, async () => {
    const waiting = (await rows(strapi).findMany({
      select: [...ENTRY_FIELDS],
      where: { date, status: 'waiting' },
      orderBy: [{ id: 'asc' }],
    })) as StoredEntry[];
    const made: { entry: StoredEntry; token: string; expiresAt: Date }[] = [];
    for (const entry of waiting) {
      if (!offerStillPossible(date, timeOf(entry), now)) continue;
      const tables = await fitsNow(store, entry);
      if (tables === null) continue;
      const token = newManageToken();
      const offerEnds = new Date(now.getTime() + WAITLIST_RULES.offerMinutes * 60_000);
      await strapi.documents(WAITLIST_UID).update({
        documentId: entry.documentId,
        data: {
          status: 'offered',
          offerTokenHash: tokenHash(token),
          offeredAt: now.toISOString(),
          offerExpiresAt: offerEnds.toISOString(),
          tables,
        },
      });
      made.push({ entry, token, expiresAt: offerEnds });
    }
    return made;
  });
  let mailed = 0;
  for (const { entry, token, expiresAt: offerEnds } of offers) {
    const sent = await reservationNotices(strapi).offered(
      {
        date,
        time: timeOf(entry),
        partySize: entry.partySize,
        name: entry.name ?? '',
        email: entry.email ?? '',
        language: entry.language ?? 'fr',
      },
      {
        url: `${sitePublicUrl()}${waitlistOfferPath(entry.documentId, token)}`,
        expiresAt: offerEnds,
        sendBefore: new Date(now.getTime() + WAITLIST_RULES.offerMailMinutes * 60_000),
      },
    );
    if (sent) mailed += 1;
    // Its mail could not be stored: the party waits again, and the place goes back to the others.
    else await setStatus(strapi, entry.documentId, 'offered', { status: 'waiting', offerTokenHash: null });
  }
  return mailed;
}

/**
 * Moves an entry on from `from` alone, so that a change written meanwhile (an offer taken under the day's lock) is
 * never overwritten; whether it moved. Its tables stay related but hold nothing: holds are read from valid offers alone.
 */
async function setStatus(
  strapi: Core.Strapi,
  documentId: string,
  from: WaitlistStatus,
  data: Record<string, unknown> & { status: WaitlistStatus },
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const { count } = await rows(strapi).updateMany({ where: { documentId, status: from, ...extra }, data });
  return count === 1;
}

/**
 * The entry a guest's offer link opens, or null (a wrong token finds nothing). The token's hash stays once the offer
 * is taken, let go or run out, so that the link says which, until the party's details are forgotten.
 */
async function entryOfLink(strapi: Core.Strapi, id: string, token: string): Promise<StoredEntry | null> {
  const entry = await findEntry(strapi, id);
  return entry && tokenMatches(token, entry.offerTokenHash) ? entry : null;
}

/** Why an offer cannot be taken or let go: taken, let go, or run out (the hold already passed on). */
function goneOutcome(entry: StoredEntry, now: Date): Exclude<OfferOutcome, { ok: true }> | null {
  if (entry.status === 'offered' && expiresAt(entry) > now.getTime()) return null;
  if (entry.status === 'offered' || entry.status === 'expired') {
    return { ok: false, status: 410, message: messageOf('reservation.offerExpired') };
  }
  return { ok: false, status: 409, message: messageOf('reservation.offerGone') };
}

/** Ends the offers whose time ran out, then offers again what they held. */
async function expireOffers(strapi: Core.Strapi, now: Date): Promise<void> {
  const ended = (await rows(strapi).findMany({
    select: ['documentId', 'date'],
    where: { status: 'offered', offerExpiresAt: { $lte: now } },
  })) as { documentId: string; date: string }[];
  const dates = new Set<string>();
  for (const { documentId, date } of ended) {
    const expired = await setStatus(
      strapi,
      documentId,
      'offered',
      { status: 'expired' },
      { offerExpiresAt: { $lte: now } },
    );
    if (expired) dates.add(String(date));
  }
  for (const date of dates) await offerFreed(strapi, date, now);
}

/** The moment a waiting party's service ends: its opening's close, else three hours after its time, in Geneva. */
function serviceEnd(entry: Pick<StoredEntry, 'date' | 'time'>, hours: Parameters<typeof servicesOfDate>): number {
  const minutes = minutesOf(normalizeTime(entry.time) ?? entry.time);
  const [, openingHours, exceptions] = hours;
  const service = servicesOfDate(entry.date, openingHours, exceptions).find(
    ({ start, end }) => start <= minutes && minutes <= end,
  );
  const end = service?.end ?? minutes + 180;
  // A service past midnight ends the next morning, on that day's clock (the change of time included).
  const day = end >= MINUTES_PER_DAY ? addDaysToDayText(entry.date, 1) : entry.date;
  return reservationInstant(day, clockOf(end % MINUTES_PER_DAY)).getTime();
}

/** Parties whose service has ended lose their name, e-mail and phone; those still waiting are expired. */
async function forgetEnded(strapi: Core.Strapi, now: Date): Promise<void> {
  const store = reservationStore(strapi);
  const { openingHours, openingExceptions } = await store.openingHours();
  const candidates = (await rows(strapi).findMany({
    select: ['documentId', 'date', 'time', 'status', 'email'],
    where: { date: { $lte: genevaDay(now) }, anonymisedAt: { $null: true } },
  })) as { documentId: string; date: string; time: string; status: WaitlistStatus; email: string | null }[];
  for (const entry of candidates) {
    if (serviceEnd(entry, [String(entry.date), openingHours, openingExceptions]) > now.getTime()) continue;
    if (entry.email) await outgoingMails(strapi).purgeTopicTo(WAITLIST_OFFER_TOPIC, entry.email);
    const open = isWaitlistOpen(entry.status);
    await rows(strapi).update({
      where: { documentId: entry.documentId },
      data: {
        name: null,
        email: null,
        phone: null,
        emailHash: null,
        phoneHash: null,
        addressHash: null,
        offerTokenHash: null,
        tables: [],
        anonymisedAt: now,
        ...(open ? { status: 'expired' } : {}),
      },
    });
  }
}

/** The dates still to come that have parties waiting: each is offered what is free (the job's safety net). */
async function offerEverywhere(strapi: Core.Strapi, now: Date): Promise<void> {
  const waiting = (await rows(strapi).findMany({
    select: ['date'],
    where: { status: 'waiting', date: { $gte: genevaDay(now) } },
  })) as { date: string }[];
  for (const date of new Set(waiting.map((entry) => String(entry.date)))) await offerFreed(strapi, date, now);
}

/** The booking an offer becomes: the party's own details, online, its time checked when it joined. */
function valuesOf(entry: StoredEntry): ReservationValues {
  return {
    date: entry.date,
    time: timeOf(entry),
    partySize: entry.partySize,
    name: entry.name ?? '',
    email: entry.email,
    phone: entry.phone,
    notes: null,
    language: entry.language ?? 'fr',
    source: 'online',
    overCapacity: false,
    tables: null,
    allergens: [],
    eventId: null,
  };
}

/** What taking the entry's offer (or seating it) checks and writes under the day's lock. */
function offerTaken(strapi: Core.Strapi, entry: StoredEntry, stillOpen: (current: StoredEntry) => boolean): OfferTaken {
  return {
    holdKey: offerHoldKey(entry.documentId),
    claim: async () => {
      const current = await findEntry(strapi, entry.documentId);
      return current !== null && stillOpen(current);
    },
    taken: async (reference) => {
      await rows(strapi).update({
        where: { documentId: entry.documentId },
        data: { status: 'booked', reservationReference: reference, tables: [] },
      });
    },
  };
}

const waitlistService = ({ strapi }: { strapi: Core.Strapi }) => ({
  join: (input: WaitlistInput, address: string | undefined, now: Date) => join(strapi, input, address, now),

  offerFreed: (date: string, now: Date) => offerFreed(strapi, date, now),

  /** The offer as its link shows it, or null for a wrong link. */
  async offerView(id: string, token: string): Promise<WaitlistOfferView | null> {
    const entry = await entryOfLink(strapi, id, token);
    if (!entry) return null;
    return {
      id: entry.documentId,
      date: String(entry.date),
      time: timeOf(entry),
      partySize: entry.partySize,
      name: entry.name ?? '',
      language: entry.language ?? 'fr',
      status: entry.status,
      offerExpiresAt:
        entry.status === 'offered' && entry.offerExpiresAt ? new Date(entry.offerExpiresAt).toISOString() : null,
    };
  },

  /** The language an offer's answers speak: the party's, once the link is right. */
  async languageOf(id: string, token: string) {
    return (await entryOfLink(strapi, id, token))?.language ?? null;
  },

  /** Takes the offer: a booking, with the usual mails, while the offer still stands. */
  async accept(id: string, token: string, now: Date): Promise<OfferOutcome> {
    const entry = await entryOfLink(strapi, id, token);
    if (!entry) return { ok: false, status: 404, message: messageOf('reservation.offerGone') };
    const gone = goneOutcome(entry, now);
    if (gone) return gone;
    // Read under the day's lock, on the clock of that moment: the offer may have run out while the lock was awaited.
    const stillOffered = (current: StoredEntry) => current.status === 'offered' && expiresAt(current) > Date.now();
    const outcome = await reservations(strapi).book(
      valuesOf(entry),
      { kind: 'guest' },
      now,
      offerTaken(strapi, entry, stillOffered),
    );
    if (!outcome.ok) {
      const current = await findEntry(strapi, id);
      return (
        (current && goneOutcome(current, now)) ?? { ok: false, status: 409, message: messageOf('reservation.full') }
      );
    }
    const { reservation, manageUrl } = outcome;
    return { ok: true, created: await reservationNotices(strapi).bookingCreated(reservation, manageUrl) };
  },

  /** The party lets its place go (an offer, or its wait): it passes to the next at once. */
  async decline(id: string, token: string, now: Date): Promise<{ ok: true } | Exclude<OfferOutcome, { ok: true }>> {
    const entry = await entryOfLink(strapi, id, token);
    if (!entry) return { ok: false, status: 404, message: messageOf('reservation.offerGone') };
    // Under the day's lock, from `offered` alone: an offer being taken meanwhile stays taken.
    const withdrawn = await reservationStore(strapi).withDayLock(String(entry.date), () =>
      setStatus(strapi, entry.documentId, 'offered', { status: 'withdrawn' }),
    );
    if (!withdrawn) return { ok: false, status: 409, message: messageOf('reservation.offerGone') };
    await offerFreed(strapi, String(entry.date), now);
    return { ok: true };
  },

  /** Staff: the parties waiting for a service, by time then arrival. */
  async waitingFor(date: string, service: ServiceName): Promise<ServiceWaiting[]> {
    const waiting = (await rows(strapi).findMany({
      select: [...ENTRY_FIELDS],
      where: { date, status: { $in: [...WAITLIST_OPEN_STATUSES] } },
      orderBy: [{ time: 'asc' }, { id: 'asc' }],
    })) as StoredEntry[];
    return waiting
      .filter((entry) => isInServiceNamed(timeOf(entry), service))
      .map((entry) => ({
        id: entry.documentId,
        time: timeOf(entry),
        partySize: entry.partySize,
        name: entry.name ?? '',
        status: entry.status,
      }));
  },

  /**
   * Staff seat a waiting party (docs/product.md#service-view): a booking at its time by staff, with the tables they
   * chose or the best free ones, its place on the list done.
   */
  async seat(
    id: string,
    actor: Extract<Actor, { kind: 'staff' }>,
    choice: Pick<ReservationValues, 'tables' | 'overCapacity'>,
    now: Date,
  ) {
    const entry = await findEntry(strapi, id);
    if (!entry || !isWaitlistOpen(entry.status)) return null;
    const stillOpen = (current: StoredEntry) => isWaitlistOpen(current.status);
    return reservations(strapi).book(
      { ...valuesOf(entry), source: 'phone', ...choice },
      actor,
      now,
      offerTaken(strapi, entry, stillOpen),
    );
  },

  /** The waiting list's job: offers run out, offers made where places freed, parties of ended services forgotten. */
  async runJob(now: Date): Promise<void> {
    await expireOffers(strapi, now);
    await offerEverywhere(strapi, now);
    await forgetEnded(strapi, now);
  },
});

export default waitlistService;
