import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_ROOT, startStrapi, type TestStrapi } from './strapi';

/** The website's build, from `npm run build`: the server's render of the pages is in its .ssr folder. */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');

let app: TestStrapi;
// A copy of the build, whose render this file breaks and mends as a rebuild caught half-way would.
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-render-health-'));
const entry = path.join(frontendDist, '.ssr', 'entry-server.cjs');
const goodEntry = path.join(frontendDist, 'entry-server.good.cjs');

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  fs.copyFileSync(entry, goodEntry);
  app = await startStrapi({ FRONTEND_DIST: frontendDist });
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

const health = async () => (await app.request.get('/_health').expect(200)).body as { status: string; render: string };
/** The home page from its #root on: the server's render of the page, when there is one. */
async function homeRoot(): Promise<string> {
  const html = (await app.request.get('/').set('Accept', 'text/html').expect(200)).text;
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
}

/** A new version of index.html, as a rebuild writes: the server loads the build's render again. */
function rebuildIndex(): void {
  const index = path.join(frontendDist, 'index.html');
  fs.appendFileSync(index, '\n');
}

describe('the server render of the pages, watched by /_health', () => {
  it('says the pages leave rendered', async () => {
    expect(await homeRoot()).toMatch(/<main/);
    expect(await health()).toEqual({ status: 'ok', render: 'ok' });
  });

  it('serves the pages drawn in the browser while the render fails to load, says so, and tries again', async () => {
    fs.writeFileSync(entry, "throw new TypeError('jsxDEV is not a function');\n");
    rebuildIndex();
    expect(await homeRoot()).not.toMatch(/<main/);
    // Still 200: the instance serves working pages, and must stay in its load balancer's pool.
    expect(await health()).toEqual({ status: 'ok', render: 'retrying' });

    fs.copyFileSync(goodEntry, entry);
    await expect.poll(homeRoot, { timeout: 20_000, interval: 500 }).toMatch(/<main/);
    expect(await health()).toEqual({ status: 'ok', render: 'ok' });
  });
});
