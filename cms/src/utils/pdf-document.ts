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
 * An A4 document (sizes in PDF points, 72 to the inch) with the site's fonts registered, embedded as subsets so that
 * its text stays real text. Fonts are read from .woff files: fontkit cannot subset the .woff2 ones.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions = {}): PDFKit.PDFDocument {
  const document = new PDFDocument({ size: 'A4', ...options });
  for (const [name, file] of Object.entries(PDF_FONTS)) document.registerFont(name, require.resolve(file));
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
