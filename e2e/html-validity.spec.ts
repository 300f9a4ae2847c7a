import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The W3C Nu HTML checker, as the vnu-jar package ships it (run with the machine's Java). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** The French pages, and two in other languages (docs/product.md#languages). */
const RESTAURANT_PAGES = ['/', '/la-carte', '/galerie', '/contact', '/reserver', '/de', '/en/menu'];

interface VnuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The checker's HTML errors on `html`, each with its line and the markup around it. Its CSS findings (« CSS: … ») are
 * left out: they are about the third-party stylesheets the server inlines (AOS's unitless `transition-delay: 0`, the
 * lightbox's `calc()` with custom properties, which the checker's CSS parser does not read), not about the HTML.
 */
function htmlErrors(html: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-vnu-'));
  const file = path.join(dir, 'page.html');
  fs.writeFileSync(file, html);
  try {
    // Exit status 1 means "errors found": the JSON report is what tells them.
    let report: string;
    try {
      report = execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', file], { encoding: 'utf8' });
    } catch (error) {
      report = (error as { stdout?: string }).stdout ?? '';
      if (!report) throw error;
    }
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !message.message.startsWith('CSS:'))
      .map((message) => `line ${message.lastLine ?? '?'}: ${message.message} — ${message.extract ?? ''}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('the pages as the server sends them, read by the W3C HTML checker', () => {
  for (const pathname of RESTAURANT_PAGES) {
    test(`${pathname} has no HTML error`, async ({ request }) => {
      const response = await request.get(pathname, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(htmlErrors(await response.text())).toEqual([]);
    });
  }
});
