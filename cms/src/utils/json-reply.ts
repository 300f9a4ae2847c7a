import type { Context } from 'koa';
import {
  DEFAULT_LOCALE,
  TRANSLATION_MESSAGES,
  dictionaryFor,
  isLocale,
  wordFieldErrors,
  wordMessage,
  type ApiFailure,
  type Locale,
  type Message,
} from '@ticino/shared';

/** Ends a request with the API's `{ success: false, message }` shape, for a staff answer worded in French. */
export function replyFailure(ctx: Context, status: number, message: string, errors?: ApiFailure['errors']): void {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  ctx.status = status;
  ctx.body = body;
}

/** Field errors as codes, or, for the staff's fields not yet given codes, as French words. */
export type FieldErrors = Partial<Record<string, Message | string>>;

/**
 * Ends a request with a refusal as a code, its values and its words in `locale` (docs/product.md#messages-as-codes);
 * field errors likewise, worded in `errors` and coded in `errorCodes`.
 */
export function refuse(
  ctx: Context,
  status: number,
  refusal: Message,
  { locale = DEFAULT_LOCALE, errors }: { locale?: Locale; errors?: FieldErrors } = {},
): void {
  const messages = dictionaryFor(locale).messages;
  const body: ApiFailure = {
    success: false,
    message: wordMessage(messages, refusal),
    code: refusal.code,
    ...(refusal.params ? { params: refusal.params } : {}),
  };
  if (errors) {
    const entries = Object.entries(errors).filter((entry): entry is [string, Message | string] => Boolean(entry[1]));
    const codedErrors = entries.filter((entry): entry is [string, Message] => typeof entry[1] !== 'string');
    body.errors = {
      ...Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      ...wordFieldErrors(messages, Object.fromEntries(codedErrors)),
    };
    if (codedErrors.length > 0) body.errorCodes = Object.fromEntries(codedErrors);
  }
  ctx.status = status;
  ctx.body = body;
}

/** A success's `message`, worded in `locale`, with its `code` and `params`. */
export function coded(
  message: Message,
  locale: Locale = DEFAULT_LOCALE,
): { message: string; code: Message['code']; params?: Message['params'] } {
  const words = wordMessage(dictionaryFor(locale).messages, message);
  return message.params
    ? { message: words, code: message.code, params: message.params }
    : { message: words, code: message.code };
}

/** The parsed JSON body (strapi::body fills it; Koa's own types do not declare it). */
export function requestBody(ctx: Context): unknown {
  return (ctx.request as Context['request'] & { body?: unknown }).body;
}

/**
 * The language a public answer is worded in (docs/product.md#messages-as-codes): the booking's own `language` when
 * the body gives one, else `?locale=`, else the stored booking's, else French. A language the site does not speak is
 * passed over, on a write as on a read.
 */
export function answerLocale(ctx: Context, stored?: Locale | null): Locale {
  const body = requestBody(ctx);
  const language = body && typeof body === 'object' ? (body as { language?: unknown }).language : undefined;
  if (isLocale(language)) return language;
  if (isLocale(ctx.query.locale)) return ctx.query.locale;
  return stored ?? DEFAULT_LOCALE;
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
