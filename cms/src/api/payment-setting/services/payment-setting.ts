import type { Core } from '@strapi/strapi';
import { readPaymentSettings, type PaymentSettings } from '@ticino/shared';

export const PAYMENT_SETTING_UID = 'api::payment-setting.payment-setting';

/**
 * « Réglages de paiement » (docs/product.md#payment-settings): the account and address deposits are paid to, in /cms
 * and through `PUT /api/payment-settings`; both write through the rules (../rules.ts).
 */
const paymentSettingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<PaymentSettings> {
    return readPaymentSettings(await strapi.documents(PAYMENT_SETTING_UID).findFirst());
  },

  /** Writes the settings whole; the rules refuse them whole when one field is wrong. */
  async save(sent: Record<string, unknown>): Promise<PaymentSettings> {
    const documents = strapi.documents(PAYMENT_SETTING_UID);
    const stored = await documents.findFirst();
    // Checked by the rules, whatever was sent: Strapi's input typing cannot know that.
    const data = sent as never;
    if (stored) await documents.update({ documentId: stored.documentId, data });
    else await documents.create({ data });
    return this.find();
  },
});

export default paymentSettingService;

export const paymentSettings = (app: Core.Strapi) =>
  app.service(PAYMENT_SETTING_UID) as ReturnType<typeof paymentSettingService>;
