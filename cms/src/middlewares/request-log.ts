import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { maskedManagePath } from '../utils/manage-link';

/** The request line with the token of any address under /reservation/ masked (see `maskedManagePath`). */
export function loggedUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  return maskedManagePath(queryAt < 0 ? url : url.slice(0, queryAt)) ?? url;
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
