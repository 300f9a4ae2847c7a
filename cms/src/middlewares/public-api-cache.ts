import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { sendPrepared } from '../public-content/bodies';
import { publicContent } from '../public-content';

const MENU = '/api/public/menu';
const RESTAURANT = '/api/public/restaurant';

/**
 * Answers the public API's two hot reads from memory as early as is safe: right after `strapi::security`, so the
 * security headers are set, before the rest of Strapi's chain and its router (docs/architecture.md#public-content).
 * Only the plain requests: with a query string (filters), an `Origin` (CORS answers) or a body (refused with 415
 * further on), the request goes on to the route, which answers from the same memory.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      (ctx.path !== MENU && ctx.path !== RESTAURANT) ||
      ctx.querystring !== '' ||
      ctx.get('Origin') !== '' ||
      ctx.get('Content-Length') !== '' ||
      ctx.get('Transfer-Encoding') !== ''
    ) {
      return next();
    }
    const cache = publicContent(strapi);
    const body = ctx.path === MENU ? await cache.menuBody({}) : await cache.restaurantBody();
    if (!body) return next();
    sendPrepared(ctx, body);
  };
