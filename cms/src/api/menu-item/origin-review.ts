import type { Core } from '@strapi/strapi';
import {
  MENU_ITEM_UID,
  checkAllergens,
  checkStoredOrigins,
  originMismatchError,
  wordStaffMessage,
} from '@ticino/shared';

interface Row {
  id: number;
  title: string;
  category: string;
  allergens: unknown;
  origins: unknown;
}

/**
 * Names at each start every stored dish whose origin does not fit it (docs/product.md#swiss-food-and-price-law): a
 * fish saved as beef before the rule existed. Nothing is rewritten, since only the staff know the true origin;
 * « À vérifier » lists the dish with the same words until they correct it. Returns how many were named.
 */
export async function logMismatchedOrigins(strapi: Core.Strapi): Promise<number> {
  const rows = (await strapi.db.query(MENU_ITEM_UID).findMany({
    select: ['id', 'title', 'category', 'allergens', 'origins'],
  })) as Row[];
  let named = 0;
  for (const row of rows) {
    const mismatch = originMismatchError({
      category: row.category,
      allergens: checkAllergens(row.allergens).value ?? [],
      origins: checkStoredOrigins(row.origins).value ?? [],
    });
    if (!mismatch) continue;
    named += 1;
    strapi.log.warn(
      `Menu item « ${row.title} » (id ${row.id}): ${wordStaffMessage(mismatch)} It is listed in « À vérifier ».`,
    );
  }
  return named;
}
