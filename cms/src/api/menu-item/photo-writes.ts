import type { Core } from '@strapi/strapi';
import { MENU_ITEM_UID, type MenuItem } from '@ticino/shared';
import { journalled } from '../menu-change/journal';
import { FIELDS, POPULATE, lockItem, namesNoItem, toMenuItem, type StoredMenuItem } from './stored-item';

/** A photo sent to the upload route, as the multipart parser wrote it to a temporary file. */
export interface SentPhoto {
  filepath: string;
  /** What the file's content is (sniffed), not what the client declared. */
  type: string;
  size: number;
}

/** What a photo change came to: done, or the item does not exist, or it has no photo to change. */
export type PhotoOutcome = { status: 'done'; item: MenuItem } | { status: 'no-item' } | { status: 'no-photo' };

/** The item was deleted while its new photo was being processed. */
class ItemGone extends Error {}

/** The menu service's photo writes (docs/product.md#dish-photos): upload, alternative text, removal. */
export function photoWrites(strapi: Core.Strapi) {
  const documents = () => strapi.documents(MENU_ITEM_UID);
  const upload = () => strapi.plugin('upload').service('upload');

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

  return {
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
          if (!(await lockItem(strapi, id))) throw new ItemGone();
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
        if (!(await lockItem(strapi, id))) return { status: 'no-item' };
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
        if (!(await lockItem(strapi, id))) return { status: 'no-item' };
        if ((await photoFileId(id)) === null) return { status: 'no-photo' };
        return { status: 'done', item: await rewrite(id, { photo: null }) };
      });
    },
  };
}
