import type { Core, Schema } from '@strapi/strapi';
import {
  MENU_CATEGORIES,
  MENU_ITEM_FIELD_NAMES,
  asOfServiceDay,
  checkAllergens,
  checkTraces,
  cleanText,
  compareMenuItems,
  menuSearch,
  menuItemFromRow,
  serviceDayOf,
  type Availability,
  type DayText,
  type MenuCategory,
  type MenuItem,
  type MenuItemField,
  type AllergenConfirmation,
  type MenuItemInput,
  type MenuItemPhotoField,
  type MenuStatistics,
} from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { takeWriteLockFirst } from '../../../utils/write-lock';
import { nextPosition, toCheck, withPriceChangeConfirmed } from '../rules';
import { journalled } from '../../menu-change/journal';
import { PHOTO_FILE_FIELDS, menuPhotoOf, type StoredPhotoFile } from '../photos';

const MENU_ITEM_UID = 'api::menu-item.menu-item';

/** `price` is a number on both databases: Strapi's PostgreSQL dialect parses NUMERIC columns (proven by the PG suite). */
type StoredMenuItem = Stored<typeof MENU_ITEM_UID, MenuItemField | 'position'> & {
  documentId: string;
  photo?: StoredPhotoFile | null;
};

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
 * The item as it stands on a service day (by default the current one): a dish sold out for an earlier service day
 * reads as available (docs/product.md#availability).
 */
const toMenuItem = (stored: StoredMenuItem, day: DayText = serviceDayOf(new Date())): MenuItem =>
  asOfServiceDay(menuItemFromRow(stored.documentId, stored, { photo: menuPhotoOf(stored.photo) }), day);

/** The content type's own fields, as cms/types/generated names them (Strapi adds the others to every type). */
type SchemaField = Exclude<
  Schema.AttributeNames<typeof MENU_ITEM_UID>,
  'createdAt' | 'updatedAt' | 'publishedAt' | 'createdBy' | 'updatedBy' | 'locale' | 'localizations'
>;
/** `never` unless both name the same fields. */
type SameFields<A, B> = [A] extends [B] ? ([B] extends [A] ? A : never) : never;

/**
 * The fields read and written: the typecheck fails while schema.json and the shared descriptor name different ones.
 * `position`, the order within a category, is the server's own (docs/product.md#order-within-a-category); the photo is
 * read through `POPULATE` and written by its own routes.
 */
const FIELDS: readonly Exclude<
  SameFields<SchemaField, MenuItemField | MenuItemPhotoField | 'position'>,
  MenuItemPhotoField
>[] = [...MENU_ITEM_FIELD_NAMES, 'position'];
/** The photo, read with the columns of its file the API gives. */
const POPULATE = { photo: { fields: [...PHOTO_FILE_FIELDS] } };

/** A photo sent to the upload route, as the multipart parser wrote it to a temporary file. */
export interface SentPhoto {
  filepath: string;
  /** What the file's content is (sniffed), not what the client declared. */
  type: string;
  size: number;
}

/** What a photo change came to: done, or the item does not exist, or it has no photo to change. */
export type PhotoOutcome = { status: 'done'; item: MenuItem } | { status: 'no-item' } | { status: 'no-photo' };

/** No item's id holds control characters, and PostgreSQL refuses to even compare a text holding NUL. */
const namesNoItem = (id: string) => cleanText(id) !== id;

/** The item was deleted while its new photo was being processed. */
class ItemGone extends Error {}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(MENU_ITEM_UID);

  /** Inside a transaction: the item's category if it exists (null if not), its row then locked until the transaction ends. */
  async function lockItem(id: string): Promise<string | null> {
    await takeWriteLockFirst(strapi, MENU_ITEM_UID);
    const { tableName } = strapi.db.metadata.get(MENU_ITEM_UID);
    const query = strapi.db.getConnection(tableName).where({ document_id: id }).first('id', 'category');
    if (strapi.db.dialect.client === 'postgres') query.forUpdate();
    const row = (await strapi.db.transaction(async ({ trx }) => query.transacting(trx))) as
      { category: string } | undefined;
    return row ? row.category : null;
  }

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

  /**
   * The item's last allergen confirmation, kept by an edit that does not confirm them again, unless it changes the
   * allergens or traces: those are then unconfirmed until someone confirms them.
   */
  async function keptConfirmation(id: string, input: MenuItemInput): Promise<AllergenConfirmation | null> {
    const stored = (await documents().findOne({
      documentId: id,
      fields: ['allergens', 'traces', 'allergensConfirmation'],
    })) as Pick<StoredMenuItem, 'allergens' | 'traces' | 'allergensConfirmation'> | null;
    if (!stored?.allergensConfirmation) return null;
    const same = (sent: unknown[] | undefined, kept: unknown) =>
      JSON.stringify(sent ?? []) === JSON.stringify(kept ?? []);
    const unchanged =
      same(checkAllergens(input.allergens).value, stored.allergens) &&
      same(checkTraces(input.traces).value, stored.traces);
    return unchanged ? (stored.allergensConfirmation as AllergenConfirmation) : null;
  }

  /** Inside a transaction, the item's row locked: writes `data` (the photo's relation, or nothing) and reads it back. */
  async function rewrite(id: string, data: { photo?: number | null }): Promise<MenuItem> {
    const stored = (await documents().update({
      documentId: id,
      data,
      fields: [...FIELDS],
      populate: POPULATE,
    })) as StoredMenuItem;
    return toMenuItem(stored);
  }

  async function photoFileId(id: string): Promise<number | null> {
    const stored = (await documents().findOne({
      documentId: id,
      fields: ['id'],
      populate: { photo: { fields: ['id'] } },
    })) as {
      photo?: { id: number } | null;
    } | null;
    return stored?.photo?.id ?? null;
  }

  const upload = () => strapi.plugin('upload').service('upload');

  return {
    list,

    /**
     * Puts a photo in the media library (Strapi makes its smaller copies) and shows it on the item, in place of the
     * one it had, whose file is then deleted (photos.ts). The image is processed before the item's row is locked;
     * if the item was deleted meanwhile, the new file is deleted too.
     */
    async setPhoto(id: string, photo: SentPhoto, alt: string): Promise<PhotoOutcome> {
      const item = namesNoItem(id) ? null : await documents().findOne({ documentId: id, fields: ['title'] });
      if (!item) return { status: 'no-item' };
      // Named after the dish in the media library, whatever the file was called on the staff member's computer.
      const filename = `${(item.title ?? 'photo').replace(/[\\/]/g, '-')}.${photo.type.split('/')[1]}`;
      const [file] = (await upload().upload({
        data: { fileInfo: { name: filename, alternativeText: alt } },
        files: { filepath: photo.filepath, originalFilename: filename, mimetype: photo.type, size: photo.size },
      })) as { id: number }[];
      try {
        return await strapi.db.transaction(async (): Promise<PhotoOutcome> => {
          if ((await lockItem(id)) === null) throw new ItemGone();
          return { status: 'done', item: await rewrite(id, { photo: file.id }) };
        });
      } catch (error) {
        const stored = await strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } });
        if (stored) await upload().remove(stored);
        if (error instanceof ItemGone) return { status: 'no-item' };
        throw error;
      }
    },

    /** Changes the alternative text of the item's photo; the item counts as changed, so visitors get it at once. */
    async setPhotoAlt(id: string, alt: string): Promise<PhotoOutcome> {
      if (namesNoItem(id)) return { status: 'no-item' };
      return strapi.db.transaction(async (): Promise<PhotoOutcome> => {
        if ((await lockItem(id)) === null) return { status: 'no-item' };
        const fileId = await photoFileId(id);
        if (fileId === null) return { status: 'no-photo' };
        // The text is the file's, outside the item's row: the journal is told of it.
        await journalled(strapi, id, () =>
          strapi.db.query('plugin::upload.file').update({ where: { id: fileId }, data: { alternativeText: alt } }),
        );
        return { status: 'done', item: await rewrite(id, {}) };
      });
    },

    /** Takes the photo off the item; its file is deleted with it (photos.ts). */
    async removePhoto(id: string): Promise<PhotoOutcome> {
      if (namesNoItem(id)) return { status: 'no-item' };
      return strapi.db.transaction(async (): Promise<PhotoOutcome> => {
        if ((await lockItem(id)) === null) return { status: 'no-item' };
        if ((await photoFileId(id)) === null) return { status: 'no-photo' };
        return { status: 'done', item: await rewrite(id, { photo: null }) };
      });
    },

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
          const category = await lockItem(id);
          if (category === null) return null;
          const data = toCheck({
            ...input,
            allergensConfirmation: confirmation ?? (await keptConfirmation(id, input)),
          });
          // Moved to another category, it goes last there (docs/product.md#order-within-a-category).
          if (typeof data.category === 'string' && data.category !== category) {
            data.position = await nextPosition(strapi, data.category);
          }
          const stored = (await documents().update({
            documentId: id,
            data,
            fields: [...FIELDS],
            populate: POPULATE,
          })) as StoredMenuItem | null;
          return stored ? toMenuItem(stored) : null;
        });
      return priceChangeConfirmed ? withPriceChangeConfirmed(write) : write();
    },

    /** Whether this call deleted the item: false when it was not there, or another call deleted it first. */
    async remove(id: string): Promise<boolean> {
      if (namesNoItem(id)) return false;
      return strapi.db.transaction(async () => {
        if ((await lockItem(id)) === null) return false;
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
        if ((await lockItem(id)) === null) return null;
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
        const current = (await documents().findMany({
          filters: { category: { $eq: category } },
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
      return list({ category });
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
