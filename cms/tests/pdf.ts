import { execFileSync } from 'child_process';
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
