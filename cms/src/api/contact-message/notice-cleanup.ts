import type { Core } from '@strapi/strapi';
import { outgoingMails } from '../outgoing-mail/services/outgoing-mail';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

/**
 * A contact message deleted by staff, from the Messages tab or /cms, takes its notice in the outbox with it, in the
 * same transaction: the notice holds the guest's words too, and one not sent yet is not tried again.
 */
export function registerNoticeCleanup(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== CONTACT_MESSAGE_UID || context.action !== 'delete') return next();
    const { documentId } = context.params as { documentId?: string };
    return await strapi.db.transaction(async () => {
      const result = await next();
      if (documentId) await outgoingMails(strapi).purgeNoticeOf(documentId);
      return result;
    });
  });
}
