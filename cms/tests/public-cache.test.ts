import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LAW_DETAILS, type MenuItem, type MenuItemValues, type RestaurantInfo } from '@ticino/shared';
import { BACK_OFFICE_ADMIN, loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * The public API answered from memory (docs/product.md#public-api): validators and caching headers, every write
 * seen by the next request whoever made it, and the static fallback file kept true to the menu.
 */
const MENU_UID = 'api::menu-item.menu-item';
const RESTAURANT_UID = 'api::restaurant.restaurant';

/** A build of the site of our own: the file holds a seeded dish and a template meal, as the build writes it. */
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-fallback-'));
const FALLBACK = path.join(frontendDist, 'food.menu.json');
const MEAL = {
  id: 'meal-1',
  title: 'Continental breakfast',
  price: 12,
  description: 'Bread and jam.',
  category: 'breakfast',
};

let app: TestStrapi;
let port: number;
let staffToken: string;
let ownerToken: string;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Plain HTTP, so the answer is seen as sent (supertest decodes compressed bodies on its own). */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

function decoded(response: RawResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? zlib.brotliDecompressSync(response.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(response.body)
        : response.body;
  return JSON.parse(bytes.toString('utf8'));
}

const publicMenu = async (query = '') =>
  (await app.request.get(`/api/public/menu${query}`).expect(200)).body.data as MenuItem[];

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still not the case after 30 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const fallbackEntries = () =>
  JSON.parse(fs.readFileSync(FALLBACK, 'utf8')) as { id: string; title: string; category: string }[];

const dish: Pick<MenuItemValues, 'title' | 'price' | 'description' | 'category'> = {
  title: 'Risotto del Vallemaggia',
  price: 27,
  description: 'Riz carnaroli, parmesan.',
  category: 'Nos Spécialités',
};

beforeAll(async () => {
  fs.writeFileSync(
    FALLBACK,
    JSON.stringify([
      { id: 'carte-1', title: 'Plat de la dernière construction', price: 10, description: 'x', category: 'Nos Pâtes' },
      MEAL,
    ]),
  );
  fs.writeFileSync(path.join(frontendDist, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await startStrapi({ FRONTEND_DIST: frontendDist });
  const server = app.strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  staffToken = await loginToken(app.request);
  ownerToken = (await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200)).body.data.token;
});

afterAll(async () => {
  await app?.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

describe.each([
  { name: 'the public menu', pathname: '/api/public/menu' },
  { name: 'the restaurant facts', pathname: '/api/public/restaurant' },
])('$name', ({ pathname }) => {
  it('carries a strong entity tag per encoding, caching and security headers', async () => {
    const plain = await get(pathname);
    const brotli = await get(pathname, { 'Accept-Encoding': 'gzip, br' });
    const gzip = await get(pathname, { 'Accept-Encoding': 'gzip' });
    for (const response of [plain, brotli, gzip]) {
      expect(response.status).toBe(200);
      expect(response.headers.etag).toMatch(/^"[^"]+"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(decoded(brotli)).toEqual(decoded(plain));
    expect(decoded(gzip)).toEqual(decoded(plain));
    expect((decoded(plain) as { success: boolean }).success).toBe(true);
  });

  it("sends the same security headers as the answers that go through Strapi's whole chain", async () => {
    const SECURITY_HEADERS = [
      'content-security-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
    ];
    const pick = (response: RawResponse) =>
      Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers[name]]));
    // Twice: the first answer is where the headers are learnt, the second sends what was kept.
    for (let round = 0; round < 2; round += 1) {
      const cached = await get(pathname);
      const routed = await get('/api/auth/check');
      expect(pick(cached)).toEqual(pick(routed));
      for (const name of SECURITY_HEADERS) expect(cached.headers[name]).toBeTruthy();
    }
  });

  it('answers a repeated request exactly as the first, whichever way it is served', async () => {
    for (const acceptEncoding of [undefined, 'br, gzip', 'gzip']) {
      const headers: http.OutgoingHttpHeaders = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      const answers = [await get(pathname, headers), await get(pathname, headers), await get(pathname, headers)];
      const comparable = (response: RawResponse) => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = response.headers;
        return { status: response.status, headers: rest, body: response.body.toString('base64') };
      };
      expect(comparable(answers[1])).toEqual(comparable(answers[0]));
      expect(comparable(answers[2])).toEqual(comparable(answers[0]));
    }
  });

  it('answers 304 without a body to a client holding the current version, in the encoding it holds', async () => {
    for (const acceptEncoding of [undefined, 'br', 'gzip']) {
      const headers: http.OutgoingHttpHeaders = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      const first = await get(pathname, headers);
      const again = await get(pathname, { ...headers, 'If-None-Match': first.headers.etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      const head = await get(pathname, { ...headers, 'If-None-Match': first.headers.etag }, 'HEAD');
      expect(head.status).toBe(304);
    }
    const other = await get(pathname, { 'If-None-Match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get(pathname, { 'Accept-Encoding': 'br' }, 'HEAD');
    const full = await get(pathname, { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });
});

describe('the public menu after a change', () => {
  it('shows a dashboard edit on the next request, under a new entity tag, filters included', async () => {
    const before = await get('/api/public/menu');
    const created = await app.request
      .post('/api/menu')
      .set('Authorization', `Bearer ${staffToken}`)
      .send(dish)
      .expect(201);
    const id = created.body.data.id as string;

    const after = await get('/api/public/menu', { 'If-None-Match': before.headers.etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Every public field, the law's empty ones included; the allergen confirmation stays with the staff.
    const { allergensConfirmation: _staffOnly, ...noLawDetails } = NO_LAW_DETAILS;
    expect((decoded(after) as { data: MenuItem[] }).data).toContainEqual({
      id,
      ...dish,
      availability: 'disponible',
      ...noLawDetails,
      photo: null,
    });
    expect((await publicMenu('?category=Nos%20Sp%C3%A9cialit%C3%A9s')).map((item) => item.id)).toContain(id);
    expect((await publicMenu('?search=vallemaggia')).map((item) => item.id)).toEqual([id]);

    await app.request
      .put(`/api/menu/${id}`)
      .set('Authorization', `Bearer ${staffToken}`)
      .send({ ...dish, title: 'Risotto Bleniese' })
      .expect(200);
    expect((await publicMenu()).find((item) => item.id === id)?.title).toBe('Risotto Bleniese');
    expect(await publicMenu('?search=vallemaggia')).toEqual([]);
    expect((await publicMenu('?search=bleniese')).map((item) => item.id)).toEqual([id]);

    await app.request.delete(`/api/menu/${id}`).set('Authorization', `Bearer ${staffToken}`).expect(200);
    expect((await publicMenu()).some((item) => item.id === id)).toBe(false);
    expect(await publicMenu('?search=bleniese')).toEqual([]);
  });

  it('shows an edit made in /cms on the next request', async () => {
    const [first] = await publicMenu();
    await app.request
      .put(`/content-manager/collection-types/${MENU_UID}/${first.id}`)
      .set('Authorization', `Bearer ${ownerToken}`)
      .send({ title: 'Fondue du propriétaire' })
      .expect(200);
    expect((await publicMenu()).find((item) => item.id === first.id)?.title).toBe('Fondue du propriétaire');
    expect((await publicMenu('?search=propri%C3%A9taire')).map((item) => item.id)).toEqual([first.id]);
  });

  it('shows a restaurant facts edit made in /cms on the next request', async () => {
    const before = await get('/api/public/restaurant');
    await app.request
      .put(`/content-manager/single-types/${RESTAURANT_UID}`)
      .set('Authorization', `Bearer ${ownerToken}`)
      .send({ tagline: 'La cuisine du Tessin, à deux pas de Cornavin' })
      .expect(200);
    const after = await get('/api/public/restaurant', { 'If-None-Match': before.headers.etag });
    expect(after.status).toBe(200);
    expect((decoded(after) as { data: RestaurantInfo }).data.tagline).toBe(
      'La cuisine du Tessin, à deux pas de Cornavin',
    );
  });

  it('still answers cross-origin and filtered requests through the route, with the same validators', async () => {
    const plain = await get('/api/public/menu');
    const withOrigin = await get('/api/public/menu', { Origin: 'https://www.trattoria.example' });
    expect(withOrigin.headers.etag).toBe(plain.headers.etag);
    expect(decoded(withOrigin)).toEqual(decoded(plain));
    const unknown = await app.request.get('/api/public/menu?category=Nos%20Sushis').expect(400);
    expect(unknown.body).toMatchObject({ success: false, message: "Cette catégorie n'existe pas" });
  });
});

describe("Strapi's default content API", () => {
  it('is not there: its listing route exists only in benchmark runs', async () => {
    await app.request.get('/api/menu-items').expect(404);
  });
});

describe('the fallback file /food.menu.json', () => {
  const restaurantPart = () => fallbackEntries().filter((entry) => entry.category !== 'breakfast');

  it('holds the menu of the database, not the one of the build, and keeps the template meals', async () => {
    const menu = await publicMenu();
    // The edits of the tests above are written shortly after their answers.
    await waitUntil(() => JSON.stringify(restaurantPart()) === JSON.stringify(menu), 'the file equal to the menu');
    expect(fallbackEntries().some((entry) => entry.title === 'Plat de la dernière construction')).toBe(false);
    expect(fallbackEntries()).toContainEqual(MEAL);
  });

  it('is rewritten after a change, with its compressed copies', async () => {
    const created = await app.request
      .post('/api/menu')
      .set('Authorization', `Bearer ${staffToken}`)
      .send({ ...dish, title: 'Brasato al Merlot' })
      .expect(201);
    await waitUntil(
      () => restaurantPart().some((entry) => entry.id === created.body.data.id),
      'the new dish in the file',
    );
    expect(restaurantPart()).toEqual(await publicMenu());
    const json = fs.readFileSync(FALLBACK);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${FALLBACK}.br`)).equals(json)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(`${FALLBACK}.gz`)).equals(json)).toBe(true);
    // No temporary file is left behind.
    expect(fs.readdirSync(frontendDist).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const served = await get('/food.menu.json', { 'Accept-Encoding': 'br' });
    expect(served.headers['content-encoding']).toBe('br');
    expect(decoded(served)).toEqual(JSON.parse(json.toString('utf8')));
  });
});
