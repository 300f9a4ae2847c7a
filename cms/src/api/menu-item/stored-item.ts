import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, Schema } from '@strapi/strapi';
import {
  MENU_ITEM_FIELD_NAMES,
  MENU_ITEM_UID,
  asOfServiceDay,
  cleanText,
  menuItemFromRow,
  serviceDayOf,
  type DayText,
  type MenuItem,
  type MenuItemField,
  type MenuItemPhotoField,
} from '@ticino/shared';
import type { Stored } from '../../utils/stored';
import { takeWriteLockFirst } from '../../utils/write-lock';
import { PHOTO_FILE_FIELDS, menuPhotoOf, type StoredPhotoFile } from './photos';

/** `price` is a number on both databases: Strapi's PostgreSQL dialect parses NUMERIC columns (proven by the PG suite). */
export type StoredMenuItem = Stored<typeof MENU_ITEM_UID, MenuItemField | 'position'> & {
  documentId: string;
  photo?: StoredPhotoFile | null;
};

/**
 * The item as it stands on a service day (by default the current one): a dish sold out for an earlier service day
 * reads as available (docs/product.md#availability).
 */
export const toMenuItem = (stored: StoredMenuItem, day: DayText = serviceDayOf(new Date())): MenuItem =>
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
export const FIELDS: readonly Exclude<
  SameFields<SchemaField, MenuItemField | MenuItemPhotoField | 'position'>,
  MenuItemPhotoField
>[] = [...MENU_ITEM_FIELD_NAMES, 'position'];
/** The photo, read with the columns of its file the API gives. */
export const POPULATE = { photo: { fields: [...PHOTO_FILE_FIELDS] } };

/** No item's id holds control characters, and PostgreSQL refuses to even compare a text holding NUL. */
export const namesNoItem = (id: string) => cleanText(id) !== id;

/**
 * Inside a transaction: whether the item exists, its row then locked until the transaction ends (PostgreSQL; SQLite
 * runs one write at a time), so that a write racing this one waits for it.
 */
export async function lockItem(strapi: Core.Strapi, id: string): Promise<boolean> {
  await takeWriteLockFirst(strapi, MENU_ITEM_UID);
  const { tableName } = strapi.db.metadata.get(MENU_ITEM_UID);
  const query = strapi.db.getConnection(tableName).where({ document_id: id }).first('id');
  if (strapi.db.dialect.client === 'postgres') query.forUpdate();
  const row: unknown = await strapi.db.transaction(async ({ trx }) => query.transacting(trx));
  return row !== undefined;
}

/** A menu item's row as a write's checks read it: every field, and its photo's file as the journal compares it. */
export type RowBeforeWrite = Record<string, unknown> & { documentId: string };

/** A menu item's row as it is now, with its photo's file: what the journal compares. */
export async function readItemRow(strapi: Core.Strapi, documentId: string): Promise<RowBeforeWrite | null> {
  return strapi
    .documents(MENU_ITEM_UID)
    .findOne({ documentId, populate: { photo: { fields: ['name', 'alternativeText'] } } });
}

const rowsBeforeWrite = new AsyncLocalStorage<{ documentId: string; row: RowBeforeWrite | null }>();

/**
 * Runs `write` with the item's row as it stands before it, read once (after the item's lock, inside the write's
 * transaction) for everything that checks the write: the kept allergen confirmation, the journal, the rules and the
 * price guard. Inside another such write of the same item, that one's row is shared.
 */
export async function withRowBeforeWrite<T>(
  strapi: Core.Strapi,
  documentId: string,
  write: (row: RowBeforeWrite | null) => T | Promise<T>,
): Promise<T> {
  const shared = rowsBeforeWrite.getStore();
  if (shared?.documentId === documentId) return write(shared.row);
  const row = await readItemRow(strapi, documentId);
  return rowsBeforeWrite.run({ documentId, row }, () => write(row));
}
