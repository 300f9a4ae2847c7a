import type { Core } from '@strapi/strapi';
import { TABLE_SETTING_UID } from '../api/table-setting/services/table-setting';
import type { DataMigration } from './data-migration';

/** Where the table settings were kept before they had their single type: Strapi's core store. */
export const FORMER_TABLE_SETTINGS_STORE = { type: 'core', name: 'ticino-tables' } as const;
const FORMER_KEYS = ['menuPath', 'areas'] as const;

/**
 * The table settings move from Strapi's core store to « Réglages des tables », which /cms edits
 * (docs/product.md#tables): the values staff saved are kept, then the old keys go, so one place holds them.
 */
const migration: DataMigration = {
  id: '2026-11-29-table-settings',
  async up(strapi: Core.Strapi) {
    const store = strapi.store(FORMER_TABLE_SETTINGS_STORE);
    const saved: Record<string, unknown> = {};
    for (const key of FORMER_KEYS) {
      const value: unknown = await store.get({ key });
      if (value !== null && value !== undefined) saved[key] = value;
    }
    const documents = strapi.documents(TABLE_SETTING_UID);
    if (Object.keys(saved).length > 0 && !(await documents.findFirst())) {
      // Through the settings' rules, as any write: the values were checked when saved, and pass again.
      await documents.create({ data: saved as never });
    }
    for (const key of FORMER_KEYS) await store.delete({ key });
  },
};

export default migration;
