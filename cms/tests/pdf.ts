import { execFileSync } from 'child_process';
import zlib from 'zlib';
import type { TestStrapi } from './strapi';

export interface FetchedPdf {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
}

/** A PDF the server answers at `address` (with `headers`, e.g. a staff session), its body as bytes. */
export async function getPdf(
  request: TestStrapi['request'],
  address: string,
  headers: Record<string, string> = {},
): Promise<FetchedPdf> {
  const response = await request
    .get(address)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { status: response.status, headers: response.headers, bytes: response.body as Buffer };
}

/** Whitespace made plain and single: PDF text comes with its layout's spaces and line ends. */
export const normalizedText = (text: string) => text.replace(/\s+/gu, ' ');

/** The PDF's text as `pdftotext -layout` reads it (pages `first` to `last` when given), its spaces normalized. */
export function pdfText(bytes: Buffer, pages?: { first: number; last: number }): string {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return normalizedText(execFileSync('pdftotext', ['-layout', ...range, '-', '-'], { input: bytes, encoding: 'utf8' }));
}

/**
 * The languages the PDF's content marks its text in (`/Span <</Lang (fr)>> BDC`), from its page streams, inflated:
 * what a screen reader reads as another language than the document's.
 */
export function markedLanguages(bytes: Buffer): string[] {
  const languages = new Set<string>();
  const text = bytes.toString('latin1');
  for (let start = text.indexOf('stream\n'); start !== -1; start = text.indexOf('stream\n', start + 1)) {
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    let content: string;
    try {
      content = zlib.inflateSync(bytes.subarray(start + 'stream\n'.length, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, language] of content.matchAll(/\/Lang\s*\(([a-z-]+)\)\s*>>\s*BDC/g)) languages.add(language);
  }
  return [...languages];
}
