import type { Core } from '@strapi/strapi';
import type { ContactMessageValues } from '@ticino/shared';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(values: ContactMessageValues): Promise<void> {
    await strapi.documents(CONTACT_MESSAGE_UID).create({
      data: { ...values, receivedAt: new Date().toISOString() },
    });
  },
});
