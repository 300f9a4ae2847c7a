import type { Core, Modules } from '@strapi/strapi';
import type { DataMigration } from './data-migration';

const RESTAURANT_UID = 'api::restaurant.restaurant';

/** Where the site placed the restaurant before its facts held it (the seeded address, and the map's zoom). */
const PLACE_BEFORE = { latitude: 46.2127, longitude: 6.1447, mapZoom: 16 };

interface SlotRow {
  id: number;
  day: string | null;
  opensAt: string | null;
  closesAt: string | null;
}

/**
 * Opening slots were `HH:MM` strings; they are now `time` attributes with a summary that names them in /cms. Strapi
 * has converted the columns by then and kept their values; rewriting the slots through the document service runs the
 * restaurant rules (api/restaurant/rules.ts), which store each time whole and write its summary. The restaurant's
 * place, new in its facts, gets the values the pages used before.
 */
const migration: DataMigration = {
  id: '2026-11-23-hours-opening-times',
  async up(strapi: Core.Strapi) {
    const stored = (await strapi.db.query(RESTAURANT_UID).findOne({ populate: { openingHours: true } })) as {
      documentId: string;
      latitude: number | null;
      longitude: number | null;
      mapZoom: number | null;
      openingHours: SlotRow[] | null;
    } | null;
    if (!stored) return;
    await strapi.documents(RESTAURANT_UID).update({
      documentId: stored.documentId,
      data: {
        openingHours: (stored.openingHours ?? []).map(({ id, day, opensAt, closesAt }) => ({
          id,
          day,
          opensAt,
          closesAt,
        })),
        latitude: stored.latitude ?? PLACE_BEFORE.latitude,
        longitude: stored.longitude ?? PLACE_BEFORE.longitude,
        mapZoom: stored.mapZoom ?? PLACE_BEFORE.mapZoom,
      } as Modules.Documents.Params.Data.Input<typeof RESTAURANT_UID>,
    });
  },
};

export default migration;
