import type { Core } from '@strapi/strapi';
import { readTableSettings, type TableSettingsData } from '@ticino/shared';

export const TABLE_SETTING_UID = 'api::table-setting.table-setting';

/**
 * « Réglages des tables » (docs/product.md#tables): the owner's areas, « Attribuer les tables » and the page the QR
 * codes lead to, in /cms and through `PUT /api/table-settings`; both write through the rules (rules.ts).
 */
const tableSettingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<TableSettingsData> {
    return readTableSettings(await strapi.documents(TABLE_SETTING_UID).findFirst());
  },

  /** Writes the settings sent, the others kept; the rules refuse the write whole when one is wrong. */
  async save(changes: Partial<Record<keyof TableSettingsData, unknown>>): Promise<TableSettingsData> {
    const documents = strapi.documents(TABLE_SETTING_UID);
    const stored = await documents.findFirst();
    // Checked by the rules, whatever was sent: Strapi's input typing cannot know that.
    const data = changes as never;
    if (stored) await documents.update({ documentId: stored.documentId, data });
    else await documents.create({ data });
    return this.find();
  },
});

export default tableSettingService;

export const tableSettings = (app: Core.Strapi) =>
  app.service(TABLE_SETTING_UID) as ReturnType<typeof tableSettingService>;
