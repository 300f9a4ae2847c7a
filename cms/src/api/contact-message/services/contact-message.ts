import type { Core } from '@strapi/strapi';
import type { ContactMessageValues } from '@ticino/shared';
import { rateLimits } from '../../rate-limit/services/rate-limit';
import { siteService } from '../../../utils/services';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

/** The restaurant's clock: the daily cap starts again at midnight in Geneva. */
const SITE_TIME_ZONE = 'Europe/Zurich';

const siteClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The restaurant's date (the key of its daily count) and the seconds left until its midnight. */
function siteDay(now: Date): { date: string; secondsLeft: number } {
  const part = Object.fromEntries(siteClock.formatToParts(now).map(({ type, value }) => [type, value]));
  const secondsElapsed = Number(part.hour) * 3600 + Number(part.minute) * 60 + Number(part.second);
  return { date: `${part.year}-${part.month}-${part.day}`, secondsLeft: Math.max(1, 24 * 3600 - secondsElapsed) };
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
