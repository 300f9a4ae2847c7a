import type { Core } from '@strapi/strapi';
import {
  NO_SHOW_BLOCK,
  addDaysToDayText,
  genevaDay,
  normalizeTime,
  reservationInstant,
  type GroupRequestValues,
  type ReservationStatus,
  type BookingCreated,
  type ReservationView,
} from '@ticino/shared';
import { sitePublicUrl } from '../../../utils/public-url';
import { siteService } from '../../../utils/services';
import { outgoingMails, restaurantAddress } from '../../outgoing-mail/services/outgoing-mail';
import { reservationSettings } from '../../reservation-setting/services/reservation-setting';
import {
  guestMail,
  reservationCalendar,
  restaurantBookingMail,
  restaurantCancelMail,
  restaurantChangeMail,
  restaurantGroupMail,
  waitlistOfferMail,
  groupProposalMail,
  type ProposalMailed,
  type OfferedParty,
  type GuestMailKind,
  type MailContext,
  type MailedBooking,
} from '../mail';

const RESERVATION_UID = 'api::reservation.reservation';
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;

/** The guest's mail a status change sends, if any. */
import { reservationSlip } from '../../payment/slip';
import { evenings } from '../../evening/services/evening';

const CHANGE_MAILS: Partial<Record<ReservationStatus, Partial<Record<ReservationStatus, GuestMailKind>>>> = {
  requested: { confirmed: 'confirmedByStaff', declined: 'declined', cancelled: 'cancelled' },
  confirmed: { cancelled: 'cancelled' },
  awaiting_payment: { confirmed: 'paymentReceived', unpaid: 'unpaid', cancelled: 'cancelled' },
  unpaid: { confirmed: 'confirmedByStaff' },
};

interface ReminderRow {
  documentId: string;
  reference: string;
  date: string;
  time: string;
  partySize: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  language: ReservationView['language'] | null;
  source: ReservationView['source'];
  status: ReservationStatus;
  createdAt: string | Date;
  history?: unknown[] | null;
}

/** The booking as its guest reads it: its evening named in their language (docs/product.md#translations). */
async function inGuestLanguage(strapi: Core.Strapi, reservation: ReservationView): Promise<ReservationView> {
  const { evening } = reservation;
  return evening
    ? { ...reservation, evening: await evenings(strapi).namedIn(evening, reservation.language) }
    : reservation;
}

async function mailContext(strapi: Core.Strapi): Promise<MailContext> {
  const restaurant = await siteService('api::restaurant.restaurant', strapi).find();
  return {
    restaurant: {
      name: restaurant?.name ?? 'Restaurant',
      phone: restaurant?.phone ?? '',
      email: restaurant?.email ?? '',
      street: restaurant?.street ?? '',
      postalCode: restaurant?.postalCode ?? '',
      city: restaurant?.city ?? '',
    },
    settings: await reservationSettings(strapi).find(),
    publicUrl: sitePublicUrl(),
  };
}

/**
 * The reminder job: each confirmed booking with an e-mail that starts within the reminder delay gets one reminder
 * (its key makes a second impossible, whichever process runs the job), unless it was made within that delay: its
 * confirmation has just told the guest everything.
 */
async function remindDue(strapi: Core.Strapi, now: Date): Promise<number> {
  if (!outgoingMails(strapi).enabled()) return 0;
  const shared = await mailContext(strapi);
  const windowMs = shared.settings.reminderHoursBefore * 3600 * 1000;
  const today = genevaDay(now);
  const rows = (await strapi.db.query(RESERVATION_UID).findMany({
    where: {
      status: 'confirmed',
      email: { $notNull: true },
      date: { $gte: today, $lte: addDaysToDayText(today, Math.ceil(windowMs / DAY_MS) + 1) },
    },
    populate: { history: { select: ['id'] } },
  })) as ReminderRow[];
  let sent = 0;
  for (const row of rows) {
    const time = normalizeTime(row.time) ?? row.time;
    const start = reservationInstant(String(row.date), time).getTime();
    const due = start > now.getTime() && start - now.getTime() <= windowMs;
    if (!due || new Date(row.createdAt).getTime() > start - windowMs) continue;
    const reservation: MailedBooking & { email: string } = {
      reference: row.reference,
      date: String(row.date),
      time,
      partySize: row.partySize,
      name: row.name ?? '',
      email: row.email!,
      phone: row.phone,
      notes: null,
      language: row.language ?? 'fr',
      source: row.source,
      status: row.status,
      history: [],
      eventId: null,
      evening: null,
      deposit: null,
    };
    const mail = guestMail('reminder', reservation, shared, { sequence: row.history?.length ?? 0 });
    if ((await outgoingMails(strapi).enqueue(mail, now)) === 'queued') sent += 1;
  }
  return sent;
}

/**
 * The anonymising job: bookings whose day is older than the retention lose name, e-mail, phone, notes, allergies,
 * manage link and the staff's messages; date, time, covers, source and status stay for the statistics, and the contact
 * hashes for the no-show block. The stored mails of that age go too.
 */
async function anonymiseExpired(strapi: Core.Strapi, now: Date): Promise<number> {
  const { retentionDays } = await reservationSettings(strapi).find();
  const cutoff = addDaysToDayText(genevaDay(now), -retentionDays);
  let done = 0;
  for (;;) {
    const batch = (await strapi.documents(RESERVATION_UID).findMany({
      filters: { date: { $lt: cutoff }, anonymisedAt: { $null: true } },
      fields: ['documentId', 'status'],
      populate: { history: { fields: ['at', 'by', 'action', 'overCapacity'] } },
      limit: BATCH_SIZE,
    })) as { documentId: string; status: ReservationStatus; history?: Record<string, unknown>[] | null }[];
    if (batch.length === 0) break;
    for (const { documentId, status, history } of batch) {
      // The hashes serve the no-show block alone: only a no-show keeps them.
      const hashes = status === 'no_show' ? {} : { emailHash: null, phoneHash: null };
      await strapi.documents(RESERVATION_UID).update({
        documentId,
        data: {
          name: null,
          email: null,
          phone: null,
          notes: null,
          allergens: null,
          ...hashes,
          manageTokenHash: null,
          anonymisedAt: now.toISOString(),
          history: (history ?? []).map(({ id: _id, ...entry }) => ({ ...entry, message: undefined })),
        } as never,
      });
      done += 1;
    }
  }
  // A no-show older than the block's year no longer counts: its hashes go too.
  await strapi.db.query(RESERVATION_UID).updateMany({
    where: {
      date: { $lt: addDaysToDayText(genevaDay(now), -NO_SHOW_BLOCK.days) },
      $or: [{ emailHash: { $notNull: true } }, { phoneHash: { $notNull: true } }],
    },
    data: { emailHash: null, phoneHash: null },
  });
  const purged = await outgoingMails(strapi).purgeBookingMailsBefore(new Date(now.getTime() - retentionDays * DAY_MS));
  if (done > 0 || purged > 0) {
    strapi.log.info(`Anonymised ${done} reservation(s) and deleted ${purged} mail(s) past ${retentionDays} days`);
  }
  return done;
}

/**
 * What reservations send and the shared jobs they run (docs/product.md#reservation-e-mails): the guest's mail at
 * booking and at each change staff or the guest make, the restaurant's for a new online booking or group request
 * and for a guest's own change, the reminder before the visit, and the anonymising after the retention. A mail that
 * cannot be stored never fails the booking: it is logged.
 */
const noticesService = ({ strapi }: { strapi: Core.Strapi }) => {
  async function safely(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      strapi.log.error(`Reservation mail (${what}) not stored: ${String(error)}`);
    }
  }

  /** A booking's calendar SEQUENCE: each action in its history is a new version of the event. */
  const sequenceOf = (reservation: ReservationView) => Math.max(0, reservation.history.length - 1);
  const calendarOf = async (reservation: ReservationView): Promise<string> =>
    reservationCalendar(reservation, 'PUBLISH', sequenceOf(reservation), await mailContext(strapi));

  return {
    /** A booking as the iCalendar file its mails attach, for the guest to download from the booking's answer. */
    calendarOf,

    /** A new booking as its answer gives it back: what was booked, the manage link, the calendar file. */
    async bookingCreated(reservation: ReservationView, manageUrl: string | null): Promise<BookingCreated> {
      return {
        reference: reservation.reference,
        status: reservation.status,
        deposit: reservation.deposit,
        date: reservation.date,
        time: reservation.time,
        partySize: reservation.partySize,
        manageUrl,
        calendar: await calendarOf(reservation),
      };
    },

    /** A new booking: the guest's mail (with the manage link) when it has an e-mail, the restaurant's when online. */
    async booked(reservation: ReservationView, manageUrl: string | null, online: boolean): Promise<void> {
      if (!outgoingMails(strapi).enabled()) return;
      const { email } = reservation;
      await safely(`booking ${reservation.reference}`, async () => {
        const shared = await mailContext(strapi);
        if (email && reservation.source !== 'walk_in') {
          const awaiting = reservation.status === 'awaiting_payment';
          const kind = reservation.status === 'requested' ? 'requested' : awaiting ? 'awaitingPayment' : 'confirmed';
          const slip = awaiting ? await reservationSlip(strapi, reservation) : null;
          await outgoingMails(strapi).enqueue(
            guestMail(kind, { ...(await inGuestLanguage(strapi, reservation)), email }, shared, {
              manageUrl,
              sequence: sequenceOf(reservation),
              ...(slip ? { slip } : {}),
            }),
          );
        }
        const to = online ? await restaurantAddress(strapi) : undefined;
        if (to) await outgoingMails(strapi).enqueue(restaurantBookingMail(reservation, to, shared.publicUrl));
      });
    },

    /**
     * A change by staff or by the guest's link: one mail to the guest per action, the status's (a confirmation, a
     * decline, a cancellation) or else « Réservation modifiée » for a new time or party size, either giving the
     * booking as it was before when it moved. A move the guest made also tells the restaurant.
     */
    async changed(
      before: ReservationView,
      reservation: ReservationView,
      by: 'staff' | 'guest',
      message: string | null,
    ) {
      if (!outgoingMails(strapi).enabled()) return;
      const moved = before.time !== reservation.time || before.partySize !== reservation.partySize;
      const kind = CHANGE_MAILS[before.status]?.[reservation.status] ?? (moved ? 'changed' : undefined);
      const { email } = reservation;
      const toGuest = kind !== undefined && email !== null;
      const cancelledByGuest = by === 'guest' && reservation.status === 'cancelled';
      const toRestaurant = by === 'guest' && (moved || cancelledByGuest);
      if (!toGuest && !toRestaurant) return;
      await safely(`${kind ?? 'change'} ${reservation.reference}`, async () => {
        const shared = await mailContext(strapi);
        if (kind && email) {
          const mail = guestMail(kind, { ...(await inGuestLanguage(strapi, reservation)), email }, shared, {
            message,
            sequence: sequenceOf(reservation),
            ...(moved ? { before } : {}),
          });
          await outgoingMails(strapi).enqueue(mail);
        }
        const to = toRestaurant ? await restaurantAddress(strapi) : undefined;
        const notice = cancelledByGuest ? restaurantCancelMail : restaurantChangeMail.bind(null, before);
        if (to) await outgoingMails(strapi).enqueue(notice(reservation, to, shared.publicUrl));
      });
    },

    /**
     * The waiting list's offer, to the waiting party alone (docs/product.md#waiting-list): whether its mail is stored,
     * without which nobody would know of the offer.
     */
    async offered(party: OfferedParty, offer: Parameters<typeof waitlistOfferMail>[2]): Promise<boolean> {
      let queued = false;
      await safely('waiting list offer', async () => {
        queued =
          (await outgoingMails(strapi).enqueue(waitlistOfferMail(party, await mailContext(strapi), offer))) ===
          'queued';
      });
      return queued;
    },

    /**
     * Staff's proposal to a group (docs/product.md#group-proposals), to its guest: whether its mail is stored (not
     * without a mail server, nor past the daily limits of the guest's address).
     */
    async proposed(party: OfferedParty, proposal: ProposalMailed): Promise<boolean> {
      if (!outgoingMails(strapi).enabled()) return false;
      let queued = false;
      await safely(`group proposal ${proposal.reference}`, async () => {
        queued =
          (await outgoingMails(strapi).enqueue(groupProposalMail(party, await mailContext(strapi), proposal))) ===
          'queued';
      });
      return queued;
    },

    /** A new group request, to the restaurant. */
    async groupRequested(request: GroupRequestValues): Promise<void> {
      if (!outgoingMails(strapi).enabled()) return;
      await safely('group request', async () => {
        const to = await restaurantAddress(strapi);
        if (to) await outgoingMails(strapi).enqueue(restaurantGroupMail(request, to));
      });
    },

    /** The reminder job's run (reservationJobs). */
    remindDue: (now: Date) => remindDue(strapi, now),

    /** The anonymising job's run (reservationJobs). */
    anonymiseExpired: (now: Date) => anonymiseExpired(strapi, now),
  };
};

export default noticesService;

export const reservationNotices = (app: Core.Strapi) =>
  app.service('api::reservation.notices') as ReturnType<typeof noticesService>;
