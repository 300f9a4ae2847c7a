import type { Context } from 'koa';
import { replyFailure } from '../../../utils/json-reply';
import { publicContent, sendPrepared } from '../../../site';

export default {
  // From memory, as the plain request answered before the router (docs/architecture.md#public-content).
  async find(ctx: Context) {
    const body = await publicContent(strapi).restaurantBody();
    if (!body) {
      replyFailure(ctx, 404, "Les informations du restaurant n'ont pas encore été saisies");
      return;
    }
    sendPrepared(ctx, body);
  },
};
