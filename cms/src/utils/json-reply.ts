import type { Context } from 'koa';
import type { ApiFailure } from '@ticino/shared';

/** Ends a request with the API's `{ success: false, message }` shape. */
export function replyFailure(ctx: Context, status: number, message: string, errors?: ApiFailure['errors']): void {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  ctx.status = status;
  ctx.body = body;
}

/** The parsed JSON body (strapi::body fills it; Koa's own types do not declare it). */
export function requestBody(ctx: Context): unknown {
  return (ctx.request as Context['request'] & { body?: unknown }).body;
}
