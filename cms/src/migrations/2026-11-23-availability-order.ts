import type { Core } from '@strapi/strapi';
import { MENU_ITEM_UID, DEFAULT_AVAILABILITY, compareMenuItems } from '@ticino/shared';
import type { DataMigration } from './data-migration';

interface Row {
  id: number;
  title: string;
  category: string;
  availability: string | null;
  position: number | null;
}

/**
 * Items made before availability and the order within a category (docs/product.md#availability,
 * docs/product.md#order-within-a-category): each becomes `disponible`, and each category keeps the order the menu
 * showed until then, by title, as positions 0, 1, 2… Written to the rows directly: the items themselves do not
 * change, so neither the write rules nor the public content's change hook need to hear of it (nothing is cached yet).
 */
const migration: DataMigration = {
  id: '2026-11-23-availability-order',
  async up(strapi: Core.Strapi) {
    const query = strapi.db.query(MENU_ITEM_UID);
    const rows = (await query.findMany({
      select: ['id', 'title', 'category', 'availability', 'position'],
    })) as Row[];
    const sorted = [...rows].sort((a, b) =>
      compareMenuItems({ ...a, position: undefined }, { ...b, position: undefined }),
    );
    const nextInCategory = new Map<string, number>();
    for (const row of sorted) {
      const position = nextInCategory.get(row.category) ?? 0;
      nextInCategory.set(row.category, position + 1);
      if (row.position === position && row.availability !== null) continue;
      await query.update({
        where: { id: row.id },
        data: { position, availability: row.availability ?? DEFAULT_AVAILABILITY },
      });
    }
  },
};

export default migration;
