import type { Core, Schema } from '@strapi/strapi';
import {
  MENU_CATEGORIES,
  MENU_ITEM_FIELD_NAMES,
  cleanText,
  compareMenuItems,
  menuSearch,
  menuItemFromRow,
  type MenuCategory,
  type MenuItem,
  type MenuItemField,
  type MenuItemInput,
  type MenuStatistics,
} from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { toCheck, withPriceChangeConfirmed } from '../rules';

const MENU_ITEM_UID = 'api::menu-item.menu-item';

/** `price` is a number on both databases: Strapi's PostgreSQL dialect parses NUMERIC columns (proven by the PG suite). */
type StoredMenuItem = Stored<typeof MENU_ITEM_UID, MenuItemField> & { documentId: string };

export interface MenuFilters {
  category?: MenuCategory;
  search?: string;
}

const toMenuItem = (stored: StoredMenuItem): MenuItem => menuItemFromRow(stored.documentId, stored);

/** The content type's own fields, as cms/types/generated names them (Strapi adds the others to every type). */
type SchemaField = Exclude<
  Schema.AttributeNames<typeof MENU_ITEM_UID>,
  'createdAt' | 'updatedAt' | 'publishedAt' | 'createdBy' | 'updatedBy' | 'locale' | 'localizations'
>;
/** `never` unless both name the same fields. */
type SameFields<A, B> = [A] extends [B] ? ([B] extends [A] ? A : never) : never;

/** The fields read and written: the typecheck fails while schema.json and the shared descriptor name different ones. */
const FIELDS: readonly SameFields<SchemaField, MenuItemField>[] = MENU_ITEM_FIELD_NAMES;

/** No item's id holds control characters, and PostgreSQL refuses to even compare a text holding NUL. */
const namesNoItem = (id: string) => cleanText(id) !== id;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(MENU_ITEM_UID);

  /** Inside a transaction: whether the item exists, its row then locked until the transaction ends. */
  async function lockItem(id: string): Promise<boolean> {
    const { tableName } = strapi.db.metadata.get(MENU_ITEM_UID);
    const query = strapi.db.getConnection(tableName).where({ document_id: id }).first('id');
    if (strapi.db.dialect.client === 'postgres') query.forUpdate();
    return Boolean(await strapi.db.transaction(async ({ trx }) => query.transacting(trx)));
  }

  /**
   * The search runs here rather than in SQL: SQLite's LOWER folds ASCII letters only and PostgreSQL's follows the
   * server's locale, so "CRÈME" would find "crème" on one database and not on the other. `menuSearch` is the
   * dashboard's own rule, on a menu of a few hundred items at most.
   */
  async function list({ category, search }: MenuFilters = {}): Promise<MenuItem[]> {
    const filters = category ? { category: { $eq: category } } : {};
    const stored = (await documents().findMany({ filters, fields: [...FIELDS] })) as StoredMenuItem[];
    const items = stored.map(toMenuItem);
    return (search ? items.filter(menuSearch(search)) : items).sort(compareMenuItems);
  }

  return {
    list,

    async findOne(id: string): Promise<MenuItem | null> {
      if (namesNoItem(id)) return null;
      const stored = (await documents().findOne({ documentId: id, fields: [...FIELDS] })) as StoredMenuItem | null;
      return stored ? toMenuItem(stored) : null;
    },

    /** The write rules (rules.ts) check and clean the input, or refuse it with a RulesError. */
    async create(input: MenuItemInput): Promise<MenuItem> {
      const stored = (await documents().create({ data: toCheck(input), fields: [...FIELDS] })) as StoredMenuItem;
      return toMenuItem(stored);
    },

    /**
     * Replaces every field of the item with the input, checked by the write rules as `create`'s; null when the item
     * does not exist. The item's row is locked first (PostgreSQL; SQLite runs one write at a time), so a deletion racing
     * this edit waits for it instead of removing the row between Strapi's read and its write. A price ten times higher
     * or lower than the stored one is refused unless `priceChangeConfirmed` (docs/product.md#price-guard).
     */
    async update(
      id: string,
      input: MenuItemInput,
      { priceChangeConfirmed = false }: { priceChangeConfirmed?: boolean } = {},
    ): Promise<MenuItem | null> {
      if (namesNoItem(id)) return null;
      const write = () =>
        strapi.db.transaction(async () => {
          if (!(await lockItem(id))) return null;
          const stored = (await documents().update({
            documentId: id,
            data: toCheck(input),
            fields: [...FIELDS],
          })) as StoredMenuItem | null;
          return stored ? toMenuItem(stored) : null;
        });
      return priceChangeConfirmed ? withPriceChangeConfirmed(write) : write();
    },

    /** Whether this call deleted the item: false when it was not there, or another call deleted it first. */
    async remove(id: string): Promise<boolean> {
      if (namesNoItem(id)) return false;
      return strapi.db.transaction(async () => {
        if (!(await lockItem(id))) return false;
        const deleted = await documents().delete({ documentId: id });
        return deleted.entries.length > 0;
      });
    },

    async statistics(): Promise<MenuStatistics> {
      const items = await list();
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
      };
    },
  };
};
