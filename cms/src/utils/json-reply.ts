import type { Context } from 'koa';
import {
  DEFAULT_LOCALE,
  dictionaryFor,
  isLocale,
  messageOf,
  isStaffMessageCode,
  wordMessage,
  wordStaffMessage,
  type ApiFailure,
  type Locale,
  type Message,
  type StaffMessage,
} from '@ticino/shared';

/** A guest's message (worded in the request's language) or a staff one (always French). */
export type AnswerMessage = Message | StaffMessage;

const isStaffMessage = (message: AnswerMessage): message is StaffMessage => isStaffMessageCode(message.code);

/** An answer on a guest's own path, which never refuses in the staff's words (a table, a version): a guest's message. */
export function guestMessage(message: AnswerMessage): Message {
  if (isStaffMessage(message)) throw new Error(`A staff answer (${message.code}) on a guest's path`);
  return message;
}

/**
 * Field errors as codes; as French words only where several problems on one list travel as one text (the opening
 * hours' slots and exceptions, a set menu's courses: see their rules), which no code could say.
 */
export type FieldErrors = Partial<Record<string, AnswerMessage | string>>;

function word(message: AnswerMessage, locale: Locale): string {
  return isStaffMessage(message) ? wordStaffMessage(message) : wordMessage(dictionaryFor(locale).messages, message);
}

/** A message's French words: the staff's language, and the back-office's. */
export const frenchWords = (message: AnswerMessage): string => word(message, DEFAULT_LOCALE);

/**
 * Ends a request with a refusal as a code, its values and its words (docs/product.md#messages-as-codes): a guest's in
 * `locale`, a staff one in French; field errors likewise, worded in `errors` and coded in `errorCodes`.
 */
export function refuse(
  ctx: Context,
  status: number,
  refusal: AnswerMessage,
  { locale = DEFAULT_LOCALE, errors }: { locale?: Locale; errors?: FieldErrors } = {},
): void {
  const body: ApiFailure = { success: false, ...coded(refusal, locale) };
  if (errors) {
    const entries = Object.entries(errors).filter((entry): entry is [string, AnswerMessage | string] =>
      Boolean(entry[1]),
    );
    const codedErrors = entries.filter((entry): entry is [string, AnswerMessage] => typeof entry[1] !== 'string');
    body.errors = Object.fromEntries(
      entries.map(([field, error]) => [field, typeof error === 'string' ? error : word(error, locale)]),
    );
    if (codedErrors.length > 0) body.errorCodes = Object.fromEntries(codedErrors);
  }
  ctx.status = status;
  ctx.body = body;
}

/** A success's `message`, worded in `locale` (French for the staff's), with its `code` and `params`. */
export function coded<Said extends AnswerMessage>(
  message: Said,
  locale: Locale = DEFAULT_LOCALE,
): { message: string; code: Said['code']; params?: Said['params'] } {
  const words = word(message, locale);
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
  const unknown = messageOf('api.localeUnknown');
  refuse(ctx, 400, unknown, { errors: { locale: unknown } });
  return null;
}
