import type { Context, Next } from 'koa';
import { API_MESSAGES } from '@ticino/shared';
import { replyFailure } from '../utils/json-reply';

/** The site's own endpoints; Strapi's other APIs keep Strapi's error format. */
const SITE_API = /^\/api\/(auth\/(login|logout|check|me)|menu|public|contact|messages)(\/|$)/;

interface HttpError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/**
 * Turns any error thrown while serving the site's endpoints (malformed JSON,
 * oversized body, unexpected failures) into `{ success: false, message }`.
 */
export default () => async (ctx: Context, next: Next) => {
  if (!SITE_API.test(ctx.path)) return next();
  try {
    await next();
  } catch (error) {
    const httpError = error as HttpError;
    const status = httpError.status ?? httpError.statusCode ?? 500;
    if (status >= 500) {
      strapi.log.error(`${ctx.method} ${ctx.path} failed: ${httpError.stack ?? httpError.message}`);
      replyFailure(ctx, 500, API_MESSAGES.serverError);
      return;
    }
    // Koa's own messages are English: the client gets a French one for its status.
    replyFailure(ctx, status, status === 413 ? API_MESSAGES.payloadTooLarge : API_MESSAGES.invalidJson);
  }
};
