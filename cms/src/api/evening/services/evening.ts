import type { Core } from '@strapi/strapi';
import {
  CAPACITY_STATUSES,
  EVENING_UID,
  cleanText,
  eveningListed,
  eveningSlots,
  genevaDay,
  localized,
  shownTranslationsOf,
  staffMessageOf,
  translationKey,
  eveningServiceOf,
  eveningTimesLeft,
  type DayText,
  type StaffDayEvening,
  type Evening,
  type EveningCovers,
  type Locale,
  type PublicEvening,
  type ReservationService,
  type ReservationStatus,
  type StaffEvening,
} from '@ticino/shared';
import { depositsOf } from '../../payment/deposits';
import { paymentSettings } from '../../payment-setting/services/payment-setting';
import { RulesError } from '../../../utils/rules-error';
import { siteService } from '../../../utils/services';
import { checkedEvening } from '../rules';

const RESERVATION_UID = 'api::reservation.reservation';

export interface StoredEvening {
  documentId: string;
  name: string;
  description: string | null;
  slug: string;
  date: string;
  times: unknown;
  setMenuId: string | null;
  menuText: string | null;
  pricePerPerson: number | string;
  capacity: number;
  depositPerPerson: number | string | null;
  maxPartyOnline: number | null;
  cancellationTerms: string | null;
  published: boolean | null;
}

/** PostgreSQL gives decimals as text. */
const amountOf = (value: number | string | null) => Number(value ?? 0);

export function toEvening(stored: StoredEvening): Evening {
  return {
    id: stored.documentId,
    name: stored.name,
    description: stored.description ?? '',
    slug: stored.slug,
    date: stored.date,
    times: Array.isArray(stored.times) ? stored.times.filter((time): time is string => typeof time === 'string') : [],
    setMenuId: stored.setMenuId || null,
    menuText: stored.menuText ?? '',
    pricePerPerson: amountOf(stored.pricePerPerson),
    capacity: stored.capacity,
    depositPerPerson: amountOf(stored.depositPerPerson),
    maxPartyOnline: stored.maxPartyOnline ?? 0,
    cancellationTerms: stored.cancellationTerms ?? '',
    published: stored.published === true,
  };
}

/** No evening's id or slug holds control characters, and PostgreSQL refuses to even compare a text holding NUL. */
const namesNone = (key: string) => typeof key !== 'string' || cleanText(key) !== key || key.length > 80;

interface EveningBooking {
  reference: string;
  status: ReservationStatus;
  partySize: number;
  /** Whether it was asked a deposit (docs/product.md#deposits). */
  deposit: boolean;
}

/** The covers of the evening's bookings by status, as staff count them beside it. */
function coversOf(bookings: readonly EveningBooking[]): EveningCovers {
  const sum = (kept: (booking: EveningBooking) => boolean) =>
    bookings.filter(kept).reduce((total, { partySize }) => total + partySize, 0);
  return {
    booked: sum(({ status }) => CAPACITY_STATUSES.includes(status)),
    awaitingPayment: sum(({ status }) => status === 'awaiting_payment'),
    paid: sum(({ status, deposit }) => deposit && (status === 'confirmed' || status === 'honoured')),
    released: sum(({ status }) => status === 'unpaid'),
  };
}

/** What guests see of a listed evening: its times still ahead, the covers left, the deposit asked. */
function publicEvening(evening: Evening, now: Date, bookings: readonly EveningBooking[], paymentsReady: boolean) {
  const { id, name, description, slug, date, setMenuId, menuText, pricePerPerson, depositPerPerson } = evening;
  const shown: PublicEvening = {
    id,
    name,
    description,
    slug,
    date,
    times: eveningTimesLeft(evening, now),
    setMenuId,
    menuText,
    pricePerPerson,
    depositPerPerson,
    maxPartyOnline: evening.maxPartyOnline,
    cancellationTerms: evening.cancellationTerms,
    coversLeft: Math.max(0, evening.capacity - coversOf(bookings).booked),
    deposit: paymentsReady ? depositPerPerson : 0,
  };
  return shown;
}

/**
 * The evenings (docs/product.md#evenings): staff write them whole through the rules (../rules.ts), guests see the
 * published ones to come with the covers left, and bookings read the one they are for.
 */
const eveningService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(EVENING_UID);

  /** The covers the evening's bookings hold now, but `except`'s (a booking being changed). */
  async function coversHeld(id: string, except?: string): Promise<number> {
    const rows = (await strapi.db.query(RESERVATION_UID).findMany({
      select: ['partySize', 'reference'],
      where: { evening: { documentId: id }, status: { $in: [...CAPACITY_STATUSES] } },
    })) as { partySize: number; reference: string }[];
    return rows.filter(({ reference }) => reference !== except).reduce((sum, { partySize }) => sum + partySize, 0);
  }

  async function bookingsOf(ids: readonly string[]): Promise<Map<string, EveningBooking[]>> {
    const byEvening = new Map<string, EveningBooking[]>();
    if (ids.length === 0) return byEvening;
    const rows = (await strapi.db.query(RESERVATION_UID).findMany({
      select: ['reference', 'status', 'partySize'],
      where: { evening: { documentId: { $in: [...ids] } } },
      populate: { evening: { select: ['documentId'] } },
    })) as (Omit<EveningBooking, 'deposit'> & { evening: { documentId: string } | null })[];
    const withDeposit = new Set(
      await depositsOf(
        strapi,
        rows.map(({ reference }) => reference),
      ),
    );
    for (const { evening, ...row } of rows) {
      if (!evening) continue;
      const booking = { ...row, deposit: withDeposit.has(row.reference) };
      byEvening.set(evening.documentId, [...(byEvening.get(evening.documentId) ?? []), booking]);
    }
    return byEvening;
  }

  const paymentsReady = async () => (await paymentSettings(strapi).find()).iban !== null;

  return {
    paymentsReady,

    async list(): Promise<StaffEvening[]> {
      const stored = (await documents().findMany({ sort: ['date:asc', 'name:asc'] })) as unknown as StoredEvening[];
      const bookings = await bookingsOf(stored.map(({ documentId }) => documentId));
      return stored.map((row) => ({ ...toEvening(row), covers: coversOf(bookings.get(row.documentId) ?? []) }));
    },

    /** The evenings whose day has not passed, published or not, by date: those staff still translate. */
    async upcoming(now: Date): Promise<Evening[]> {
      const stored = (await documents().findMany({
        filters: { date: { $gte: genevaDay(now) } },
        sort: ['date:asc', 'name:asc'],
      })) as unknown as StoredEvening[];
      return stored.map(toEvening);
    },

    async find(id: string): Promise<Evening | null> {
      if (namesNone(id)) return null;
      const stored = (await documents().findOne({ documentId: id })) as unknown as StoredEvening | null;
      return stored ? toEvening(stored) : null;
    },

    async create(input: Record<string, unknown>): Promise<Evening> {
      const values = await checkedEvening(strapi, input);
      return toEvening((await documents().create({ data: values as never })) as unknown as StoredEvening);
    },

    /** Replaces the evening with the input; null when it does not exist. */
    async update(id: string, input: Record<string, unknown>): Promise<Evening | null> {
      if (namesNone(id)) return null;
      const values = await checkedEvening(strapi, input, id);
      return strapi.db.transaction(async () => {
        if (!(await documents().findOne({ documentId: id, fields: ['name'] }))) return null;
        const updated = (await documents().update({ documentId: id, data: values as never })) as unknown;
        return updated ? toEvening(updated as StoredEvening) : null;
      });
    },

    /** Whether this call deleted the evening; an evening with bookings is unpublished instead, never deleted. */
    async remove(id: string): Promise<boolean> {
      if (namesNone(id)) return false;
      const booked = await strapi.db.query(RESERVATION_UID).count({ where: { evening: { documentId: id } } });
      if (booked > 0) throw new RulesError(staffMessageOf('evening.hasBookings'), {}, 409);
      const deleted = await documents().delete({ documentId: id });
      return deleted.entries.length > 0;
    },

    /**
     * The evenings guests may see now, each with its covers left and the deposit asked; in another language than
     * French, with the texts staff translated and validated (docs/product.md#translations).
     */
    async publicList(now: Date, locale: Locale = 'fr'): Promise<PublicEvening[]> {
      const stored = (await documents().findMany({
        filters: { published: true },
        sort: ['date:asc', 'name:asc'],
      })) as unknown as StoredEvening[];
      const listed = stored.map(toEvening).filter((evening) => eveningListed(evening, now));
      const bookings = await bookingsOf(listed.map(({ id }) => id));
      const ready = await paymentsReady();
      const shown = listed.map((evening) => publicEvening(evening, now, bookings.get(evening.id) ?? [], ready));
      if (locale === 'fr' || shown.length === 0) return shown;
      const translations = await siteService('api::translation.translation', strapi).shown('soirée');
      return shown.map((evening) =>
        localized(evening, eveningSlots(evening), shownTranslationsOf(translations, 'soirée', evening.id, locale)),
      );
    },

    coversHeld,

    /**
     * A booked evening as its guest reads it in `locale`: its name as staff translated and validated it, else French
     * (the guest's mails, slip and manage page).
     */
    async namedIn<Booked extends { id: string; name: string }>(evening: Booked, locale: Locale): Promise<Booked> {
      if (locale === 'fr') return evening;
      const translations = await siteService('api::translation.translation', strapi).shown('soirée');
      const name = translations.get(translationKey('soirée', evening.id, 'name', locale));
      return name ? { ...evening, name } : evening;
    },

    /** The published evenings of `date`, with the covers their bookings hold (the staff's bookings tab). */
    async ofDay(date: DayText): Promise<StaffDayEvening[]> {
      const stored = (await documents().findMany({ filters: { published: true, date } })) as unknown as StoredEvening[];
      return Promise.all(
        stored.map(toEvening).map(async ({ id, name, times, capacity }) => ({
          id,
          name,
          times,
          capacity,
          coversHeld: await coversHeld(id),
        })),
      );
    },

    /** The published evening that takes the place of `date`'s `service`, if any. */
    async replacing(date: DayText, service: ReservationService): Promise<Evening | null> {
      const stored = (await documents().findMany({ filters: { published: true, date } })) as unknown as StoredEvening[];
      return (
        stored.map(toEvening).find(({ times }) => times.some((time) => eveningServiceOf(time) === service)) ?? null
      );
    },
  };
};

export default eveningService;

export const evenings = (app: Core.Strapi) => app.service(EVENING_UID) as ReturnType<typeof eveningService>;
