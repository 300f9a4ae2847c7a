import type { Context } from 'koa';
import { messageOf } from '@ticino/shared';
import { refuse, requestedLocale } from '../../../utils/json-reply';
import { publicContent, sendPrepared } from '../../../site/content';

export default {
  // From memory, as the plain request answered before the router (docs/architecture.md#public-content).
  async find(ctx: Context) {
    const locale = requestedLocale(ctx);
    if (!locale) return;
    const body = await publicContent(strapi).restaurantBody(locale);
    if (!body) {
      refuse(ctx, 404, messageOf('api.restaurantMissing'), { locale });
      return;
    }
    sendPrepared(ctx, body);
  },
};
