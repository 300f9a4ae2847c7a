import type { Core } from '@strapi/strapi';
import { DEFAULT_TABLE_AREAS, TABLE_SEATS } from '@ticino/shared';
import { TABLE_UID } from '../api/table/services/table';
import type { DataMigration } from './data-migration';

/**
 * Tables made before they had seats and an area (docs/product.md#tables) get 4 seats and « Salle », join nothing and
 * are bookable online: what a restaurant without a plan had.
 */
const migration: DataMigration = {
  id: '2026-11-29-table-places',
  async up(strapi: Core.Strapi) {
    const tables = strapi.db.query(TABLE_UID);
    const defaults = {
      seats: TABLE_SEATS.default,
      area: DEFAULT_TABLE_AREAS[0],
      combinableWith: [],
      onlineBookable: true,
    } as const;
    for (const [field, value] of Object.entries(defaults)) {
      await tables.updateMany({ where: { [field]: { $null: true } }, data: { [field]: value } });
    }
  },
};

export default migration;
