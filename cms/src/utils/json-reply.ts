import type { Context } from 'koa';
import { DEFAULT_LOCALE, TRANSLATION_MESSAGES, isLocale, type ApiFailure, type Locale } from '@ticino/shared';

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

/**
 * The language a public answer is asked in (`?locale=en`, docs/product.md#translations): French without one; null,
 * with a 400 already answered, for a language the site does not speak.
 */
export function requestedLocale(ctx: Context): Locale | null {
  const { locale } = ctx.query;
  if (locale === undefined) return DEFAULT_LOCALE;
  if (isLocale(locale)) return locale;
  replyFailure(ctx, 400, TRANSLATION_MESSAGES.localeUnknown, { locale: TRANSLATION_MESSAGES.localeUnknown });
  return null;
}
