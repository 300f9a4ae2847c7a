import type { Context } from 'koa';
import {
  RESERVATION_LIMITS,
  becameARequest,
  genevaDay,
  isDayText,
  onlineBookingWindow,
  pauseDay,
  validateAvailabilityQuery,
  validatePauseChange,
  validateReservationChange,
  validateTableMove,
  validateServiceQuery,
  type ServiceData,
  movesTables,
  type ApiSuccess,
  type AvailabilityData,
  type BookingCreated,
  type GuestReservationView,
  type Message,
  type Locale,
  type ReservationPauseData,
  type ReservationSummary,
  type ReservationView,
  type StaffDayData,
  type StaffTimesData,
  messageOf,
  staffMessageOf,
} from '@ticino/shared';
import { clientAddressKey } from '../../../utils/client-address';
import { reservationSlip } from '../../payment/slip';
import { answerLocale, coded, refuse, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { evenings } from '../../evening/services/evening';
import { groupRequests } from '../../group-request/services/group-request';
import { reservationSettings } from '../../reservation-setting/services/reservation-setting';
import { reservations, type Actor, type ChangeOutcome } from '../services/reservation';

const MANAGE_TOKEN_HEADER = 'x-reservation-token';

function objectBody(ctx: Context): Record<string, unknown> {
  const body = requestBody(ctx);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function staffActor(ctx: Context): Actor | null {
  const user = ctx.state.staffUser as { username: string } | undefined;
  return user ? { kind: 'staff', username: user.username } : null;
}

/** A guest's page: never cached, never indexed, its address (which holds the token) never sent on. */
function privateAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/** The answers every refused change shares, staff's (in French) and guests' (in their language). */
async function replyRefusedChange(
  ctx: Context,
  outcome: Exclude<ChangeOutcome, { ok: true }>,
  locale: Locale = 'fr',
): Promise<void> {
  const { status, message, field } = await reservations().refusalOf(outcome);
  refuse(ctx, status, message, { locale, ...(field ? { errors: { [field.name]: field.message } } : {}) });
}

/**
 * A guest's change or cancellation through their link, answered with the booking as it now stands, in the page's
 * language (`?locale=`), else the one they booked in.
 */
async function applyGuestChange(
  ctx: Context,
  reference: string,
  token: string,
  change: Parameters<ReturnType<typeof reservations>['guestChange']>[2],
  done: Message,
): Promise<void> {
  const now = new Date();
  const locale = answerLocale(ctx, (await reservations().guestFind(reference, token, now))?.language);
  const outcome = await reservations().guestChange(reference, token, change, now);
  if (!outcome.ok) {
    await replyRefusedChange(ctx, outcome, locale);
    return;
  }
  const view = await reservations().guestFind(reference, token, now);
  const said = becameARequest(outcome.before.status, outcome.reservation.status)
    ? messageOf('reservation.updatedToRequest', { count: view!.partySize })
    : done;
  ctx.body = { success: true, ...coded(said, locale), data: view! } satisfies ApiSuccess<GuestReservationView>;
}

/** A guest takes back their allergies (docs/product.md#allergies), answered with the booking as it now stands. */
async function withdrawAllergies(ctx: Context, reference: string, token: string): Promise<void> {
  const now = new Date();
  const outcome = await reservations().guestWithdrawAllergies(reference, token, now);
  const view = outcome.ok ? await reservations().guestFind(reference, token, now) : null;
  const locale = answerLocale(ctx, view?.language);
  if (!outcome.ok || !view) {
    refuse(ctx, 404, messageOf('reservation.notFound'), { locale });
    return;
  }
  const said = messageOf('reservation.allergiesWithdrawn');
  ctx.body = { success: true, ...coded(said, locale), data: view } satisfies ApiSuccess<GuestReservationView>;
}

/** Staff move a booking's tables (docs/product.md#tables): no mail, the history keeps it. */
async function moveTables(ctx: Context): Promise<void> {
  const move = validateTableMove(requestBody(ctx));
  if (!move.ok) {
    refuse(ctx, 400, staffMessageOf('reservationTables.invalid'), { errors: move.errors });
    return;
  }
  const outcome = await reservations().moveTables(
    String(ctx.params.reference),
    move.values,
    staffActor(ctx)!,
    new Date(),
  );
  if (!outcome.ok) {
    await replyRefusedChange(ctx, outcome);
    return;
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    success: true,
    ...coded(staffMessageOf('reservationTables.moved')),
    data: outcome.reservation,
  } satisfies ApiSuccess<ReservationView>;
}

/** The API of table reservations (docs/product.md#table-reservations). */
export default {
  async availability(ctx: Context) {
    const locale = answerLocale(ctx);
    const query = validateAvailabilityQuery(ctx.query);
    if (!query.ok) {
      refuse(ctx, 400, messageOf('reservation.queryInvalid'), { locale, errors: query.errors });
      return;
    }
    const { date, partySize } = query.values;
    const settings = await reservations().settings();
    const now = new Date();
    const day =
      partySize > settings.maxPartyOnline
        ? { slots: [], message: messageOf('reservation.partyTooLargeOnline', { max: settings.maxPartyOnline }) }
        : await reservations().availability(date, partySize, now);
    const body: ApiSuccess<AvailabilityData> = {
      success: true,
      ...(day.message ? coded(day.message, locale) : {}),
      data: {
        date,
        slots: day.slots,
        lastDay: onlineBookingWindow(now, settings).lastDay,
        maxPartyOnline: settings.maxPartyOnline,
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  async create(ctx: Context) {
    const actor: Actor = staffActor(ctx) ?? { kind: 'guest', address: clientAddressKey(ctx.ip) };
    const answer = await siteService('api::reservation.online-booking').submit(objectBody(ctx), actor, new Date());
    // Staff routes stay French; a guest reads the answer in the language they book in.
    const locale = actor.kind === 'staff' ? 'fr' : answerLocale(ctx);
    if (!answer.ok) {
      refuse(ctx, answer.status, answer.message, { locale, errors: answer.errors });
      return;
    }
    privateAnswer(ctx);
    ctx.status = 201;
    ctx.body = {
      success: true,
      ...coded(answer.message, locale),
      data: answer.created,
    } satisfies ApiSuccess<BookingCreated>;
  },

  /** Staff: a day's bookings (today in Geneva without `date`). */
  async list(ctx: Context) {
    const date = ctx.query.date ?? genevaDay(new Date());
    if (!isDayText(date)) {
      refuse(ctx, 400, messageOf('reservation.invalid'), { errors: { date: messageOf('reservation.dateInvalid') } });
      return;
    }
    const body: ApiSuccess<StaffDayData> = {
      success: true,
      data: {
        date,
        ...(await reservations().dayTables()),
        reservations: await reservations().listDay(date),
        evenings: await evenings(strapi).ofDay(date),
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  /** Staff: one service of a day at the pass, read again by the service view every few seconds. */
  async service(ctx: Context) {
    const query = validateServiceQuery(ctx.query);
    if (!query.ok) {
      refuse(ctx, 400, staffMessageOf('serviceView.invalid'), { errors: query.errors });
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      data: await reservations().serviceDay(query.values.date, query.values.service),
    } satisfies ApiSuccess<ServiceData>;
  },

  /** Staff: the service's « Fiche allergies », printed for the kitchen; health data, so never kept by a cache. */
  async kitchenSheet(ctx: Context) {
    const query = validateServiceQuery(ctx.query);
    if (!query.ok) {
      refuse(ctx, 400, staffMessageOf('serviceView.invalid'), { errors: query.errors });
      return;
    }
    const { date, service } = query.values;
    const pdf = await reservations().kitchenSheet(date, service);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `inline; filename="fiche-allergies-${date}-${service}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  },

  /** Staff: what waits for an answer from today on (Geneva), for the dashboard header. */
  async summary(ctx: Context) {
    const today = genevaDay(new Date());
    const [requested, waitingGroups] = await Promise.all([
      reservations().countRequestedFrom(today),
      groupRequests().countWaitingFrom(today),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      data: { requested, groupRequests: waitingGroups },
    } satisfies ApiSuccess<ReservationSummary>;
  },

  /** Staff: the times a booking may move to on its day, for `party` people. */
  async times(ctx: Context) {
    const { party } = ctx.query;
    const partySize = typeof party === 'string' && /^\d{1,3}$/.test(party) ? Number(party) : Number.NaN;
    if (!(partySize >= 1 && partySize <= RESERVATION_LIMITS.staffMaxParty)) {
      const error =
        partySize >= 1 ? messageOf('reservation.partyTooLargeStaff') : messageOf('reservation.partyInvalid');
      refuse(ctx, 400, messageOf('reservation.invalid'), { errors: { partySize: error } });
      return;
    }
    const found = await reservations().staffTimes(String(ctx.params.reference), partySize);
    if (!found) {
      refuse(ctx, 404, messageOf('reservation.notFound'));
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: { ...found, partySize } } satisfies ApiSuccess<StaffTimesData>;
  },

  /** Staff: whether online booking is paused for tonight (« Complet ce soir »). */
  async pause(ctx: Context) {
    const date = pauseDay(new Date());
    const { pausedOn } = await reservations().settings();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: { date, paused: pausedOn === date } } satisfies ApiSuccess<ReservationPauseData>;
  },

  /** Staff: pauses online booking for tonight, or lifts the pause; the log keeps who did it. */
  async setPause(ctx: Context) {
    const change = validatePauseChange(requestBody(ctx));
    if (!change.ok) {
      refuse(ctx, 400, messageOf('reservation.invalid'), { errors: change.errors });
      return;
    }
    const date = pauseDay(new Date());
    const pausedOn = await reservationSettings(strapi).setPause(date, change.values.paused);
    const paused = pausedOn === date;
    const who = (ctx.state.staffUser as { username: string }).username;
    strapi.log.info(`« Complet ce soir » ${paused ? 'activé' : 'levé'} pour le ${date} par ${who}`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      ...coded(staffMessageOf(paused ? 'reservationPause.paused' : 'reservationPause.resumed')),
      data: { date, paused },
    } satisfies ApiSuccess<ReservationPauseData>;
  },

  /**
   * Staff: a status along the allowed transitions, a new time or party size (over capacity on purpose); or, alone, a
   * move to other tables from the version they saw.
   */
  async update(ctx: Context) {
    if (movesTables(requestBody(ctx))) {
      await moveTables(ctx);
      return;
    }
    const settings = await reservations().settings();
    const change = validateReservationChange(requestBody(ctx), {
      staff: true,
      maxPartyOnline: settings.maxPartyOnline,
    });
    if (!change.ok) {
      refuse(ctx, 400, messageOf('reservation.invalid'), { errors: change.errors });
      return;
    }
    const outcome = await reservations().staffChange(
      String(ctx.params.reference),
      change.values,
      staffActor(ctx)!,
      new Date(),
    );
    if (!outcome.ok) {
      await replyRefusedChange(ctx, outcome);
      return;
    }
    const body: ApiSuccess<ReservationView> = {
      success: true,
      ...coded(messageOf('reservation.updated')),
      data: outcome.reservation,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  async guestFind(ctx: Context) {
    privateAnswer(ctx);
    const found = await reservations().guestFind(
      String(ctx.params.reference),
      ctx.get(MANAGE_TOKEN_HEADER),
      new Date(),
    );
    if (!found) {
      refuse(ctx, 404, messageOf('reservation.notFound'), { locale: answerLocale(ctx) });
      return;
    }
    ctx.body = { success: true, data: found } satisfies ApiSuccess<GuestReservationView>;
  },

  /** The deposit's QR-bill (docs/product.md#deposits), through the booking's link; 404 when none is asked. */
  async guestSlip(ctx: Context) {
    privateAnswer(ctx);
    const found = await reservations().guestFind(
      String(ctx.params.reference),
      ctx.get(MANAGE_TOKEN_HEADER),
      new Date(),
    );
    const slip = found?.status === 'awaiting_payment' ? await reservationSlip(strapi, found) : null;
    if (!found || !slip) {
      refuse(ctx, 404, messageOf('reservation.notFound'), { locale: answerLocale(ctx, found?.language) });
      return;
    }
    ctx.set('Content-Disposition', `attachment; filename="${slip.filename}"`);
    ctx.type = 'application/pdf';
    ctx.body = slip.content;
  },

  async guestUpdate(ctx: Context) {
    privateAnswer(ctx);
    const settings = await reservations().settings();
    const change = validateReservationChange(requestBody(ctx), {
      staff: false,
      maxPartyOnline: settings.maxPartyOnline,
    });
    const reference = String(ctx.params.reference);
    const token = ctx.get(MANAGE_TOKEN_HEADER);
    if (!change.ok) {
      // A wrong link learns nothing, not even which fields are wrong.
      const found = await reservations().guestFind(reference, token, new Date());
      const locale = answerLocale(ctx, found?.language);
      if (!found) refuse(ctx, 404, messageOf('reservation.notFound'), { locale });
      else refuse(ctx, 400, messageOf('reservation.invalid'), { locale, errors: change.errors });
      return;
    }
    const { allergens, time, partySize } = change.values;
    // Shared checks let a withdrawal come alone only.
    if (allergens !== undefined) await withdrawAllergies(ctx, reference, token);
    else await applyGuestChange(ctx, reference, token, { time, partySize }, messageOf('reservation.updated'));
  },

  async guestCancel(ctx: Context) {
    privateAnswer(ctx);
    const reference = String(ctx.params.reference);
    const token = ctx.get(MANAGE_TOKEN_HEADER);
    await applyGuestChange(ctx, reference, token, 'cancel', messageOf('reservation.cancelled'));
  },
};
