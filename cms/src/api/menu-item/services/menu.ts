import type { Core } from '@strapi/strapi';
import {
  MENU_CATEGORIES,
  MENU_ITEM_UID,
  checkAllergens,
  boardOn,
  checkTraces,
  compareMenuItems,
  isBoardDish,
  menuSearch,
  serviceDayOf,
  type Availability,
  type DayText,
  type MenuCategory,
  type MenuItem,
  type AllergenConfirmation,
  type MenuItemInput,
  type MenuStatistics,
} from '@ticino/shared';
import { nextPosition, toCheck, withPriceChangeConfirmed } from '../rules';
import { photoWrites } from '../photo-writes';
import {
  FIELDS,
  POPULATE,
  lockItem,
  namesNoItem,
  toMenuItem,
  withRowBeforeWrite,
  type RowBeforeWrite,
  type StoredMenuItem,
} from '../stored-item';

export type { PhotoOutcome, SentPhoto } from '../photo-writes';

/** How a dashboard card marks a dish (docs/product.md#availability). */
export interface AvailabilityChange {
  availability: Availability;
  /** For `épuisé`: until further notice rather than until the next service day. */
  untilFurtherNotice: boolean;
}

/** Why an order was refused: it does not name exactly the items of the category as they now are. */
export class StaleOrderError extends Error {}

export interface MenuFilters {
  category?: MenuCategory;
  search?: string;
}

/**
 * The item's last allergen confirmation, kept by an edit that does not confirm them again, unless it changes the
 * allergens or traces: those are then unconfirmed until someone confirms them.
 */
function keptConfirmation(stored: RowBeforeWrite | null, input: MenuItemInput): AllergenConfirmation | null {
  if (!stored?.allergensConfirmation) return null;
  const same = (sent: unknown[] | undefined, kept: unknown) =>
    JSON.stringify(sent ?? []) === JSON.stringify(kept ?? []);
  const unchanged =
    same(checkAllergens(input.allergens).value, stored.allergens) &&
    same(checkTraces(input.traces).value, stored.traces);
  return unchanged ? (stored.allergensConfirmation as AllergenConfirmation) : null;
}

/** The dashboard's figures (docs/product.md#statistics-tab): the menu's own dishes, and the board's apart. */
function statisticsOf(every: MenuItem[], day: DayText): MenuStatistics {
  const items = every.filter((item) => !isBoardDish(item));
  const onBoard = boardOn(every, day).length;
  const total = items.length;
  const sum = items.reduce((acc, item) => acc + item.price, 0);
  return {
    total,
    categories: MENU_CATEGORIES.length,
    averagePrice: total === 0 ? 0 : Math.round((sum / total) * 100) / 100,
    byCategory: MENU_CATEGORIES.map((category) => ({
      category,
      count: items.filter((item) => item.category === category).length,
    })),
    board: { today: onBoard, kept: every.length - items.length - onBoard },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(MENU_ITEM_UID);

  /**
   * The search runs here rather than in SQL: SQLite's LOWER folds ASCII letters only and PostgreSQL's follows the
   * server's locale, so "CRÈME" would find "crème" on one database and not on the other. `menuSearch` is the
   * dashboard's own rule, on a menu of a few hundred items at most.
   */
  async function list(
    { category, search }: MenuFilters = {},
    day: DayText = serviceDayOf(new Date()),
  ): Promise<MenuItem[]> {
    const filters = category ? { category: { $eq: category } } : {};
    const stored = (await documents().findMany({
      filters,
      fields: [...FIELDS],
      populate: POPULATE,
    })) as StoredMenuItem[];
    const items = stored.map((row) => toMenuItem(row, day));
    return (search ? items.filter(menuSearch(search)) : items).sort(compareMenuItems);
  }

  return {
    list,

    ...photoWrites(strapi),

    async findOne(id: string): Promise<MenuItem | null> {
      if (namesNoItem(id)) return null;
      const stored = (await documents().findOne({
        documentId: id,
        fields: [...FIELDS],
        populate: POPULATE,
      })) as StoredMenuItem | null;
      return stored ? toMenuItem(stored) : null;
    },

    /**
     * The write rules (rules.ts) check and clean the input, or refuse it with a RulesError. `confirmation`: the staff
     * member confirming the item's allergens now, else none (docs/product.md#swiss-food-and-price-law).
     */
    async create(input: MenuItemInput, confirmation: AllergenConfirmation | null = null): Promise<MenuItem> {
      const stored = (await documents().create({
        data: toCheck({ ...input, allergensConfirmation: confirmation }),
        fields: [...FIELDS],
        populate: POPULATE,
      })) as StoredMenuItem;
      return toMenuItem(stored);
    },

    /**
     * Replaces every field of the item with the input, checked by the write rules as `create`'s; null when the item
     * does not exist. The item's row is locked first (PostgreSQL; SQLite runs one write at a time), so a deletion racing
     * this edit waits for it instead of removing the row between Strapi's read and its write. A price ten times higher
     * or lower than the stored one is refused unless `priceChangeConfirmed` (docs/product.md#price-guard). `confirmation`:
     * the staff member confirming the allergens now, else the last one is kept while the allergens and traces stay.
     */
    async update(
      id: string,
      input: MenuItemInput,
      confirmation: AllergenConfirmation | null = null,
      { priceChangeConfirmed = false }: { priceChangeConfirmed?: boolean } = {},
    ): Promise<MenuItem | null> {
      if (namesNoItem(id)) return null;
      const write = () =>
        strapi.db.transaction(async () => {
          if (!(await lockItem(strapi, id))) return null;
          return withRowBeforeWrite(strapi, id, async (stored) => {
            if (!stored) return null;
            const data = toCheck({ ...input, allergensConfirmation: confirmation ?? keptConfirmation(stored, input) });
            // Moved to another category, it goes last there (docs/product.md#order-within-a-category).
            if (typeof data.category === 'string' && data.category !== stored.category) {
              data.position = await nextPosition(strapi, data.category);
            }
            const updated = (await documents().update({
              documentId: id,
              data,
              fields: [...FIELDS],
              populate: POPULATE,
            })) as StoredMenuItem | null;
            return updated ? toMenuItem(updated) : null;
          });
        });
      return priceChangeConfirmed ? withPriceChangeConfirmed(write) : write();
    },

    /** Whether this call deleted the item: false when it was not there, or another call deleted it first. */
    async remove(id: string): Promise<boolean> {
      if (namesNoItem(id)) return false;
      return strapi.db.transaction(async () => {
        if (!(await lockItem(strapi, id))) return false;
        const deleted = await documents().delete({ documentId: id });
        return deleted.entries.length > 0;
      });
    },

    /**
     * Marks a dish from its card without the form: `épuisé` until the end of the current service day (the next
     * 05:00 in Zurich), or until further notice. The write rules check the item as it leaves it. Null: no such item.
     */
    async setAvailability(id: string, change: AvailabilityChange): Promise<MenuItem | null> {
      if (namesNoItem(id)) return null;
      return strapi.db.transaction(async () => {
        if (!(await lockItem(strapi, id))) return null;
        const soldOutOn =
          change.availability === 'épuisé' && !change.untilFurtherNotice ? serviceDayOf(new Date()) : null;
        const stored = (await documents().update({
          documentId: id,
          data: toCheck({ availability: change.availability, soldOutOn }, ['availability', 'soldOutOn']),
          fields: [...FIELDS],
          populate: POPULATE,
        })) as StoredMenuItem | null;
        return stored ? toMenuItem(stored) : null;
      });
    },

    /**
     * Sets the order of a category's items (docs/product.md#order-within-a-category). `ids` must name each item of the
     * category exactly once, as it is at the moment of the write, else StaleOrderError: the dashboard's list was out
     * of date, and nothing is changed. Returns the category's items in their new order.
     */
    async reorder(category: MenuCategory, ids: readonly string[]): Promise<MenuItem[]> {
      await strapi.db.transaction(async () => {
        // The board's dishes are not ordered with the menu's (docs/product.md#todays-board).
        const current = (await documents().findMany({
          filters: { category: { $eq: category }, boardUntil: { $null: true } },
          fields: ['position'],
        })) as { documentId: string; position?: number | null }[];
        const known = new Map(current.map((row) => [row.documentId, row.position ?? null]));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw new StaleOrderError();
        }
        for (const [position, documentId] of ids.entries()) {
          if (known.get(documentId) !== position) await documents().update({ documentId, data: { position } });
        }
      });
      return (await list({ category })).filter((item) => !isBoardDish(item));
    },

    async statistics(): Promise<MenuStatistics> {
      const day = serviceDayOf(new Date());
      return statisticsOf(await list({}, day), day);
    },
  };
};
