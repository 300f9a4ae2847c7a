import type { Context } from 'koa';
import { staffMessageOf, type ApiSuccess, type PaymentSettings } from '@ticino/shared';
import { coded, requestBody } from '../../../utils/json-reply';
import { paymentSettings } from '../services/payment-setting';

/** The payment settings (docs/product.md#payment-settings), for staff. */
export default {
  async find(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: await paymentSettings(strapi).find() } satisfies ApiSuccess<PaymentSettings>;
  },

  /** The settings whole: a field left out is emptied. The rules refuse them whole with each field's reason. */
  async update(ctx: Context) {
    const body = requestBody(ctx);
    const sent = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const saved = await paymentSettings(strapi).save(sent);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('payments.saved')),
      data: saved,
    } satisfies ApiSuccess<PaymentSettings>;
  },
};
