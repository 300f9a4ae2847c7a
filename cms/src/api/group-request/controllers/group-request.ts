import type { Context } from 'koa';
import {
  genevaDay,
  isDayText,
  validateGroupRequestAnswer,
  type ApiSuccess,
  type GroupRequestListData,
  type GroupRequestView,
  messageOf,
  staffMessageOf,
} from '@ticino/shared';
import { clientAddressKey } from '../../../utils/client-address';
import { answerLocale, coded, refuse, requestBody } from '../../../utils/json-reply';
import { groupRequests } from '../services/group-request';

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
      data: { date: day, groupRequests: await groupRequests().list(day, genevaDay(new Date())) },
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
    const updated = await groupRequests().answer(String(ctx.params.id), answer.values.status);
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
};
