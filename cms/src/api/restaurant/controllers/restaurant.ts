import type { Context } from 'koa';
import type { RestaurantResponse } from '@ticino/shared';
import { replyFailure } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';

export default {
  async find(ctx: Context) {
    const restaurant = await siteService('api::restaurant.restaurant').find();
    if (!restaurant) {
      replyFailure(ctx, 404, "Les informations du restaurant n'ont pas encore été saisies");
      return;
    }
    const body: RestaurantResponse = { success: true, data: restaurant };
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = body;
  },
};
