import type { Core } from '@strapi/strapi';
import { genevaDay, secondsUntilGenevaMidnight, type ContactMessageValues } from '@ticino/shared';
import { outgoingMails, restaurantAddress } from '../../outgoing-mail/services/outgoing-mail';
import { rateLimits } from '../../rate-limit/services/rate-limit';
import { contactRetentionDays } from '../../../utils/mail-settings';
import { contactNotice } from '../mail';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The restaurant's date (the key of its daily count, which starts again at midnight in Geneva) and the seconds left. */
function siteDay(now: Date): { date: string; secondsLeft: number } {
  return { date: genevaDay(now), secondsLeft: secondsUntilGenevaMidnight(now) };
}

export type StoreResult = { stored: true } | { stored: false; limit: 'address' | 'site'; retryAfterSeconds: number };

/** Where the message's notice goes when e-mail is on; without an address it gets none, and the log says so. */
async function noticeAddress(strapi: Core.Strapi): Promise<string | undefined> {
  if (!outgoingMails(strapi).enabled()) return undefined;
  const to = await restaurantAddress(strapi);
  if (!to) strapi.log.warn("Contact message: no e-mail notice, neither CONTACT_NOTIFY_TO nor the restaurant's e-mail");
  return to;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Keeps the message, unless its visitor (`clientAddressKey`) already sent their quota of messages today
   * (CONTACT_ADDRESS_DAILY_MAX), so one address cannot use up the site's, or the site already received its quota today
   * (CONTACT_DAILY_MAX). A refused message counts for neither. With e-mail on, its notice to the restaurant is stored
   * in the outbox in the same transaction, and tried once both are committed (docs/product.md#contact-e-mail).
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
    try {
      const to = await noticeAddress(strapi);
      await strapi.db.transaction(async () => {
        const created = await strapi.documents(CONTACT_MESSAGE_UID).create({
          data: { ...values, receivedAt: now.toISOString() },
        });
        const message = { ...values, documentId: created.documentId, receivedAt: now };
        if (to) await outgoingMails(strapi).enqueue(contactNotice(message, to), now);
      });
      return { stored: true };
    } catch (error) {
      await limits.refund('contactPerDay', day.date);
      await limits.refund('contactPerAddressPerDay', visitorKey);
      throw error;
    }
  },

  /**
   * Deletes the messages received more than CONTACT_RETENTION_DAYS ago, and their notices in the outbox, which hold
   * the same words; answers how many messages.
   */
  async purgeExpired(now = new Date()): Promise<number> {
    const days = contactRetentionDays();
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const count = await strapi.db.transaction(async () => {
      await outgoingMails(strapi).purgeContactNoticesBefore(cutoff);
      return (await strapi.db.query(CONTACT_MESSAGE_UID).deleteMany({ where: { receivedAt: { $lt: cutoff } } })).count;
    });
    if (count > 0) strapi.log.info(`Deleted ${count} contact message(s) older than ${days} days`);
    return count;
  },
});
