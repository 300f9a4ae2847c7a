import type { Core } from '@strapi/strapi';
import { MENU_ITEM_UID, countryCodeOf } from '@ticino/shared';
import type { DataMigration } from './data-migration';

interface Row {
  id: number;
  title: string;
  origins: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Countries of origin typed as French text (« Suisse », « Viêt Nam ») become ISO codes (`CH`, `VN`), which each page
 * names in its own language (docs/product.md#swiss-food-and-price-law). A text no language names is left as written,
 * shown as it is, and logged so the staff can pick its country: the dashboard offers it as « à choisir dans la liste ».
 * Written to the rows directly, like the other migrations: the dishes do not change for the guests reading French.
 */
const migration: DataMigration = {
  id: '2026-11-27-origin-country-codes',
  async up(strapi: Core.Strapi) {
    const query = strapi.db.query(MENU_ITEM_UID);
    const rows = (await query.findMany({ select: ['id', 'title', 'origins'] })) as Row[];
    for (const row of rows) {
      if (!Array.isArray(row.origins)) continue;
      let changed = false;
      const origins = row.origins.map((origin: unknown) => {
        if (!isRecord(origin) || typeof origin.country !== 'string' || origin.country === '') return origin;
        const code = countryCodeOf(origin.country);
        if (code === null) {
          strapi.log.warn(
            `Data migration origin-country-codes: « ${row.title} » keeps the country « ${origin.country} », which names no country; choose it in the dashboard.`,
          );
          return origin;
        }
        if (code === origin.country) return origin;
        changed = true;
        return { ...origin, country: code };
      });
      if (changed) await query.update({ where: { id: row.id }, data: { origins } });
    }
  },
};

export default migration;
