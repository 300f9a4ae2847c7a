import type { Context } from 'koa';
import {
  staffMessageOf,
  validateInboxQuery,
  validateInboxUpdate,
  type ApiSuccess,
  type InboxMessageResponse,
  type InboxPageResponse,
  type InboxSummaryResponse,
} from '@ticino/shared';
import { coded, refuse, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { outgoingMails } from '../../outgoing-mail/services/outgoing-mail';

const inbox = () => siteService('api::contact-message.inbox');

/** Staff read guests' messages here (docs/product.md#messages-api); the routes are staff-only. */
export default {
  async list(ctx: Context) {
    const query = validateInboxQuery(ctx.query);
    if (!query.ok) {
      refuse(ctx, 400, staffMessageOf('inbox.queryInvalid'), { errors: query.errors });
      return;
    }
    const body: InboxPageResponse = { success: true, data: await inbox().list(query.values) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  async summary(ctx: Context) {
    const body: InboxSummaryResponse = {
      success: true,
      data: await inbox().summary(outgoingMails(strapi).enabled()),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  },

  async update(ctx: Context) {
    const change = validateInboxUpdate(requestBody(ctx));
    if (!change.ok) {
      refuse(ctx, 400, staffMessageOf('inbox.updateInvalid'), { errors: change.errors });
      return;
    }
    const updated = await inbox().update(String(ctx.params.id), change.values);
    if (!updated) {
      refuse(ctx, 404, staffMessageOf('inbox.notFound'));
      return;
    }
    const body: InboxMessageResponse = { success: true, ...coded(staffMessageOf('inbox.updated')), data: updated };
    ctx.body = body;
  },

  async remove(ctx: Context) {
    if (!(await inbox().remove(String(ctx.params.id)))) {
      refuse(ctx, 404, staffMessageOf('inbox.notFound'));
      return;
    }
    const body: Omit<ApiSuccess<never>, 'data'> = { success: true, ...coded(staffMessageOf('inbox.deleted')) };
    ctx.body = body;
  },
};
