import type { Context } from 'koa';
import { replyFailure, requestedLocale } from '../../../utils/json-reply';
import { publicContent, sendPrepared } from '../../../site';

export default {
  // From memory, as the plain request answered before the router (docs/architecture.md#public-content).
  async find(ctx: Context) {
    const locale = requestedLocale(ctx);
    if (!locale) return;
    const body = await publicContent(strapi).restaurantBody(locale);
    if (!body) {
      replyFailure(ctx, 404, "Les informations du restaurant n'ont pas encore été saisies");
      return;
    }
    sendPrepared(ctx, body);
  },
};
