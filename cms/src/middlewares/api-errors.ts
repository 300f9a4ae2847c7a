import type { Context, Next } from 'koa';
import { API_MESSAGES, isSiteApiPath } from '@ticino/shared';
import { replyFailure } from '../utils/json-reply';
import { RulesError } from '../utils/rules-error';

interface HttpError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/**
 * Turns any error thrown while serving the site's endpoints (`isSiteApiPath` in @ticino/shared, which
 * `tests/site-api-paths.test.ts` checks against every route file) into
 * `{ success: false, message, errors? }`: a write refused by a content type's rules keeps its field messages;
 * malformed JSON, an oversized body or an unexpected failure get a French message for their status.
 */
export default () => async (ctx: Context, next: Next) => {
  if (!isSiteApiPath(ctx.path)) return next();
  try {
    await next();
  } catch (error) {
    if (error instanceof RulesError) {
      replyFailure(ctx, error.apiStatus, error.apiMessage, error.fieldErrors);
      return;
    }
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
