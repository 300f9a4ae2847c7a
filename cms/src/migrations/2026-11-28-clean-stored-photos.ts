import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { file as fileUtils } from '@strapi/utils';
import { carriesMetadata, cleanImage, cleaningQuality, imageHeader, isCleanedFormat } from '../utils/image-cleaning';
import { storedFiles, storedName, type StoredFiles } from '../utils/stored-files';
import type { DataMigration } from './data-migration';

const FILE_UID = 'plugin::upload.file';
const LOG = 'Data migration clean-stored-photos';

/** One stored size of an image, as the upload plugin records it in `formats`. */
interface StoredSize {
  url: string;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
  /** Kilobytes. */
  size?: number | null;
  sizeInBytes?: number | null;
}

/** A media file's row: its size in kilobytes is a decimal, which a database driver may give as text. */
interface FileRow {
  id: number;
  name: string;
  url: string;
  mime: string | null;
  width: number | null;
  height: number | null;
  size: number | string | null;
  formats: Record<string, StoredSize> | null;
}

/** What the upload plugin records of a file's bytes. */
interface Facts {
  width: number | null;
  height: number | null;
  size: number;
  sizeInBytes: number;
}

/** The boxes Strapi 5.54's upload plugin fits its sizes in (services/image-manipulation.js). */
const THUMBNAIL_BOX = { width: 245, height: 156 };
const DEFAULT_BREAKPOINTS: Record<string, number> = { large: 1000, medium: 750, small: 500 };

async function factsOf(bytes: Buffer): Promise<Facts> {
  const header = await imageHeader(bytes);
  return {
    width: header?.width ?? null,
    height: header?.pageHeight ?? header?.height ?? null,
    size: fileUtils.bytesToKbytes(bytes.length),
    sizeInBytes: bytes.length,
  };
}

const sameSize = (stored: StoredSize, facts: Facts) =>
  stored.width === facts.width &&
  stored.height === facts.height &&
  stored.size === facts.size &&
  stored.sizeInBytes === facts.sizeInBytes;

const sameOriginal = (row: FileRow, facts: Omit<Facts, 'sizeInBytes'>) =>
  row.width === facts.width && row.height === facts.height && Number(row.size) === facts.size;

/** The cleaned bytes of an image, or null when it holds nothing to remove. */
async function cleaned(bytes: Buffer, quality: number): Promise<Buffer | null> {
  const header = await imageHeader(bytes);
  if (!header || !(await carriesMetadata(bytes, header))) return null;
  return (await cleanImage(bytes, header, quality))?.data ?? null;
}

interface Outcome {
  /** What was written again, for the log: `original`, `thumbnail`… */
  rewritten: string[];
  missing: string[];
}

/**
 * Cleans one media file's original and sizes as an upload is cleaned now (utils/uploaded-images.ts), and records
 * their dimensions and sizes. The sizes are written before the original, which tells whether they were made from
 * unturned pixels: a start stopped half-way finds the original as it was, and does the same again.
 */
async function cleanFile(strapi: Core.Strapi, files: StoredFiles, row: FileRow, quality: number): Promise<Outcome> {
  const outcome: Outcome = { rewritten: [], missing: [] };
  const originalName = storedName(row.url);
  const original = originalName ? await files.read(originalName) : null;
  if (!original) {
    outcome.missing.push(row.url);
    return outcome;
  }
  const header = await imageHeader(original.bytes);
  if (!header || !isCleanedFormat(header.format)) return outcome;
  const mime = row.mime ?? `image/${header.format}`;
  const cleanedOriginal = await cleaned(original.bytes, quality);
  const upright = cleanedOriginal ?? original.bytes;
  // Strapi made the sizes of a photo it did not turn from its pixels as stored, dropping the orientation that would
  // have turned them: they are made again from the upright original, in the boxes Strapi fits them in.
  const unturned = (header.pages ?? 1) === 1 && (header.orientation ?? 1) !== 1;
  const breakpoints = strapi.config.get<Record<string, number>>('plugin::upload.breakpoints', DEFAULT_BREAKPOINTS);

  const formats: Record<string, StoredSize> = { ...(row.formats ?? {}) };
  let formatsChanged = false;
  for (const [key, stored] of Object.entries(row.formats ?? {})) {
    const name = storedName(stored.url);
    const current = name ? await files.read(name) : null;
    if (!current) {
      outcome.missing.push(stored.url);
      continue;
    }
    let bytes: Buffer | null;
    if (unturned) {
      const side = breakpoints[key] ?? Math.max(stored.width ?? 0, stored.height ?? 0);
      const box = key === 'thumbnail' ? THUMBNAIL_BOX : { width: side, height: side };
      bytes = await sharp(upright)
        .resize({ ...box, fit: 'inside' })
        .toBuffer();
    } else {
      bytes = await cleaned(current.bytes, quality);
    }
    if (!bytes) {
      // Clean already: only its record is checked.
      const facts = await factsOf(current.bytes);
      if (!sameSize(stored, facts)) {
        formats[key] = { ...stored, ...facts };
        formatsChanged = true;
      }
      continue;
    }
    await current.replace(bytes, stored.mime ?? mime);
    outcome.rewritten.push(key);
    formats[key] = { ...stored, ...(await factsOf(bytes)) };
    formatsChanged = true;
  }

  if (cleanedOriginal) {
    await original.replace(cleanedOriginal, mime);
    outcome.rewritten.unshift('original');
  }
  const { width, height, size } = await factsOf(upright);
  if (formatsChanged || !sameOriginal(row, { width, height, size })) {
    await strapi.db.query(FILE_UID).update({ where: { id: row.id }, data: { width, height, size, formats } });
  }
  return outcome;
}

/**
 * Photos stored before every upload was cleaned (docs/product.md#request-bodies-and-uploads) are cleaned the same
 * way: each image of the media library, original and smaller sizes, turned upright as its EXIF orientation said and
 * written again without metadata (the place a phone's photo was taken, among others), in place, where the site serves
 * it from (the disk, or the bucket of UPLOAD_PROVIDER=s3); the row gets the new dimensions (a quarter turn swaps them)
 * and sizes. A file already clean is left as it is, so running it again changes nothing. A file missing from every
 * place is logged and left as it is.
 */
const migration: DataMigration = {
  id: '2026-11-28-clean-stored-photos',
  async up(strapi: Core.Strapi) {
    const rows = (await strapi.db.query(FILE_UID).findMany({
      where: { mime: { $startsWith: 'image/' } },
      select: ['id', 'name', 'url', 'mime', 'width', 'height', 'size', 'formats'],
      orderBy: { id: 'asc' },
    })) as FileRow[];
    if (rows.length === 0) return;
    const settings = (await strapi.plugin('upload').service('upload').getSettings()) as {
      sizeOptimization?: boolean;
    } | null;
    const quality = cleaningQuality(settings?.sizeOptimization ?? false);
    const files = storedFiles(strapi);
    let cleanedFiles = 0;
    try {
      for (const row of rows) {
        const { rewritten, missing } = await cleanFile(strapi, files, row, quality);
        if (missing.length) {
          strapi.log.warn(`${LOG}: « ${row.name} » (n° ${row.id}) misses ${missing.join(', ')}; left as it is.`);
        }
        if (rewritten.length) {
          cleanedFiles += 1;
          strapi.log.info(`${LOG}: « ${row.name} » (n° ${row.id}) cleaned: ${rewritten.join(', ')}.`);
        }
      }
    } finally {
      files.close();
    }
    strapi.log.info(`${LOG}: ${cleanedFiles} of ${rows.length} image(s) cleaned, the others had nothing to remove.`);
  },
};

export default migration;
