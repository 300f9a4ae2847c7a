import type { Context } from 'koa';
import { RESERVATION_MESSAGES, validateGroupRequest } from '@ticino/shared';
import { replyFailure, requestBody } from '../../../utils/json-reply';
import { groupRequests } from '../services/group-request';

function sent(ctx: Context): void {
  ctx.status = 201;
  ctx.body = { success: true, message: RESERVATION_MESSAGES.groupSent };
}

/** `POST /api/group-requests` (docs/product.md#table-reservations). */
export default {
  async create(ctx: Context) {
    const body = requestBody(ctx);
    // Only robots fill the hidden field: they get a person's answer, and nothing is kept.
    const website = body && typeof body === 'object' ? (body as { website?: unknown }).website : undefined;
    if (typeof website === 'string' && website.trim() !== '') {
      sent(ctx);
      return;
    }
    const result = validateGroupRequest(body);
    if (!result.ok) {
      replyFailure(ctx, 400, RESERVATION_MESSAGES.invalid, result.errors);
      return;
    }
    await groupRequests().store(result.values, new Date());
    sent(ctx);
  },
};
