import type { Core } from '@strapi/strapi';
import {
  MENU_ITEM_UID,
  DEFAULT_ALLERGEN_NOTICE,
  DEFAULT_BREAD_ORIGIN,
  DEFAULT_PRICE_NOTICE,
  NO_LAW_DETAILS,
  type LawField,
  type MenuItemValues,
} from '@ticino/shared';
import { menuSeed } from '../seed/content';
import type { DataMigration } from './data-migration';

const LAW_FIELDS = Object.keys(NO_LAW_DETAILS) as LawField[];

interface StoredRow {
  id: number;
  title: string;
  category: string;
  price: number | string;
  allergens: unknown;
}

/**
 * Swiss food and price law (docs/product.md#swiss-food-and-price-law) on a database made before it: the restaurant's
 * notices get their French defaults, and each item still holding the seeded dish (same title and category) gets the
 * seed's allergens, origins, diets, quantities and wine details, its first quantity at the item's own price (the
 * staff may have repriced it). Other items are left to the staff: the « À vérifier » list shows them. Written with the
 * query engine, below the write rules, as the items are not yet complete.
 */
const migration: DataMigration = {
  id: '2026-11-23-swisslaw-menu-law',
  async up(strapi: Core.Strapi) {
    const restaurants = strapi.db.query('api::restaurant.restaurant');
    for (const row of (await restaurants.findMany({})) as Record<string, unknown>[]) {
      await restaurants.update({
        where: { id: row.id },
        data: {
          breadOrigin: row.breadOrigin ?? DEFAULT_BREAD_ORIGIN,
          allergenNotice: row.allergenNotice ?? DEFAULT_ALLERGEN_NOTICE,
          priceNotice: row.priceNotice ?? DEFAULT_PRICE_NOTICE,
        },
      });
    }

    const seeded = new Map<string, MenuItemValues>(menuSeed().map((item) => [`${item.category}\n${item.title}`, item]));
    const items = strapi.db.query(MENU_ITEM_UID);
    const rows = (await items.findMany({
      select: ['id', 'title', 'category', 'price', 'allergens'],
    })) as StoredRow[];
    for (const row of rows) {
      if (row.allergens !== null && row.allergens !== undefined) continue;
      const seed = seeded.get(`${row.category}\n${row.title}`);
      const data: Record<string, unknown> = Object.fromEntries(
        LAW_FIELDS.map((field) => [field, seed ? seed[field] : NO_LAW_DETAILS[field]]),
      );
      if (seed && seed.quantities.length > 0) {
        const [first, ...others] = seed.quantities;
        data.quantities = [{ ...first, price: Number(row.price) }, ...others];
      }
      await items.update({ where: { id: row.id }, data });
    }
  },
};

export default migration;
