import fs from 'fs/promises';
import path from 'path';

/** A file type the site accepts, recognised by its first bytes, and the extensions a file of it may be stored under. */
interface ContentType {
  mime: string;
  /** The first is the one given to a file whose name says something else. */
  extensions: readonly string[];
  matches: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.subarray(offset, offset + expected.length).equals(expected);
};

/** An ISO media file (`ftyp` box) that names AVIF among its brands. */
function isAvif(head: Buffer): boolean {
  if (!startsWith(head, 'ftyp', 4)) return false;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  for (let offset = 8; offset + 4 <= boxEnd; offset += 4) {
    if (offset === 12) continue; // the minor version, not a brand
    const brand = head.toString('latin1', offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** Photos and PDF menus: everything the media library and the dashboard take; SVG is left out, as it can carry scripts. */
const CONTENT_TYPES: readonly ContentType[] = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    mime: 'image/png',
    extensions: ['.png'],
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mime: 'image/webp',
    extensions: ['.webp'],
    matches: (head) => startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8),
  },
  {
    mime: 'image/gif',
    extensions: ['.gif'],
    matches: (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'),
  },
  { mime: 'image/avif', extensions: ['.avif'], matches: (head) => head.length >= 12 && isAvif(head) },
  { mime: 'application/pdf', extensions: ['.pdf'], matches: (head) => startsWith(head, '%PDF-') },
];

/** The file types the media library accepts. */
export const ACCEPTED_MIME_TYPES = CONTENT_TYPES.map(({ mime }) => mime);

/** The same, as the owner reads them in a refusal. */
export const UPLOAD_TYPE_NAMES = 'JPEG, PNG, WebP, GIF, AVIF ou PDF';

/** Enough of a file to recognise every accepted type (AVIF names its brands in its first box). */
const HEAD_BYTES = 64;

/** The accepted type a file's content shows, whatever its name or declared type say; null when it is none of them. */
export async function sniffContentType(filepath: string): Promise<ContentType | null> {
  const handle = await fs.open(filepath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return CONTENT_TYPES.find(({ matches }) => matches(head.subarray(0, bytesRead))) ?? null;
  } finally {
    await handle.close();
  }
}

/**
 * The name a file of `type` is stored under: the client's own when its extension fits the content (`Fondue.JPEG`),
 * else the same name with the type's extension (`page.html` → `page.gif`), since the extension decides how the file
 * is served.
 */
export function nameForContent(clientName: string, type: ContentType): string {
  const extension = path.extname(clientName);
  if (type.extensions.includes(extension.toLowerCase())) return clientName;
  const stem = extension ? clientName.slice(0, -extension.length) : clientName;
  return `${stem || 'file'}${type.extensions[0]}`;
}
