import type { Core } from '@strapi/strapi';
import {
  filledByRobot,
  reservationManagePath,
  validateReservationInput,
  type BookingCreated,
  type Message,
  type ReservationErrors,
  type ReservationInput,
  type ReservationValues,
  type StaffMessage,
  bookedMessageOf,
  messageOf,
} from '@ticino/shared';
import { evenings } from '../../evening/services/evening';
import { sitePublicUrl } from '../../../utils/public-url';
import { siteService } from '../../../utils/services';
import { reservationNotices } from './notices';
import { newManageToken, newReference, reservations, tableRefusalMessage, type Actor } from './reservation';

/** The answer to a booking sent, whichever way it came: the API's JSON or the form posted without JavaScript. */
export type BookingSubmission =
  | { ok: true; created: BookingCreated; message: Message }
  | { ok: false; status: 400 | 403 | 409 | 429; message: Message | StaffMessage; errors?: ReservationErrors };

/** Only robots fill the hidden field: they get an answer like a person's, so they do not retry; nothing is kept. */
function robotAnswer({ date, time, partySize }: ReservationValues): BookingSubmission {
  const reference = newReference();
  return {
    ok: true,
    created: {
      reference,
      status: 'requested',
      deposit: null,
      date,
      time,
      partySize,
      manageUrl: `${sitePublicUrl()}${reservationManagePath(reference, newManageToken())}`,
    },
    message: messageOf('reservation.requested'),
  };
}

/** An evening unknown, unpublished or past: nothing to correct in the form, the evening itself is gone. */
function eveningGone(): BookingSubmission {
  const gone = messageOf('reservation.eveningGone');
  return { ok: false, status: 409, message: gone, errors: { eventId: gone } };
}

/**
 * `api::reservation.online-booking`: a booking as sent by a guest or by staff (docs/product.md#reservations-api),
 * checked, then booked; one place for what both the API and the page's form answer.
 */
const onlineBookingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(input: ReservationInput, actor: Actor, now: Date): Promise<BookingSubmission> {
    const bookings = reservations(strapi);
    const settings = await bookings.settings();
    const evening = typeof input.eventId === 'string' ? await evenings(strapi).find(input.eventId) : null;
    if (input.eventId !== undefined && input.eventId !== null && !evening) return eveningGone();
    const checked = validateReservationInput(evening ? { ...input, date: evening.date } : input, {
      staff: actor.kind === 'staff',
      maxPartyOnline: evening?.maxPartyOnline ?? settings.maxPartyOnline,
    });
    if (!checked.ok)
      return { ok: false, status: 400, message: messageOf('reservation.invalid'), errors: checked.errors };
    // Checked first, as a person's would be: a robot's valid form gets a person's answer.
    if (actor.kind === 'guest' && filledByRobot(input)) {
      return robotAnswer(checked.values);
    }
    const outcome = await bookings.book(checked.values, actor, now);
    if (outcome.ok) {
      const { reservation, manageUrl } = outcome;
      return {
        ok: true,
        created: await reservationNotices(strapi).bookingCreated(reservation, manageUrl),
        message: bookedMessageOf(reservation),
      };
    }
    switch (outcome.reason) {
      case 'schedule':
        return {
          ok: false,
          status: 400,
          message: messageOf('reservation.invalid'),
          errors: { [outcome.field]: outcome.message },
        };
      case 'blocked':
        return { ok: false, status: 403, message: messageOf('reservation.blocked') };
      case 'pending-quota':
        return { ok: false, status: 429, message: messageOf('reservation.pendingQuota') };
      case 'full':
        return { ok: false, status: 409, message: messageOf('reservation.full') };
      case 'too-many-future':
      case 'too-many-from-address': {
        const phone = (await siteService('api::restaurant.restaurant', strapi).find())?.phone ?? '';
        const code =
          outcome.reason === 'too-many-future' ? 'reservation.tooManyFuture' : 'reservation.tooManyFromAddress';
        return { ok: false, status: 409, message: messageOf(code, { count: outcome.count, phone }) };
      }
      case 'offer-gone':
        return { ok: false, status: 409, message: messageOf('reservation.offerGone') };
      case 'evening-gone':
        return eveningGone();
      case 'evening-time':
        return {
          ok: false,
          status: 400,
          message: messageOf('reservation.invalid'),
          errors: { time: messageOf('reservation.eveningTimeInvalid') },
        };
      case 'evening-party': {
        const tooLarge = messageOf('reservation.eveningPartyTooLarge', { max: outcome.max });
        return { ok: false, status: 400, message: messageOf('reservation.invalid'), errors: { partySize: tooLarge } };
      }
      case 'evening-full':
        return { ok: false, status: 409, message: messageOf('reservation.eveningFull') };
      case 'evening-service':
        return { ok: false, status: 409, message: messageOf('reservation.eveningService', { name: outcome.name }) };
      default:
        return { ok: false, status: 409, message: tableRefusalMessage(outcome) };
    }
  },
});

export default onlineBookingService;
