import type { Context } from 'koa';
import {
  staffMessageOf,
  validateTranslationWrite,
  type TranslationGridResponse,
  type TranslationWrite,
  type TranslationWriteResponse,
} from '@ticino/shared';
import { coded, refuse, requestBody } from '../../../utils/json-reply';
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
      refuse(ctx, 400, first ?? staffMessageOf('translation.fieldUnknown'), { errors: checked.errors });
      return;
    }
    const field = await translations().write(checked.value);
    if (!field) {
      refuse(ctx, 404, staffMessageOf('translation.subjectNotFound'));
      return;
    }
    const { text, validate } = checked.value;
    const message = staffMessageOf(
      !text ? 'translation.removed' : validate ? 'translation.validated' : 'translation.saved',
    );
    const body: TranslationWriteResponse = { success: true, ...coded(message), data: field };
    ctx.body = body;
  },
};
