import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  BOOKING_FORM_TOKEN_FIELD,
  BOOKING_FORM_TOKEN_MAX_AGE_MS,
  bookingFormValues,
  bookingInputFromForm,
  formText,
  groupFormText,
  groupRequestFromText,
  validateAvailabilityQuery,
  waitlistInputFromForm,
  type BookingFormAnswer,
  type BookingFormValues,
  type DayText,
  type GroupFormText,
  type GroupRequestErrors,
  type Locale,
  type Message,
  type ReservationErrors,
  messageOf,
} from '@ticino/shared';
import { clientAddressKey } from '../../utils/client-address';
import { guestMessage } from '../../utils/json-reply';
import { siteOrigins } from '../../utils/public-url';
import { formsApi } from './api';

/**
 * Whether the address may have one more page of the booking's forms rendered (times, a booking, a group request, a
 * guest's manage page): they share the API's quota of bookings per address. Past it, Retry-After is set.
 */
export async function withinBookingRateLimit(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const verdict = await formsApi('api::rate-limit.rate-limit', strapi).consume(
    'reservationPerAddress',
    clientAddressKey(ctx.ip),
  );
  if (!verdict.allowed) ctx.set('Retry-After', String(verdict.retryAfterSeconds));
  return verdict.allowed;
}

/** A page to send for a posted form: the answer to render and the status it goes with. */
export interface FormReply {
  status: number;
  answer: BookingFormAnswer;
}

const DEFAULT_PARTY = 2;

/** The form tokens' key, derived from the app's first key (APP_KEYS): the same on every instance. */
export function formTokenKey(strapi: Core.Strapi): Buffer {
  const [appKey] = strapi.config.get<string[]>('server.app.keys') ?? [];
  return crypto
    .createHmac('sha256', appKey ?? '')
    .update('booking-form-token')
    .digest();
}

/** `scope` binds a token to one form: `booking-form` for /reserver, the booking's reference for its manage page. */
const tokenSignature = (key: Buffer, issuedAt: string, scope: string) =>
  crypto.createHmac('sha256', key).update(`${scope}:${issuedAt}`).digest('base64url');

/** A token for the page's form: the time it was given out, signed. */
export function issueFormToken(key: Buffer, now: Date, scope = 'booking-form'): string {
  const issuedAt = String(now.getTime());
  return `${issuedAt}.${tokenSignature(key, issuedAt, scope)}`;
}

/** Whether a posted token was given out by this site for `scope`, less than BOOKING_FORM_TOKEN_MAX_AGE_MS ago. */
export function formTokenValid(token: string, key: Buffer, now: Date, scope = 'booking-form'): boolean {
  const [issuedAt, signature, ...rest] = token.split('.');
  if (!issuedAt || !signature || rest.length > 0 || !/^\d{1,15}$/.test(issuedAt)) return false;
  const expected = Buffer.from(tokenSignature(key, issuedAt, scope));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
  const age = now.getTime() - Number(issuedAt);
  return age >= 0 && age <= BOOKING_FORM_TOKEN_MAX_AGE_MS;
}

/**
 * Whether the form was posted from one of the site's own pages. Browsers say so in Sec-Fetch-Site, whatever the
 * referrer policy (the site's is no-referrer, under which they send `Origin: null` and no Referer); older ones by
 * their Origin, else their Referer. A post that says neither is refused.
 */
export function postedFromThisSite(ctx: Context): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = ctx.get('origin');
  if (origin && origin !== 'null') return siteOrigins().includes(origin);
  const referer = ctx.get('referer');
  if (!referer || !URL.canParse(referer)) return false;
  return siteOrigins().includes(new URL(referer).origin);
}

export function postedFields(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as Context['request'] & { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

interface TimesStep {
  partySize: number;
  date: string;
  values: BookingFormValues;
  /** The post refused was the waiting list's (`intent=wait`). */
  waiting?: boolean;
  errors?: ReservationErrors;
  failure?: Message | null;
  status?: number;
}

/** The first step again, with why: a party or a date the times cannot be shown for. */
const dateStep = (partySize: number, date: string, errors: ReservationErrors, failure: Message, status: number) => ({
  status,
  answer: { step: 'date', partySize, date, errors, failure } satisfies BookingFormAnswer,
});

/**
 * The times step: the day's times for the party, what was typed, the refusal if any, and a new form token; the first
 * step again for a date or a party the times cannot be shown for.
 */
function timesSteps(strapi: Core.Strapi, key: Buffer) {
  const bookings = () => formsApi('api::reservation.reservation', strapi);
  return async function timesStep(step: TimesStep): Promise<FormReply> {
    const { partySize, date, values, waiting, errors = {}, failure = null, status = 200 } = step;
    const now = new Date();
    const query = validateAvailabilityQuery({ date, party: String(partySize) });
    if (!query.ok) return dateStep(DEFAULT_PARTY, date, query.errors, messageOf('reservation.queryInvalid'), 400);
    const settings = await bookings().settings();
    if (partySize > settings.maxPartyOnline) {
      const tooMany = messageOf('reservation.partyTooLargeOnline', { max: settings.maxPartyOnline });
      return dateStep(DEFAULT_PARTY, date, { partySize: tooMany }, tooMany, 400);
    }
    const day = await bookings().availability(query.values.date, partySize, now);
    const answer: BookingFormAnswer = {
      step: 'times',
      partySize,
      date: query.values.date,
      slots: day.slots,
      notice: day.message ?? null,
      values,
      ...(waiting ? { waiting } : {}),
      errors,
      failure,
      formToken: issueFormToken(key, now),
    };
    return { status, answer };
  };
}

/**
 * The answers to `POST /reserver` (or the booking page of another language), the booking form sent without JavaScript (docs/product.md#booking-without-
 * javascript): `intent=times` shows the day's free times for the party, `intent=book` books through the same checks
 * as `POST /api/reservations`, `intent=wait` puts the party on the waiting list for a full time as `POST /api/waitlist`
 * does. Only a form posted from the site's own pages is taken (postedFromThisSite), and a booking or a place on the
 * waiting list only with a token the times' page gave out less than two hours before.
 */
export function bookingFormAnswers(strapi: Core.Strapi) {
  const key = formTokenKey(strapi);
  const bookings = () => formsApi('api::reservation.reservation', strapi);
  const timesStep = timesSteps(strapi, key);

  /** The group request's form, first shown (for a party above the online maximum) or again with why. */
  function groupStep(values: GroupFormText, errors: GroupRequestErrors, failure: Message | null, status: number) {
    const answer: BookingFormAnswer = {
      step: 'group',
      values,
      errors,
      failure,
      formToken: issueFormToken(key, new Date()),
    };
    return { status, answer };
  }

  async function emptyGroupStep(): Promise<FormReply> {
    const { maxPartyOnline } = await bookings().settings();
    const values = { ...groupFormText({}), guests: String(maxPartyOnline + 1) };
    return groupStep(values, {}, null, 200);
  }

  const withinRateLimit = (ctx: Context) => withinBookingRateLimit(strapi, ctx);

  async function sendGroup(ctx: Context, fields: Record<string, unknown>, locale: Locale): Promise<FormReply> {
    const values = groupFormText(fields);
    if (!formTokenValid(formText(fields, BOOKING_FORM_TOKEN_FIELD), key, new Date())) {
      return groupStep(values, {}, messageOf('reservation.expired'), 400);
    }
    if (!(await withinRateLimit(ctx))) return groupStep(values, {}, messageOf('reservation.rateLimited'), 429);
    const input = { ...groupRequestFromText(values, locale), website: formText(fields, 'website') };
    const submitted = await formsApi('api::group-request.group-request', strapi).submit(
      input,
      new Date(),
      clientAddressKey(ctx.ip),
    );
    if (submitted.ok)
      return { status: 201, answer: { step: 'group-sent', message: messageOf('reservation.groupSent') } };
    if (submitted.status === 400) return groupStep(values, submitted.errors, messageOf('reservation.invalid'), 400);
    ctx.set('Retry-After', String(submitted.retryAfterSeconds));
    return groupStep(values, {}, messageOf('reservation.groupDailyLimit'), 429);
  }

  async function book(ctx: Context, fields: Record<string, unknown>, language: Locale): Promise<FormReply> {
    // The booking keeps the language of the page it was made on: its e-mails and manage page speak it.
    const input = { ...bookingInputFromForm(fields), language };
    const step = { partySize: Number(input.partySize), date: String(input.date), values: bookingFormValues(fields) };
    if (!formTokenValid(formText(fields, BOOKING_FORM_TOKEN_FIELD), key, new Date())) {
      return timesStep({ ...step, failure: messageOf('reservation.expired'), status: 400 });
    }
    if (!(await withinRateLimit(ctx))) {
      return timesStep({ ...step, failure: messageOf('reservation.rateLimited'), status: 429 });
    }
    const submitted = await formsApi('api::reservation.online-booking', strapi).submit(
      input,
      { kind: 'guest', address: clientAddressKey(ctx.ip) },
      new Date(),
    );
    if (submitted.ok) {
      return { status: 201, answer: { step: 'done', booking: submitted.created, message: submitted.message } };
    }
    return timesStep({
      ...step,
      errors: submitted.errors ?? {},
      failure: guestMessage(submitted.message),
      status: submitted.status,
    });
  }

  /**
   * A place on the waiting list for the full time chosen (docs/product.md#waiting-list), through the same service and
   * checks as `POST /api/waitlist`, counted with the bookings of the address; a robot that fills the hidden field gets
   * a person's answer, and nothing is kept (the service's own check).
   */
  async function wait(ctx: Context, fields: Record<string, unknown>, language: Locale): Promise<FormReply> {
    // The place keeps the language of the page it was asked on: its offer's e-mail and page speak it.
    const input = { ...waitlistInputFromForm(fields), language };
    const step = {
      partySize: Number(input.partySize),
      date: String(input.date),
      values: bookingFormValues(fields),
      waiting: true,
    };
    if (!formTokenValid(formText(fields, BOOKING_FORM_TOKEN_FIELD), key, new Date())) {
      return timesStep({ ...step, failure: messageOf('reservation.expired'), status: 400 });
    }
    if (!(await withinRateLimit(ctx))) {
      return timesStep({ ...step, failure: messageOf('reservation.rateLimited'), status: 429 });
    }
    const joined = await formsApi('api::reservation.waitlist', strapi).join(
      input,
      clientAddressKey(ctx.ip),
      new Date(),
    );
    if (joined.ok) {
      const { date, time, partySize } = input as { date: DayText; time: string; partySize: number };
      return { status: 201, answer: { step: 'waiting', date, time, partySize, message: joined.message } };
    }
    return timesStep({
      ...step,
      errors: joined.errors ?? {},
      failure: guestMessage(joined.message),
      status: joined.status,
    });
  }

  /** The answer to the form posted to the booking page in `locale`. */
  return async function answer(ctx: Context, locale: Locale): Promise<FormReply> {
    if (!postedFromThisSite(ctx)) {
      return dateStep(DEFAULT_PARTY, '', {}, messageOf('reservation.foreignOrigin'), 403);
    }
    const fields = postedFields(ctx);
    const intent = formText(fields, 'intent');
    if (intent === 'book') return book(ctx, fields, locale);
    if (intent === 'wait') return wait(ctx, fields, locale);
    if (intent === 'group') return sendGroup(ctx, fields, locale);
    const party = formText(fields, 'partySize');
    const date = formText(fields, 'date');
    if (party === 'group') return emptyGroupStep();
    if (!/^\d{1,3}$/.test(party)) {
      return dateStep(
        DEFAULT_PARTY,
        date,
        { partySize: messageOf('reservation.partyInvalid') },
        messageOf('reservation.invalid'),
        400,
      );
    }
    // The day's times are worked out for each post: past the quota, the date step again, without them.
    if (!(await withinRateLimit(ctx)))
      return dateStep(Number(party), date, {}, messageOf('reservation.rateLimited'), 429);
    return timesStep({ partySize: Number(party), date, values: bookingFormValues(fields) });
  };
}
