import type { Context } from 'koa';
import {
  filledByRobot,
  validateContactMessage,
  type ContactMessageInput,
  type ContactResponse,
  type PrivacyFactsResponse,
  messageOf,
} from '@ticino/shared';
import { clientAddressKey } from '../../../utils/client-address';
import { contactRetentionDays } from '../../../utils/mail-settings';
import { answerLocale, coded, refuse, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { reservationSettings } from '../../reservation-setting/services/reservation-setting';

function accepted(ctx: Context): void {
  const body: ContactResponse = {
    success: true,
    ...coded(messageOf('contact.sent'), answerLocale(ctx)),
  };
  ctx.status = 201;
  ctx.body = body;
}

export default {
  async create(ctx: Context) {
    const body = requestBody(ctx);
    const input: ContactMessageInput = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    // Only robots fill the hidden field: they get the very answer a person gets, so they do not retry, and
    // nothing is kept.
    if (filledByRobot(input)) {
      accepted(ctx);
      return;
    }
    const result = validateContactMessage(input);
    if (!result.ok) {
      refuse(ctx, 400, messageOf('contact.invalid'), { locale: answerLocale(ctx), errors: result.errors });
      return;
    }
    const outcome = await siteService('api::contact-message.contact-message').store(
      result.values,
      clientAddressKey(ctx.ip),
    );
    if (!outcome.stored) {
      ctx.set('Retry-After', String(outcome.retryAfterSeconds));
      const message =
        outcome.limit === 'address'
          ? messageOf('contact.addressDailyLimitReached')
          : messageOf('contact.dailyLimitReached');
      refuse(ctx, 429, message, { locale: answerLocale(ctx) });
      return;
    }
    // Stored: the visitor has their answer now; the outbox sends the notice to the restaurant in the background.
    accepted(ctx);
  },

  /** What the privacy statement states about kept data (docs/product.md#privacy-statement-dialog). */
  async privacy(ctx: Context) {
    const { retentionDays } = await reservationSettings(strapi).find();
    const body: PrivacyFactsResponse = {
      success: true,
      data: { contactRetentionDays: contactRetentionDays(), reservationRetentionDays: retentionDays },
    };
    ctx.body = body;
  },
};
