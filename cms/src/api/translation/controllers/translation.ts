import type { Context } from 'koa';
import {
  TRANSLATION_MESSAGES,
  validateTranslationWrite,
  type TranslationGridResponse,
  type TranslationWrite,
  type TranslationWriteResponse,
} from '@ticino/shared';
import { replyFailure, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';

const translations = () => siteService('api::translation.translation');

/** What the staff member sent, unchecked. */
function sentWrite(ctx: Context): Partial<Record<keyof TranslationWrite, unknown>> {
  const body = requestBody(ctx);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
}

export default {
  async grid(ctx: Context) {
    const body: TranslationGridResponse = { success: true, data: await translations().grid() };
    ctx.body = body;
  },

  async write(ctx: Context) {
    const checked = validateTranslationWrite(sentWrite(ctx));
    if (!checked.ok) {
      const [first] = Object.values(checked.errors);
      replyFailure(ctx, 400, first ?? TRANSLATION_MESSAGES.fieldUnknown, checked.errors);
      return;
    }
    const field = await translations().write(checked.value);
    if (!field) {
      replyFailure(ctx, 404, TRANSLATION_MESSAGES.subjectNotFound);
      return;
    }
    const { text, validate } = checked.value;
    const message = !text
      ? TRANSLATION_MESSAGES.removed
      : validate
        ? TRANSLATION_MESSAGES.validated
        : TRANSLATION_MESSAGES.saved;
    const body: TranslationWriteResponse = { success: true, message, data: field };
    ctx.body = body;
  },
};
