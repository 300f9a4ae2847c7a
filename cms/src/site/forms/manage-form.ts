import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  BOOKING_FORM_TOKEN_FIELD,
  becameARequest,
  formText,
  messageOf,
  validateReservationChange,
  type ManageFormAnswer,
  type Message,
} from '@ticino/shared';
import { formsApi, type FormsApi } from './api';
import { guestMessage } from '../../utils/json-reply';
import { formTokenKey, formTokenValid, issueFormToken, postedFields, postedFromThisSite } from './booking-form';

/** A manage page to send: what it shows and its status. */
export interface ManageReply {
  status: number;
  answer: ManageFormAnswer;
}

/** A booking's manage link: the reference and the token that opens it. */
export interface ManageLink {
  reference: string;
  token: string;
}

type ChangeOutcome = Awaited<ReturnType<FormsApi['api::reservation.reservation']['guestChange']>>;

/** What the page says of a refused change, with its status (the API's own for the same refusal). */
interface Refusal {
  status: number;
  failure: Message;
}

/** The form token's scope: a token given out for one booking's page is worth nothing on another's. */
const tokenScope = (reference: string) => `manage:${reference}`;

/** A whole number in digits as a number; anything else as typed, for the shared checks to refuse. */
const wholeOrText = (text: string): number | string => (/^\d{1,3}$/.test(text) ? Number(text) : text);

/**
 * The guest's manage page without JavaScript (docs/product.md#booking-without-javascript): the booking as the
 * server renders it, and the answers to its forms posted to the page's own address, through the same service and
 * checks as `PUT`/`DELETE /api/public/reservations/:reference`. A link that opens no booking gets null: the not-found
 * page. A form is taken only from the site's own pages (postedFromThisSite) with a token the page gave out for this
 * booking less than two hours before.
 */
export function manageFormAnswers(strapi: Core.Strapi) {
  const key = formTokenKey(strapi);
  const bookings = () => formsApi('api::reservation.reservation', strapi);

  /** The page for the booking as it now stands, or null when the link opens none. */
  async function pageFor(
    { reference, token }: ManageLink,
    outcome: Partial<Pick<ManageFormAnswer, 'message' | 'failure' | 'confirmingCancel'>> = {},
  ): Promise<ManageFormAnswer | null> {
    const now = new Date();
    const booking = await bookings().guestFind(reference, token, now);
    if (!booking) return null;
    const settings = await bookings().settings();
    const day = booking.changeable ? await bookings().availability(booking.date, booking.partySize, now) : null;
    const free = (day?.slots ?? []).filter((slot) => slot.available).map((slot) => slot.time);
    return {
      booking,
      times: [...new Set([booking.time, ...free])].sort(),
      maxPartyOnline: Math.max(settings.maxPartyOnline, booking.partySize),
      formToken: issueFormToken(key, now, tokenScope(reference)),
      confirmingCancel: outcome.confirmingCancel ?? false,
      message: outcome.message ?? null,
      failure: outcome.failure ?? null,
    };
  }

  /** Why a change was refused, as the API says it, with its status; a refused time or date says what the field's error says. */
  async function refusalOf(outcome: Exclude<ChangeOutcome, { ok: true }>): Promise<Refusal> {
    const { status, message, field } = await bookings().refusalOf(outcome);
    return { status, failure: field?.message ?? guestMessage(message) };
  }

  /** The page again, with `status`; null if the link opens no booking. */
  async function reply(link: ManageLink, status: number, outcome: Parameters<typeof pageFor>[1]) {
    const answer = await pageFor(link, outcome);
    return answer ? { status, answer } : null;
  }

  async function change(link: ManageLink, fields: Record<string, unknown>) {
    const { maxPartyOnline } = await bookings().settings();
    const checked = validateReservationChange(
      { time: formText(fields, 'time'), partySize: wholeOrText(formText(fields, 'partySize')) },
      { staff: false, maxPartyOnline },
    );
    if (!checked.ok) {
      // The form has two fields and one place for a failure: the first field's refusal says the most.
      const failure = checked.errors.time ?? checked.errors.partySize ?? messageOf('reservation.invalid');
      return reply(link, 400, { failure });
    }
    const { time, partySize } = checked.values;
    const outcome = await bookings().guestChange(link.reference, link.token, { time, partySize }, new Date());
    if (!outcome.ok) {
      const refusal = await refusalOf(outcome);
      return reply(link, refusal.status, { failure: refusal.failure });
    }
    const { before, reservation } = outcome;
    const message = becameARequest(before.status, reservation.status)
      ? messageOf('reservation.updatedToRequest', { count: reservation.partySize })
      : messageOf('reservation.updated');
    return reply(link, 200, { message });
  }

  async function cancel(link: ManageLink): Promise<ManageReply | null> {
    const outcome = await bookings().guestChange(link.reference, link.token, 'cancel', new Date());
    if (!outcome.ok) {
      const refusal = await refusalOf(outcome);
      return reply(link, refusal.status, { failure: refusal.failure });
    }
    return reply(link, 200, { message: messageOf('reservation.cancelled') });
  }

  async function withdrawAllergies(link: ManageLink): Promise<ManageReply | null> {
    const outcome = await bookings().guestWithdrawAllergies(link.reference, link.token, new Date());
    if (!outcome.ok) return null;
    return reply(link, 200, { message: messageOf('reservation.allergiesWithdrawn') });
  }

  return {
    /** The page a visit to the link gets. */
    async page(link: ManageLink): Promise<ManageReply | null> {
      return reply(link, 200, {});
    },

    /** The answer to a form posted to the link: null (the not-found page) when it opens no booking. */
    async answer(ctx: Context, link: ManageLink): Promise<ManageReply | null> {
      // A wrong link learns nothing, not even whether the form was well made.
      const booking = await bookings().guestFind(link.reference, link.token, new Date());
      if (!booking) return null;
      if (!postedFromThisSite(ctx)) return reply(link, 403, { failure: messageOf('reservation.manageForeignOrigin') });
      const fields = postedFields(ctx);
      const token = formText(fields, BOOKING_FORM_TOKEN_FIELD);
      if (!formTokenValid(token, key, new Date(), tokenScope(link.reference))) {
        return reply(link, 400, { failure: messageOf('reservation.manageExpired') });
      }
      switch (formText(fields, 'intent')) {
        case 'change':
          return change(link, fields);
        case 'cancel-ask':
          return reply(link, 200, { confirmingCancel: true });
        case 'cancel':
          return cancel(link);
        case 'withdraw-allergies':
          return withdrawAllergies(link);
        default:
          return reply(link, 400, { failure: messageOf('reservation.invalid') });
      }
    },
  };
}
