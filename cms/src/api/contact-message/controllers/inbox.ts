import type { Context } from 'koa';
import {
  INBOX_MESSAGES,
  validateInboxQuery,
  validateInboxUpdate,
  type ApiSuccess,
  type InboxMessageResponse,
  type InboxPageResponse,
  type InboxSummaryResponse,
} from '@ticino/shared';
import { replyFailure, requestBody } from '../../../utils/json-reply';

import { siteService } from '../../../utils/services';

const inbox = () => siteService('api::contact-message.inbox');
const delivery = () => siteService('api::contact-message.delivery');

/** Staff read guests' messages here (docs/product.md#messages-api); the routes are staff-only. */
export default {
  async list(ctx: Context) {
    const query = validateInboxQuery(ctx.query);
    if (!query.ok) {
      replyFailure(ctx, 400, INBOX_MESSAGES.queryInvalid, query.errors);
      return;
    }
    const body: InboxPageResponse = { success: true, data: await inbox().list(query.values) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  async summary(ctx: Context) {
    const body: InboxSummaryResponse = {
      success: true,
      data: await inbox().summary(delivery().notificationEnabled()),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  async update(ctx: Context) {
    const change = validateInboxUpdate(requestBody(ctx));
    if (!change.ok) {
      replyFailure(ctx, 400, INBOX_MESSAGES.updateInvalid, change.errors);
      return;
    }
    const updated = await inbox().update(String(ctx.params.id), change.values);
    if (!updated) {
      replyFailure(ctx, 404, INBOX_MESSAGES.notFound);
      return;
    }
    const body: InboxMessageResponse = { success: true, message: INBOX_MESSAGES.updated, data: updated };
    ctx.body = body;
  },

  async remove(ctx: Context) {
    if (!(await inbox().remove(String(ctx.params.id)))) {
      replyFailure(ctx, 404, INBOX_MESSAGES.notFound);
      return;
    }
    const body: Omit<ApiSuccess<never>, 'data'> = { success: true, message: INBOX_MESSAGES.deleted };
    ctx.body = body;
  },
};
