import type { Core } from '@strapi/strapi';
import { DEFAULT_RESERVATION_SETTINGS } from '@ticino/shared';
import type { DataMigration } from './data-migration';

const RESERVATION_SETTING_UID = 'api::reservation-setting.reservation-setting';

/**
 * « Réservations » gained `paymentDeadlineDaysBefore` (docs/product.md#deposits), required in /cms: settings saved
 * before it get its default, so the owner's next save in /cms is not refused for a field they never saw empty.
 */
const migration: DataMigration = {
  id: '2026-11-29-payment-deadline',
  async up(strapi: Core.Strapi) {
    await strapi.db.query(RESERVATION_SETTING_UID).updateMany({
      where: { paymentDeadlineDaysBefore: { $null: true } },
      data: { paymentDeadlineDaysBefore: DEFAULT_RESERVATION_SETTINGS.paymentDeadlineDaysBefore },
    });
  },
};

export default migration;
