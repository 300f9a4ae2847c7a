import fs from 'fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MENU_ITEM_FIELDS } from '@ticino/shared';
import { frenchWords } from './json-reply';

/**
 * What the site does to every image it stores (docs/product.md#request-bodies-and-uploads), with sharp, the library
 * Strapi's upload plugin already makes the smaller sizes with: the size of an image read from its header alone, and
 * the cleaning of its pixels, turned upright and written again without any metadata.
 */

/** Pixels an image may hold, all its frames together (40 megapixels). */
export const IMAGE_MAX_PIXELS = MENU_ITEM_FIELDS.photo.maxPixels;

/** The refusal of an image over that limit in /cms, in French (`api.photoTooManyPixels`, the photo route's code). */
export const TOO_MANY_PIXELS = frenchWords(MENU_ITEM_FIELDS.photo.messages.tooManyPixels);

/**
 * The image formats cleaned: the media library's (JPEG, PNG, WebP, GIF, AVIF, which sharp names `heif`), and TIFF,
 * which Strapi also processes.
 */
const CLEANED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff'] as const;
type CleanedFormat = (typeof CLEANED_FORMATS)[number];

export const isCleanedFormat = (format: string | undefined): format is CleanedFormat =>
  (CLEANED_FORMATS as readonly (string | undefined)[]).includes(format);

/**
 * An image's header: its format, size, frames and metadata, read without decoding a pixel (libvips opens the file
 * lazily; reading a 100-megapixel PNG's takes about a millisecond). No pixel limit applies to reading it, so even an
 * image beyond sharp's own limit tells its size. Null when the content is no image sharp reads.
 */
export async function imageHeader(input: string | Buffer): Promise<Metadata | null> {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** The pixels decoding the image would produce: every frame of an animated one. */
export const pixelCount = (header: Metadata): number =>
  (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) * (header.pages ?? 1);

/** Whether a file is an image over IMAGE_MAX_PIXELS, from its header alone; false for what is no image (a PDF). */
export async function exceedsPixelLimit(input: string | Buffer): Promise<boolean> {
  const header = await imageHeader(input);
  return header !== null && pixelCount(header) > IMAGE_MAX_PIXELS;
}

/** GIF application extensions that only tell how to play an animation. */
const GIF_ANIMATION_EXTENSIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/**
 * Whether a GIF holds a comment, a plain-text block or an application extension besides the animation's (XMP, an ICC
 * profile…), which sharp's header does not show; true when its blocks cannot be read through to the end.
 */
function gifCarriesMetadata(gif: Buffer): boolean {
  const colourTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colourTableBytes(gif[10] ?? 0);
  const skipSubBlocks = () => {
    while (at < gif.length && gif[at] !== 0) at += gif[at] + 1;
    at += 1;
  };
  while (at < gif.length) {
    const block = gif[at];
    if (block === 0x3b) return false;
    if (block === 0x2c) {
      // An image: its descriptor, its own colour table, the LZW code size, then its data.
      at += 10 + colourTableBytes(gif[at + 9] ?? 0) + 1;
      skipSubBlocks();
    } else if (block === 0x21) {
      const label = gif[at + 1];
      if (label === 0xfe || label === 0x01) return true;
      if (label === 0xff && !GIF_ANIMATION_EXTENSIONS.has(gif.toString('latin1', at + 3, at + 14))) return true;
      at += 2;
      skipSubBlocks();
    } else {
      return true;
    }
  }
  return true;
}

/**
 * Whether a JPEG holds a comment or an application segment besides JFIF's and Adobe's colour transform (EXIF, XMP,
 * ICC, IPTC, MPF…): sharp's header does not show comments.
 */
function jpegCarriesMetadata(jpeg: Buffer): boolean {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    if (marker === 0xda) return false;
    const isApplication = marker >= 0xe0 && marker <= 0xef;
    if (marker === 0xfe || (isApplication && marker !== 0xe0 && marker !== 0xee)) return true;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return true;
}

/**
 * Whether an image holds anything besides its pixels: EXIF (where phones write the place and the time a photo was
 * taken, and its orientation), XMP, IPTC, Photoshop's tags, an ICC profile, PNG text, JPEG and GIF comments.
 */
export async function carriesMetadata(input: string | Buffer, header: Metadata): Promise<boolean> {
  const shown =
    Boolean(header.exif || header.xmp || header.iptc || header.icc || header.tifftagPhotoshop) ||
    (header.comments?.length ?? 0) > 0 ||
    (header.orientation !== undefined && header.orientation !== 1);
  if (shown || (header.format !== 'jpeg' && header.format !== 'gif')) return shown;
  const bytes = typeof input === 'string' ? await fs.readFile(input) : input;
  return header.format === 'jpeg' ? jpegCarriesMetadata(bytes) : gifCarriesMetadata(bytes);
}

/**
 * The quality lossy formats are written at: Strapi's own, 80 with the media library's « size optimization » setting
 * (on by default), 100 without.
 */
export const cleaningQuality = (sizeOptimization: boolean): number => (sizeOptimization ? 80 : 100);

/** Writes the pipeline in the image's own format; PNG, GIF and TIFF stay lossless (GIF keeps its palette). */
function encode(pipeline: Sharp, format: CleanedFormat, quality: number): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality });
    case 'webp':
      return pipeline.webp({ quality });
    case 'heif':
      return pipeline.avif({ quality });
    case 'png':
      return pipeline.png();
    case 'gif':
      return pipeline.gif({ reuse: true });
    case 'tiff':
      return pipeline.tiff();
  }
}

export interface CleanedImage {
  data: Buffer;
  width: number;
  /** One frame's, for an animated image. */
  height: number;
}

/**
 * The image turned as its EXIF orientation says (then dropped), and written again in its format without any
 * metadata: sharp keeps none unless told to, and converts an image with a colour profile to sRGB, which every browser
 * shows as the profile meant. An animated image keeps every frame as it is (libvips turns those only by 180°, and no
 * camera writes an orientation into one). Null for a format that is not cleaned (SVG, which the site refuses anyway).
 */
export async function cleanImage(
  input: string | Buffer,
  header: Metadata,
  quality: number,
): Promise<CleanedImage | null> {
  const { format } = header;
  if (!isCleanedFormat(format)) return null;
  const animated = (header.pages ?? 1) > 1;
  const pipeline = sharp(input, { animated });
  const { data, info } = await encode(animated ? pipeline : pipeline.autoOrient(), format, quality).toBuffer({
    resolveWithObject: true,
  });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}
