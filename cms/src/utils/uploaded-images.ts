import { createReadStream } from 'fs';
import fs from 'fs/promises';
import path from 'path';
import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { errors, file as fileUtils } from '@strapi/utils';
import {
  TOO_MANY_PIXELS,
  carriesMetadata,
  cleanImage,
  cleaningQuality,
  exceedsPixelLimit,
  imageHeader,
  isCleanedFormat,
} from './image-cleaning';

/** What the upload service hands its image service of a file being stored (Strapi's `UploadableFile`, in part). */
interface UploadingFile {
  hash: string;
  filepath?: string;
  /** The request's own folder, which the upload service deletes once the files are stored. */
  tmpWorkingDirectory?: string;
  getStream(): NodeJS.ReadableStream;
  width?: number;
  height?: number;
  /** In kilobytes, as Strapi stores it. */
  size?: number;
  sizeInBytes?: number;
}

/** The upload plugin's image service, as far as this file replaces it. */
interface ImageService {
  isImage(file: UploadingFile): Promise<boolean>;
  isOptimizableImage(file: UploadingFile): Promise<boolean>;
  optimize(file: UploadingFile): Promise<UploadingFile>;
}

const contentOf = async (file: UploadingFile): Promise<string | Buffer> =>
  file.filepath ?? fileUtils.streamToBuffer(file.getStream());

async function byteLength(content: string | Buffer): Promise<number> {
  return typeof content === 'string' ? (await fs.stat(content)).size : content.length;
}

/**
 * Every image the media library stores, from the dashboard, /cms or the seed, is cleaned before the provider gets it
 * (docs/product.md#request-bodies-and-uploads): turned upright as its EXIF orientation says, and written again
 * without metadata (the place a phone's photo was taken, among others), then Strapi makes its smaller sizes from that
 * clean file, on the disk or in the bucket alike. Strapi's own settings fall short: « size optimization » (on by
 * default) writes the image again without turning it, so the orientation is lost and a phone's portrait shows on its
 * side; « auto orientation » is off by default; with both off the original is stored with all its metadata, and GIFs
 * are never written again. Its rule that keeps the original when its output is larger never applies to an uploaded
 * file (sharp gives no input size for a file); here it does, for an image that held nothing to remove.
 *
 * An image over 40 megapixels is refused from its header, before any of the plugin's work decodes it (the routes
 * refuse it earlier still: middlewares/request-body.ts and the menu's photo route).
 */
export function cleanUploadedImages(strapi: Core.Strapi): void {
  const sizeOptimization = async () => {
    const settings = (await strapi.plugin('upload').service('upload').getSettings()) as {
      sizeOptimization?: boolean;
    } | null;
    return settings?.sizeOptimization ?? false;
  };

  strapi.get('services').extend('plugin::upload.image-manipulation', (service: ImageService) => ({
    ...service,

    async isImage(file: UploadingFile) {
      if (await exceedsPixelLimit(await contentOf(file))) throw new errors.ApplicationError(TOO_MANY_PIXELS);
      return service.isImage(file);
    },

    /** Every format cleaned, GIF included (Strapi's list leaves it out). */
    async isOptimizableImage(file: UploadingFile) {
      return isCleanedFormat((await imageHeader(await contentOf(file)))?.format);
    },

    async optimize(file: UploadingFile): Promise<UploadingFile> {
      const content = await contentOf(file);
      const header = await imageHeader(content);
      if (!header) return file;
      const dirty = await carriesMetadata(content, header);
      const optimizing = await sizeOptimization();
      if (!dirty && !optimizing) return file;
      const cleaned = await cleanImage(content, header, cleaningQuality(optimizing));
      if (!cleaned) return file;
      // An optimisation that would make a clean, upright image larger is dropped; an image that carried metadata is
      // stored cleaned, whatever its size.
      if (!dirty && cleaned.data.length > (await byteLength(content))) return file;

      const bytes = cleaned.data.length;
      const stored = {
        ...file,
        width: cleaned.width,
        height: cleaned.height,
        size: fileUtils.bytesToKbytes(bytes),
        sizeInBytes: bytes,
      };
      if (!file.tmpWorkingDirectory) {
        return { ...stored, filepath: undefined, getStream: () => Readable.from(cleaned.data) };
      }
      const filepath = path.join(file.tmpWorkingDirectory, `cleaned-${file.hash}`);
      await fs.writeFile(filepath, cleaned.data);
      return { ...stored, filepath, getStream: () => createReadStream(filepath) };
    },
  }));
}
