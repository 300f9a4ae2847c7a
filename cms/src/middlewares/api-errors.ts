import type { Context, Next } from 'koa';
import { isSiteApiPath, messageOf } from '@ticino/shared';
import { answerLocale, refuse } from '../utils/json-reply';
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
 * malformed JSON, an oversized body or an unexpected failure get a message for their status, in the request's
 * language (`?locale=`).
 */
export default () => async (ctx: Context, next: Next) => {
  if (!isSiteApiPath(ctx.path)) return next();
  try {
    await next();
  } catch (error) {
    if (error instanceof RulesError) {
      const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
      refuse(ctx, error.apiStatus, error.apiMessage, hasFieldErrors ? { errors: error.fieldErrors } : {});
      return;
    }
    const httpError = error as HttpError;
    const status = httpError.status ?? httpError.statusCode ?? 500;
    if (status >= 500) {
      strapi.log.error(`${ctx.method} ${ctx.path} failed: ${httpError.stack ?? httpError.message}`);
      refuse(ctx, 500, messageOf('api.serverError'), { locale: answerLocale(ctx) });
      return;
    }
    // Koa's own messages are English: the client gets one in its language for the status.
    refuse(ctx, status, messageOf(status === 413 ? 'api.payloadTooLarge' : 'api.invalidJson'), {
      locale: answerLocale(ctx),
    });
  }
};
