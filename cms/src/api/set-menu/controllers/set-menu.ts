import type { Context } from 'koa';
import { staffMessageOf, type SetMenuInput, type SetMenuListResponse, type SetMenuResponse } from '@ticino/shared';
import { coded, refuse, requestBody, requestedLocale } from '../../../utils/json-reply';
import { publicContent, sendPrepared } from '../../../site/content';
import { siteService } from '../../../utils/services';

const setMenus = () => siteService('api::set-menu.set-menu');

/** The set menu the client sent, unchecked: the service checks it with the shared rules. */
function sentSetMenu(ctx: Context): SetMenuInput {
  const body = requestBody(ctx);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
}

export default {
  // From memory, rebuilt after any change of a set menu or of the menu (docs/architecture.md#public-content).
  async publicList(ctx: Context) {
    const locale = requestedLocale(ctx);
    if (locale) sendPrepared(ctx, await publicContent(strapi).setMenusBody(locale));
  },

  async list(ctx: Context) {
    const body: SetMenuListResponse = { success: true, data: await setMenus().list() };
    ctx.body = body;
  },

  async create(ctx: Context) {
    const body: SetMenuResponse = {
      success: true,
      ...coded(staffMessageOf('setMenu.created')),
      data: await setMenus().create(sentSetMenu(ctx)),
    };
    ctx.status = 201;
    ctx.body = body;
  },

  async update(ctx: Context) {
    const setMenu = await setMenus().update(ctx.params.id, sentSetMenu(ctx));
    if (!setMenu) {
      refuse(ctx, 404, staffMessageOf('setMenu.notFound'));
      return;
    }
    const body: SetMenuResponse = { success: true, ...coded(staffMessageOf('setMenu.updated')), data: setMenu };
    ctx.body = body;
  },

  async delete(ctx: Context) {
    if (!(await setMenus().remove(ctx.params.id))) {
      refuse(ctx, 404, staffMessageOf('setMenu.notFound'));
      return;
    }
    ctx.body = { success: true, ...coded(staffMessageOf('setMenu.deleted')) };
  },
};
