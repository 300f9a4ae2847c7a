import type { OutgoingHttpHeader } from 'http';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { sendPrepared } from '../public-content/bodies';
import { publicContent } from '../public-content';

const MENU = '/api/public/menu';
const RESTAURANT = '/api/public/restaurant';
const SECURITY = 'strapi::security';

type Handler = (ctx: Context, next: Next) => Promise<unknown>;
type MiddlewareEntry = string | { name?: string; resolve?: string; config?: unknown };

/** Strapi's security middleware with the configuration of config/middlewares.ts. */
function configuredSecurity(strapi: Core.Strapi): Handler {
  const entries = strapi.config.get('middlewares') as MiddlewareEntry[];
  const entry = entries.find((candidate) => (typeof candidate === 'string' ? candidate : candidate.name) === SECURITY);
  const config = typeof entry === 'object' ? (entry.config ?? {}) : {};
  const factory = strapi.get('middlewares').get(SECURITY) as (config: unknown, context: { strapi: Core.Strapi }) => Handler;
  return factory(config, { strapi });
}

/**
 * Answers the public API's two hot reads from memory, before most of Strapi's chain and its router
 * (docs/architecture.md#public-content). Only the plain requests: with a query string (filters), an `Origin` (CORS
 * answers) or a body (refused with 415 further on), the request goes on to the route, which answers from the same
 * memory.
 *
 * It stands before `strapi::security`, which builds helmet anew for every request (most of a cached answer's time),
 * and sends the very headers that middleware sets: the first such request runs Strapi's own security middleware,
 * configured as in config/middlewares.ts, and keeps what it set. Those headers depend on the configuration and on
 * the path only (Strapi varies them for /documentation and, in development, for the back-office), not on the request.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const security = configuredSecurity(strapi);
  let securityHeaders: [string, OutgoingHttpHeader][] | null = null;

  async function setSecurityHeaders(ctx: Context): Promise<void> {
    if (securityHeaders) {
      for (const [name, value] of securityHeaders) ctx.res.setHeader(name, value);
      return;
    }
    const before = new Set(ctx.res.getHeaderNames());
    await security(ctx, async () => undefined);
    securityHeaders = ctx.res
      .getHeaderNames()
      .filter((name) => !before.has(name))
      .map((name) => [name, ctx.res.getHeader(name) as OutgoingHttpHeader]);
  }

  return async (ctx: Context, next: Next) => {
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
    await setSecurityHeaders(ctx);
    sendPrepared(ctx, body);
  };
};
