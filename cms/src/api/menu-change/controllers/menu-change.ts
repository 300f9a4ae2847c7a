import type { Context } from 'koa';
import type { MenuChangesResponse } from '@ticino/shared';
import { siteService } from '../../../utils/services';

export default {
  /** `GET /api/menu/{id}/changes`: an unknown id, or one of a deleted item, has its journal or none. */
  async forItem(ctx: Context) {
    const body: MenuChangesResponse = {
      success: true,
      data: await siteService('api::menu-change.menu-change').forItem(String(ctx.params.id)),
    };
    ctx.body = body;
  },
};
