import type { Core } from '@strapi/strapi';
import { genevaDay, secondsUntilGenevaMidnight, type ContactMessageValues } from '@ticino/shared';
import { rateLimits } from '../../rate-limit/services/rate-limit';
import { siteService } from '../../../utils/services';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

/** The restaurant's date (the key of its daily count, which starts again at midnight in Geneva) and the seconds left. */
function siteDay(now: Date): { date: string; secondsLeft: number } {
  return { date: genevaDay(now), secondsLeft: secondsUntilGenevaMidnight(now) };
}

export type StoreResult =
  { stored: true; documentId: string } | { stored: false; limit: 'address' | 'site'; retryAfterSeconds: number };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Keeps the message, unless its visitor (`clientAddressKey`) already sent their quota of messages today
   * (CONTACT_ADDRESS_DAILY_MAX), so one address cannot use up the site's, or the site already received its quota today
   * (CONTACT_DAILY_MAX). A refused message counts for neither. With e-mail on, it is stored as `pending` before any
   * sending is tried (docs/product.md#contact-e-mail).
   */
  async store(values: ContactMessageValues, visitor: string): Promise<StoreResult> {
    const now = new Date();
    const day = siteDay(now);
    const limits = rateLimits(strapi);
    const visitorKey = `${day.date}|${visitor}`;
    if (!(await limits.consume('contactPerAddressPerDay', visitorKey)).allowed) {
      return { stored: false, limit: 'address', retryAfterSeconds: day.secondsLeft };
    }
    if (!(await limits.consume('contactPerDay', day.date)).allowed) {
      await limits.refund('contactPerAddressPerDay', visitorKey);
      return { stored: false, limit: 'site', retryAfterSeconds: day.secondsLeft };
    }
    const delivery = siteService('api::contact-message.delivery', strapi);
    try {
      const created = await strapi.documents(CONTACT_MESSAGE_UID).create({
        data: { ...values, receivedAt: now.toISOString(), ...delivery.initialState(now) },
      });
      return { stored: true, documentId: created.documentId };
    } catch (error) {
      await limits.refund('contactPerDay', day.date);
      await limits.refund('contactPerAddressPerDay', visitorKey);
      throw error;
    }
  },
});
