import type { Context } from 'koa';
import type { RestaurantResponse } from '@ticino/shared';
import { replyFailure } from '../../../utils/json-reply';

type RestaurantService = ReturnType<typeof import('../services/restaurant').default>;

export default {
  async find(ctx: Context) {
    const service = strapi.service('api::restaurant.restaurant') as unknown as RestaurantService;
    const restaurant = await service.find();
    if (!restaurant) {
      replyFailure(ctx, 404, "Les informations du restaurant n'ont pas encore été saisies");
      return;
    }
    const body: RestaurantResponse = { success: true, data: restaurant };
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = body;
  },
};
