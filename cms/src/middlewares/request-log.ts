import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { reservationManageParts } from '@ticino/shared';

/**
 * The request line a guest's manage link is logged under: its token, which opens the booking, replaced by `…`, so
 * whoever reads the log cannot change or cancel it (docs/product.md#table-reservations). Any other address as it is.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const manage = reservationManageParts(pathname);
  return manage ? `/reservation/${manage.reference}/…` : url;
}

/** strapi::logger's line (method, address, time, status), with the manage links' tokens masked. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const start = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${loggedUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
    }
  };
