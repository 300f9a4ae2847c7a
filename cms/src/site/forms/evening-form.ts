import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  BOOKING_FORM_TOKEN_FIELD,
  bookingFormValues,
  bookingInputFromForm,
  formText,
  messageOf,
  type EveningAddress,
  type EveningFormAnswer,
  type Locale,
  type Message,
  type PublicEvening,
  type ReservationErrors,
} from '@ticino/shared';
import { clientAddressKey } from '../../utils/client-address';
import { guestMessage } from '../../utils/json-reply';
import { formsApi } from './api';
import {
  formTokenKey,
  formTokenValid,
  issueFormToken,
  postedFields,
  postedFromThisSite,
  withinBookingRateLimit,
} from './booking-form';

/** An evening's page answering its posted form: the evening, what came of the post, and its status. */
export interface EveningReply {
  evening: PublicEvening;
  status: number;
  answer: EveningFormAnswer;
}

/** A token given out for one evening's page is worth nothing on another's, nor on the booking page's. */
const tokenScope = (slug: string) => `evening:${slug}`;

/**
 * How often an evening's page gets a new token. The page is made once for every visitor and kept while the evening
 * does not change (cms/src/site/pages): its token is the same for all within the hour, issued at the hour's start, so
 * a page sent at the hour's end still leaves an hour of the token's two to fill the form.
 */
const TOKEN_PERIOD_MS = 60 * 60 * 1000;

/**
 * An evening's booking form without JavaScript (docs/product.md#evenings): the token its page carries, and the answer
 * to the form posted to the page's own address, through the same service and checks as `POST /api/reservations` with
 * the evening's id, counted with the bookings of the address. Only a form posted from the site's own pages is taken
 * (postedFromThisSite), with a token the evening's page gave out less than two hours before.
 */
export function eveningFormAnswers(strapi: Core.Strapi) {
  const key = formTokenKey(strapi);

  function refused(fields: Record<string, unknown>, failure: Message, errors: ReservationErrors = {}) {
    const answer: EveningFormAnswer = {
      step: 'refused',
      partySize: formText(fields, 'partySize'),
      values: bookingFormValues(fields),
      errors,
      failure,
    };
    return answer;
  }

  async function book(ctx: Context, evening: PublicEvening, fields: Record<string, unknown>, language: Locale) {
    // The booking keeps the language of the page it was made on: its e-mails and manage page speak it.
    const input = { ...bookingInputFromForm(fields), eventId: evening.id, date: evening.date, language };
    const submitted = await formsApi('api::reservation.online-booking', strapi).submit(
      input,
      { kind: 'guest', address: clientAddressKey(ctx.ip) },
      new Date(),
    );
    if (submitted.ok) {
      const answer: EveningFormAnswer = { step: 'booked', booking: submitted.created, message: submitted.message };
      return { status: 201, answer };
    }
    const failure = guestMessage(submitted.message);
    return { status: submitted.status, answer: refused(fields, failure, submitted.errors) };
  }

  return {
    /** The token the evening's page carries at `now`, the same for every visitor within TOKEN_PERIOD_MS. */
    token(slug: string, now: Date): string {
      const periodStart = new Date(now.getTime() - (now.getTime() % TOKEN_PERIOD_MS));
      return issueFormToken(key, periodStart, tokenScope(slug));
    },

    /**
     * The answer to the form posted to the evening's page at `address`, in its language; null (the not-found page)
     * when that evening is not listed.
     */
    async answer(ctx: Context, { slug, locale }: EveningAddress): Promise<EveningReply | null> {
      const listed = await formsApi('api::evening.evening', strapi).publicList(new Date());
      const evening = listed.find((each) => each.slug === slug);
      if (!evening) return null;
      const fields = postedFields(ctx);
      if (!postedFromThisSite(ctx)) {
        return { evening, status: 403, answer: refused(fields, messageOf('reservation.eveningForeignOrigin')) };
      }
      if (!formTokenValid(formText(fields, BOOKING_FORM_TOKEN_FIELD), key, new Date(), tokenScope(slug))) {
        return { evening, status: 400, answer: refused(fields, messageOf('reservation.expired')) };
      }
      if (!(await withinBookingRateLimit(strapi, ctx))) {
        return { evening, status: 429, answer: refused(fields, messageOf('reservation.rateLimited')) };
      }
      return { evening, ...(await book(ctx, evening, fields, locale)) };
    },
  };
}
