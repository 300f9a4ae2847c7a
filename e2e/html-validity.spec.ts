import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LOCALES, PAGE_KEYS, pathFor } from '../packages/shared/src/i18n';
import { managePage } from './guest-booking';

/** The W3C Nu HTML checker, as the vnu-jar package ships it (run with the machine's Java). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** The restaurant pages in each language (docs/product.md#languages), the not-found page, and a guest's manage page. */
const RESTAURANT_PAGES = LOCALES.flatMap((locale) => PAGE_KEYS.map((key) => pathFor(key, locale)));

interface VnuMessage {
  /** The file the message is about, as a file: URL. */
  url?: string;
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The checker's HTML errors on each page, in one run of the checker (one Java start for them all), each with its page,
 * line and the markup around it. Its CSS findings (« CSS: … ») are left out: they are about the third-party stylesheets
 * the server inlines (AOS's unitless `transition-delay: 0`, the lightbox's `calc()` with custom properties, which the
 * checker's CSS parser does not read), not about the HTML.
 */
function htmlErrors(pages: ReadonlyMap<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-vnu-'));
  const files = new Map<string, string>();
  [...pages].forEach(([pathname, html], index) => {
    const file = path.join(dir, `page-${index}.html`);
    fs.writeFileSync(file, html);
    files.set(pathToFileURL(file).href, pathname);
  });
  try {
    // Exit status 1 means "errors found": the JSON report is what tells them.
    let report: string;
    try {
      report = execFileSync(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...[...files.keys()].map((url) => fileURLToPath(url))],
        {
          encoding: 'utf8',
        },
      );
    } catch (error) {
      report = (error as { stdout?: string }).stdout ?? '';
      if (!report) throw error;
    }
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !message.message.startsWith('CSS:'))
      .map(
        (message) =>
          `${files.get(message.url ?? '') ?? message.url}, line ${message.lastLine ?? '?'}: ${message.message} — ${message.extract ?? ''}`,
      );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('the pages as the server sends them, read by the W3C HTML checker', () => {
  test('every restaurant page in every language, the not-found page and a manage page have no HTML error', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const pages = new Map<string, string>();
    const read = async (pathname: string, status: number) => {
      const response = await request.get(pathname, { headers: { Accept: 'text/html' } });
      expect(response.status(), pathname).toBe(status);
      pages.set(pathname, await response.text());
    };
    for (const pathname of RESTAURANT_PAGES) await read(pathname, 200);
    await read('/en/nowhere', 404);
    await read(await managePage(request), 200);
    expect(htmlErrors(pages)).toEqual([]);
  });
});
