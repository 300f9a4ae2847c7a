import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import zlib from 'zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, testPublicDir, type TestStrapi } from './strapi';

/** The real build (`npm run build`): what is proved here is what the built site sends. */
const FRONTEND_DIST = path.resolve(__dirname, '..', '..', 'frontend', 'dist');
const TEXT_FILE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

let app: TestStrapi;
let port: number;

/** supertest decodes compressed answers on its own: a plain HTTP request shows what the server really sent. */
function get(pathname: string, acceptEncoding: string | null, accept = 'text/html'): Promise<RawResponse> {
  const headers: http.OutgoingHttpHeaders = { Accept: accept };
  if (acceptEncoding !== null) headers['Accept-Encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function decode(response: RawResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(response.body);
    case 'gzip':
      return zlib.gunzipSync(response.body);
    case undefined:
      return response.body;
    default:
      throw new Error(`unexpected content-encoding ${response.headers['content-encoding']}`);
  }
}

function textFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEXT_FILE.test(file))
    .map((file) => path.join(folder, file));
}

/** The entry script named by the built index.html. */
function entryScript(): string {
  const html = fs.readFileSync(path.join(FRONTEND_DIST, 'index.html'), 'utf8');
  const match = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error('the built index.html names no entry script');
  return match[1];
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(FRONTEND_DIST, 'index.html')))
    throw new Error(`No build in ${FRONTEND_DIST}: run npm run build`);
  app = await startStrapi({ FRONTEND_DIST });
  const server = app.strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.stop();
});

describe('the build compresses the website once', () => {
  it('writes a brotli and a gzip copy beside every text file, with the same content', () => {
    const files = textFiles(FRONTEND_DIST);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const plain = fs.readFileSync(file);
      expect(fs.existsSync(`${file}.br`), `${file}.br`).toBe(true);
      expect(fs.existsSync(`${file}.gz`), `${file}.gz`).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(plain)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(plain)).toBe(true);
    }
  });
});

describe('text answers go out compressed as the client accepts', () => {
  const targets = [
    { name: 'the home page', path: '/', accept: 'text/html' },
    { name: 'the entry script', path: 'entry', accept: '*/*' },
    { name: 'the public menu', path: '/api/public/menu', accept: 'application/json' },
  ];
  const resolve = (target: (typeof targets)[number]) => (target.path === 'entry' ? entryScript() : target.path);

  it.each(targets)('sends $name with brotli, gzip or as it is, the same content every time', async (target) => {
    const plain = await get(resolve(target), null, target.accept);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await get(resolve(target), 'br, gzip', target.accept);
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length);
    expect(decode(brotli).equals(plain.body)).toBe(true);

    const gzip = await get(resolve(target), 'gzip', target.accept);
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(plain.body)).toBe(true);

    // Neither of the two: the plain bytes (deflate is not offered).
    const neither = await get(resolve(target), 'deflate', target.accept);
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body.equals(plain.body)).toBe(true);

    for (const response of [plain, brotli, gzip]) {
      expect((response.headers.vary ?? '').toLowerCase()).toContain('accept-encoding');
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    }
  });

  it('sends the files the build compressed, not a compression made per request', async () => {
    const script = entryScript();
    const brotli = await get(script, 'br, gzip', '*/*');
    expect(brotli.body.equals(fs.readFileSync(path.join(FRONTEND_DIST, `${script}.br`)))).toBe(true);
    expect(brotli.headers['cache-control']).toContain('immutable');
    const gzip = await get(script, 'gzip', '*/*');
    expect(gzip.body.equals(fs.readFileSync(path.join(FRONTEND_DIST, `${script}.gz`)))).toBe(true);
  });

  it('keeps the headers and the error shape of the site API', async () => {
    const response = await get('/api/public/nothing-here', 'br, gzip', 'application/json');
    expect(response.status).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    const plain = await get('/api/public/nothing-here', null, 'application/json');
    expect(decode(response).equals(plain.body)).toBe(true);
  });

  it('sends images as they are', async () => {
    const response = await get('/apple-touch-icon.png', 'br, gzip', 'image/*');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(fs.readFileSync(path.join(FRONTEND_DIST, 'apple-touch-icon.png')))).toBe(true);
  });

  it('sends uploaded media as they are, even a large SVG', async () => {
    const name = `compression-test-${process.pid}.svg`;
    const file = path.join(testPublicDir(app.database), 'uploads', name);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;
    fs.writeFileSync(file, svg);
    try {
      const response = await get(`/uploads/${name}`, 'br, gzip', 'image/*');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(svg);
    } finally {
      fs.rmSync(file);
    }
  });
});
