import type { Context } from 'koa';
import {
  isDayText,
  validateGroupRequestAnswer,
  type ApiSuccess,
  type GroupRequestListData,
  type GroupRequestView,
  bookedMessageOf,
  type GroupProposalAccepted,
  type GroupProposalPublicView,
  messageOf,
  staffMessageOf,
} from '@ticino/shared';
import { clientAddressKey } from '../../../utils/client-address';
import { answerLocale, coded, refuse, requestBody } from '../../../utils/json-reply';
import { groupRequests } from '../services/group-request';
import { groupProposals } from '../services/proposal';

/** A proposal's link carries its token in this header, as a booking's manage link does. */
const TOKEN_HEADER = 'x-reservation-token';

/** A proposal's page: never cached, never indexed, its address (which holds the token) never sent on. */
function privateAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.set('Referrer-Policy', 'no-referrer');
}

function sent(ctx: Context): void {
  ctx.status = 201;
  ctx.body = { success: true, ...coded(messageOf('reservation.groupSent'), answerLocale(ctx)) };
}

/** The group-request API (docs/product.md#reservations-api): guests send, staff list and answer. */
export default {
  async create(ctx: Context) {
    const submitted = await groupRequests().submit(requestBody(ctx), new Date(), clientAddressKey(ctx.ip));
    if (submitted.ok) {
      sent(ctx);
    } else if (submitted.status === 400) {
      refuse(ctx, 400, messageOf('reservation.invalid'), { locale: answerLocale(ctx), errors: submitted.errors });
    } else {
      ctx.set('Retry-After', String(submitted.retryAfterSeconds));
      refuse(ctx, 429, messageOf('reservation.groupDailyLimit'), { locale: answerLocale(ctx) });
    }
  },

  /** Staff: one day's requests (`?date=`), or every one from today on (Geneva). */
  async list(ctx: Context) {
    const { date } = ctx.query;
    if (date !== undefined && !isDayText(date)) {
      refuse(ctx, 400, messageOf('reservation.invalid'), { errors: { date: messageOf('reservation.dateInvalid') } });
      return;
    }
    const day = date ?? null;
    const body: ApiSuccess<GroupRequestListData> = {
      success: true,
      data: { date: day, groupRequests: await groupRequests().list(day, new Date()) },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  /** Staff: `{ status: "confirmed" | "declined" }`. */
  async answer(ctx: Context) {
    const answer = validateGroupRequestAnswer(requestBody(ctx));
    if (!answer.ok) {
      refuse(ctx, 400, messageOf('reservation.invalid'), { errors: answer.errors });
      return;
    }
    const updated = await groupRequests().answer(String(ctx.params.id), answer.values.status, new Date());
    if (!updated) {
      refuse(ctx, 404, staffMessageOf('groupRequest.notFound'));
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('groupRequest.updated')),
      data: updated,
    } satisfies ApiSuccess<GroupRequestView>;
  },

  /** Staff: a proposal answering the request (docs/product.md#group-proposals), mailed to its guest. */
  async propose(ctx: Context) {
    const id = String(ctx.params.id);
    const body = requestBody(ctx);
    const input = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    const user = ctx.state.staffUser as { username: string };
    const now = new Date();
    const outcome = await groupProposals().propose(id, input, user.username, now);
    if (!outcome.ok) {
      refuse(ctx, outcome.status, outcome.message, outcome.errors ? { errors: outcome.errors } : {});
      return;
    }
    const view = await groupRequests().find(id, now);
    if (!view) {
      refuse(ctx, 404, staffMessageOf('groupRequest.notFound'));
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    const said = outcome.mailed
      ? staffMessageOf('groupProposal.sent', { email: view.email })
      : staffMessageOf('groupProposal.notSent');
    ctx.body = { success: true, ...coded(said), data: view } satisfies ApiSuccess<GroupRequestView>;
  },

  /** The proposal as the guest's link shows it (its token in `X-Reservation-Token`). */
  async proposal(ctx: Context) {
    privateAnswer(ctx);
    const view = await groupProposals().publicView(String(ctx.params.id), ctx.get(TOKEN_HEADER), new Date());
    if (!view) {
      refuse(ctx, 404, messageOf('reservation.proposalGone'), { locale: answerLocale(ctx) });
      return;
    }
    ctx.body = { success: true, data: view } satisfies ApiSuccess<GroupProposalPublicView>;
  },

  /** The guest takes the proposal: the group's booking, answered as a booking is. */
  async acceptProposal(ctx: Context) {
    privateAnswer(ctx);
    const id = String(ctx.params.id);
    const token = ctx.get(TOKEN_HEADER);
    const locale = answerLocale(ctx, await groupProposals().languageOf(id, token));
    const outcome = await groupProposals().accept(id, token, new Date());
    if (!outcome.ok) {
      refuse(ctx, outcome.status, outcome.message, { locale });
      return;
    }
    ctx.status = 201;
    ctx.body = {
      success: true,
      ...coded(bookedMessageOf(outcome.created), locale),
      data: outcome.created,
    } satisfies ApiSuccess<GroupProposalAccepted>;
  },
};
