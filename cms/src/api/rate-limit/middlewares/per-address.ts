import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { rateLimits, type RateLimitConfig } from '../services/rate-limit';
import { clientAddressKey } from '../../../utils/client-address';
import { answerLocale, refuse } from '../../../utils/json-reply';

/**
 * `global::rate-limit` (src/middlewares/rate-limit.ts) and `api::rate-limit.per-address`: counts each request of the
 * route for the visitor's address and answers 429, with Retry-After, past the quota.
 */
export default (config: RateLimitConfig, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const verdict = await rateLimits(strapi).consume(config.limit, clientAddressKey(ctx.ip));
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      refuse(ctx, 429, config.message, { locale: answerLocale(ctx) });
      return;
    }
    await next();
  };
};
