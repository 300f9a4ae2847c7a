import type { Core } from '@strapi/strapi';
import { MENU_ITEM_UID, MENU_PHOTO_FORMATS, type MenuPhoto, type MenuPhotoSize } from '@ticino/shared';
import { sniffContentType } from '../../utils/file-content';

const FILE_UID = 'plugin::upload.file';

/** What the service reads of a photo's file in the media library. */
export interface StoredPhotoFile {
  id: number;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, StoredSize | undefined> | null;
}

type StoredSize = { url?: string | null; width?: number | null; height?: number | null };

/** The file's columns the API needs, for `populate`. */
export const PHOTO_FILE_FIELDS = ['url', 'alternativeText', 'width', 'height', 'formats'] as const;

function size(stored: StoredSize | undefined): MenuPhotoSize | null {
  if (!stored || typeof stored.url !== 'string') return null;
  const { url, width, height } = stored;
  return typeof width === 'number' && typeof height === 'number' ? { url, width, height } : null;
}

/**
 * A stored file as the API gives a dish's photo (docs/product.md#dish-photos): Strapi's smaller copies under their
 * names, nothing else of the file (its name, hash or folder stay in the media library). A file without dimensions
 * (not an image) is no photo.
 */
export function menuPhotoOf(file: StoredPhotoFile | null | undefined): MenuPhoto | null {
  const original = size(file ?? undefined);
  if (!file || !original) return null;
  const formats: MenuPhoto['formats'] = {};
  for (const name of MENU_PHOTO_FORMATS) {
    const format = size(file.formats?.[name]);
    if (format) formats[name] = format;
  }
  return { ...original, alt: file.alternativeText ?? '', formats };
}

/** The type a photo's content shows, or null when it is none of the accepted files; the caller checks it is a photo. */
export async function sniffPhotoType(filepath: string): Promise<string | null> {
  return (await sniffContentType(filepath))?.mime ?? null;
}

/**
 * Deletes a photo's file (original and smaller copies, from the disk and the media library) unless another menu item
 * still shows it: the owner may have picked one file for several dishes in /cms.
 */
async function removeIfUnused(strapi: Core.Strapi, fileId: number): Promise<void> {
  const users = await strapi.db.query(MENU_ITEM_UID).count({ where: { photo: { id: fileId } } });
  if (users > 0) return;
  const file = await strapi.db.query(FILE_UID).findOne({ where: { id: fileId } });
  if (file) await strapi.plugin('upload').service('upload').remove(file);
}

async function photoIdOf(strapi: Core.Strapi, documentId: string | undefined): Promise<number | null> {
  if (!documentId) return null;
  const row = (await strapi.db.query(MENU_ITEM_UID).findOne({
    where: { documentId },
    populate: { photo: { select: ['id'] } },
  })) as { photo?: { id: number } | null } | null;
  return row?.photo?.id ?? null;
}

/**
 * No file is left behind by a menu item: deleting an item, or giving it another photo or none, from the staff API or
 * from /cms, deletes the file it showed (docs/product.md#dish-photos).
 */
export function registerPhotoCleanup(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== MENU_ITEM_UID) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const replacing = context.action === 'update' && params.data !== undefined && 'photo' in params.data;
    if (context.action !== 'delete' && !replacing) return next();
    const before = await photoIdOf(strapi, params.documentId);
    const result = await next();
    if (before !== null && (context.action === 'delete' || (await photoIdOf(strapi, params.documentId)) !== before)) {
      await removeIfUnused(strapi, before);
    }
    return result;
  });
}
