import type { Context } from 'koa';
import { staffMessageOf, type ApiSuccess, type Evening, type PublicEvening, type StaffEvening } from '@ticino/shared';
import { coded, refuse, requestBody, requestedLocale } from '../../../utils/json-reply';
import { evenings } from '../services/evening';

/** The evening the client sent, unchecked: the service checks it with the shared rules. */
function sentEvening(ctx: Context): Record<string, unknown> {
  const body = requestBody(ctx);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The evenings (docs/product.md#evenings): staff write them, guests list the bookable ones. */
export default {
  /** In the guest's language (`?locale=`, docs/product.md#translations). */
  async publicList(ctx: Context) {
    // The covers left change with every booking: never kept by a cache.
    ctx.set('Cache-Control', 'no-store');
    const locale = requestedLocale(ctx);
    if (!locale) return;
    ctx.body = { success: true, data: await evenings(strapi).publicList(new Date(), locale) } satisfies ApiSuccess<
      PublicEvening[]
    >;
  },

  async list(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: await evenings(strapi).list() } satisfies ApiSuccess<StaffEvening[]>;
  },

  async create(ctx: Context) {
    const evening = await evenings(strapi).create(sentEvening(ctx));
    ctx.status = 201;
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('evening.saved')),
      data: evening,
    } satisfies ApiSuccess<Evening>;
  },

  async update(ctx: Context) {
    const evening = await evenings(strapi).update(String(ctx.params.id), sentEvening(ctx));
    if (!evening) {
      refuse(ctx, 404, staffMessageOf('evening.notFound'));
      return;
    }
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('evening.saved')),
      data: evening,
    } satisfies ApiSuccess<Evening>;
  },

  async delete(ctx: Context) {
    if (!(await evenings(strapi).remove(String(ctx.params.id)))) {
      refuse(ctx, 404, staffMessageOf('evening.notFound'));
      return;
    }
    ctx.body = { success: true, ...coded(staffMessageOf('evening.deleted')) };
  },
};
