import fs from 'node:fs';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';

/** The site's typefaces under the names PDF code uses: Cormorant Garamond for titles, Inter for text. */
export const PDF_FONTS = {
  title: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff',
  subtitle: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff',
  text: '@fontsource/inter/files/inter-latin-400-normal.woff',
  strong: '@fontsource/inter/files/inter-latin-600-normal.woff',
} as const;

export type PdfFont = keyof typeof PDF_FONTS;

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps: its tables inflated once, with Node's zlib. fontkit
 * reads .woff itself, but inflates a table again, in JavaScript, each time it reads it: for a menu of a hundred
 * dishes that was most of the PDF's build time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, size] = [
      woff.readUInt32BE(entry + 4),
      woff.readUInt32BE(entry + 8),
      woff.readUInt32BE(entry + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < size ? zlib.inflateSync(stored) : stored,
    };
  });
  // The offset table's search fields, from the largest power of two not above the number of tables.
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The fonts as plain font files, made once per process. */
let fontFiles: [PdfFont, Buffer][] | null = null;
const loadedFonts = () =>
  (fontFiles ??= Object.entries(PDF_FONTS).map(([name, file]) => [
    name as PdfFont,
    woffToSfnt(fs.readFileSync(require.resolve(file))),
  ]));

/**
 * An A4 document (sizes in PDF points, 72 to the inch) with the site's fonts registered, embedded as subsets so that
 * its text stays real text. Fonts are read from .woff files: fontkit cannot subset the .woff2 ones.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions = {}): PDFKit.PDFDocument {
  const document = new PDFDocument({ size: 'A4', ...options });
  for (const [name, font] of loadedFonts()) document.registerFont(name, font);
  document.font('text');
  return document;
}

/** The finished document's bytes. */
export function pdfBytes(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
