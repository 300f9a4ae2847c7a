import type { Context } from 'koa';
import {
  isTableIdList,
  messageOf,
  type ApiSuccess,
  type BookingCreated,
  type WaitlistCreated,
  type WaitlistOfferView,
} from '@ticino/shared';
import { clientAddressKey } from '../../../utils/client-address';
import { answerLocale, coded, refuse, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { tableRefusalMessage } from '../services/reservation';

/** The offer's link carries its token in this header, as a booking's manage link does. */
const TOKEN_HEADER = 'x-reservation-token';

const waitlist = () => siteService('api::reservation.waitlist');

/** An offer's page: never cached, never indexed, its address (which holds the token) never sent on. */
function privateAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/** The offer's answers speak the party's language once the link is right, else the page's (`?locale=`). */
async function offerLocale(ctx: Context) {
  return answerLocale(ctx, await waitlist().languageOf(String(ctx.params.id), ctx.get(TOKEN_HEADER)));
}

/** The waiting list (docs/product.md#waiting-list). */
export default {
  /** A guest waits for a full time. */
  async join(ctx: Context) {
    const locale = answerLocale(ctx);
    const body = requestBody(ctx);
    const input = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    const outcome = await waitlist().join(input, clientAddressKey(ctx.ip), new Date());
    if (!outcome.ok) {
      refuse(ctx, outcome.status, outcome.message, { locale, errors: outcome.errors });
      return;
    }
    privateAnswer(ctx);
    ctx.status = 201;
    ctx.body = {
      success: true,
      ...coded(outcome.message, locale),
      data: outcome.created,
    } satisfies ApiSuccess<WaitlistCreated>;
  },

  /** The offer as the party's link shows it. */
  async offer(ctx: Context) {
    privateAnswer(ctx);
    const view = await waitlist().offerView(String(ctx.params.id), ctx.get(TOKEN_HEADER));
    if (!view) {
      refuse(ctx, 404, messageOf('reservation.offerGone'), { locale: answerLocale(ctx) });
      return;
    }
    ctx.body = { success: true, data: view } satisfies ApiSuccess<WaitlistOfferView>;
  },

  /** The party takes its offer: a booking, answered as a booking is. */
  async accept(ctx: Context) {
    privateAnswer(ctx);
    const locale = await offerLocale(ctx);
    const outcome = await waitlist().accept(String(ctx.params.id), ctx.get(TOKEN_HEADER), new Date());
    if (!outcome.ok) {
      refuse(ctx, outcome.status, outcome.message, { locale });
      return;
    }
    const said = messageOf(outcome.created.status === 'requested' ? 'reservation.requested' : 'reservation.confirmed');
    ctx.status = 201;
    ctx.body = { success: true, ...coded(said, locale), data: outcome.created } satisfies ApiSuccess<BookingCreated>;
  },

  /** The party no longer comes: its place passes to the next at once. */
  async decline(ctx: Context) {
    privateAnswer(ctx);
    const locale = await offerLocale(ctx);
    const outcome = await waitlist().decline(String(ctx.params.id), ctx.get(TOKEN_HEADER), new Date());
    if (!outcome.ok) {
      refuse(ctx, outcome.status, outcome.message, { locale });
      return;
    }
    ctx.body = { success: true, ...coded(messageOf('reservation.offerDeclined'), locale), data: null };
  },

  /** Staff seat a waiting party: `{ tables?, overCapacity? }` as for a staff booking. */
  async seat(ctx: Context) {
    const body = (requestBody(ctx) ?? {}) as { tables?: unknown; overCapacity?: unknown };
    const tables = body.tables === undefined ? null : body.tables;
    if ((tables !== null && !isTableIdList(tables)) || !['undefined', 'boolean'].includes(typeof body.overCapacity)) {
      refuse(ctx, 400, messageOf('reservation.invalid'), {
        errors:
          tables !== null && !isTableIdList(tables)
            ? { tables: messageOf('reservation.tablesInvalid') }
            : { overCapacity: messageOf('reservation.overCapacityInvalid') },
      });
      return;
    }
    const user = ctx.state.staffUser as { username: string };
    const outcome = await waitlist().seat(
      String(ctx.params.id),
      { kind: 'staff', username: user.username },
      { tables, overCapacity: body.overCapacity === true },
      new Date(),
    );
    if (outcome === null) {
      refuse(ctx, 404, messageOf('reservation.offerGone'));
      return;
    }
    if (!outcome.ok) {
      const message =
        outcome.reason === 'full'
          ? messageOf('reservation.full')
          : outcome.reason === 'no-table' || outcome.reason === 'table-taken' || outcome.reason === 'table-unknown'
            ? tableRefusalMessage(outcome)
            : messageOf('reservation.offerGone');
      refuse(ctx, 409, message);
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { success: true, ...coded(messageOf('reservation.confirmed')), data: outcome.reservation };
  },
};
