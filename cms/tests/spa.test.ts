import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(frontendDist, 'assets'));
  fs.writeFileSync(path.join(frontendDist, 'index.html'), '<!doctype html><div id="root">site</div>');
  fs.writeFileSync(path.join(frontendDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(frontendDist, 'food.menu.json'), '[]');
  app = await startStrapi({ FRONTEND_DIST: frontendDist });
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

const navigate = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html,application/xhtml+xml');

describe('one origin for the site, the API and the back-office', () => {
  it.each(['/', '/la-carte', '/admin', '/admin/login', '/admin/dashboard/', '/home3/room', '/about', '/Galerie'])(
    'serves the React app to a browser navigating to %s',
    async (pathname) => {
      const response = await navigate(pathname).expect(200);
      expect(response.headers['content-type']).toMatch(/html/);
      expect(response.text).toContain('<div id="root">site</div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/nulle-part', '/home2/galerie', '/admin/settings', '/room'])(
    'serves the React app with a 404 status to a browser navigating to %s, which has no page',
    async (pathname) => {
      const response = await navigate(pathname).expect(404);
      expect(response.text).toContain('<div id="root">site</div>');
    },
  );

  it('serves a rebuilt website without a restart', async () => {
    const indexFile = path.join(frontendDist, 'index.html');
    const original = fs.readFileSync(indexFile);
    await navigate('/la-carte').expect(200);
    try {
      fs.writeFileSync(indexFile, '<!doctype html><div id="root">site, rebuilt</div>');
      expect((await navigate('/la-carte').expect(200)).text).toContain('site, rebuilt');
      expect((await app.request.get('/').expect(200)).text).toContain('site, rebuilt');
    } finally {
      fs.writeFileSync(indexFile, original);
    }
  });

  it('serves the home page to any client, not only to browsers', async () => {
    const response = await app.request.get('/').set('Accept', '*/*').expect(200);
    expect(response.text).toContain('<div id="root">site</div>');
  });

  it.each(['/admin', '/admin/login', '/admin/dashboard', '/service_details', '/home3/room', '/about'])(
    'serves %s to a client that accepts anything, as link checkers and uptime monitors do',
    async (pathname) => {
      for (const accept of ['*/*', undefined]) {
        const request = app.request.get(pathname);
        const response = await (accept ? request.set('Accept', accept) : request).expect(200);
        expect(response.headers['content-type']).toMatch(/html/);
        expect(response.text).toContain('<div id="root">site</div>');
      }
    },
  );

  it.each(['/nulle-part', '/api/nothing-here', '/admin/settings'])(
    'answers %s, which has no page, with a JSON 404 to a client that accepts anything',
    async (pathname) => {
      const response = await app.request.get(pathname).set('Accept', '*/*').expect(404);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.text).not.toContain('<div id="root">');
    },
  );

  it('leaves a page address to Strapi when the client wants JSON only', async () => {
    const response = await app.request.get('/admin/dashboard').set('Accept', 'application/json').expect(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it.each(['/..%2f..%2fpackage.json', '/assets/..%2f..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json'])(
    'treats %s, which climbs out of the site folder, as a page that does not exist',
    async (pathname) => {
      const response = await navigate(pathname).expect(404);
      expect(response.text).toContain('<div id="root">site</div>');
    },
  );

  it('keeps search engines out of the dashboard, the back-office and the API', async () => {
    const response = await app.request.get('/robots.txt').expect(200);
    expect(response.text).toMatch(/^Disallow: \/admin$/m);
    expect(response.text).toMatch(/^Disallow: \/cms$/m);
    expect(response.text).toMatch(/^Disallow: \/api\/$/m);
  });

  it('answers /favicon.ico with the site icon', async () => {
    const response = await app.request.get('/favicon.ico').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });

  it('serves built files with long caching for fingerprinted assets', async () => {
    const asset = await app.request.get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const data = await app.request.get('/food.menu.json').expect(200);
    expect(data.headers['cache-control']).not.toContain('immutable');
  });

  it("leaves the back-office's own /admin calls to Strapi", async () => {
    const response = await app.request.get('/admin/init').set('Accept', 'application/json').expect(200);
    expect(response.body.data).toHaveProperty('hasAdmin');
  });

  it('never answers an API path with the React app', async () => {
    const response = await navigate('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it("serves Strapi's back-office at /cms", async () => {
    const response = await navigate('/cms');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('<div id="root">site</div>');
  });
});

describe('content negotiation and hostile paths', () => {
  it('tells caches that the page depends on what the client accepts', async () => {
    const response = await navigate('/la-carte').expect(200);
    const vary = (response.headers.vary ?? '').toLowerCase();
    expect(vary).toContain('accept');
    expect(vary).toContain('sec-fetch-mode');
  });

  it('answers a path of thousands of slashes as quickly as a normal one', async () => {
    // Node takes request lines up to 16 kB; a backtracking pattern spent about a second on this one.
    const hostile = `/${'/'.repeat(15_000)}x`;
    const timed = async (pathname: string) => {
      const started = performance.now();
      await navigate(pathname).expect(404);
      return performance.now() - started;
    };
    await timed('/nulle-part');
    const normal = Math.min(await timed('/nulle-part'), await timed('/nulle-part'));
    const slow = Math.min(await timed(hostile), await timed(hostile));
    // A generous bound: linear work stays within a few milliseconds of the normal path; the old pattern took ~1 s.
    expect(slow).toBeLessThan(normal * 5 + 150);
  });
});
