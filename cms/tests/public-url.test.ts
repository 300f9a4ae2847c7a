import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePublicUrl, type PublicUrlContext } from '../src/utils/public-url';
import { startStrapi, type TestStrapi } from './strapi';

const PRODUCTION: PublicUrlContext = { development: false, mode: 'production', host: '0.0.0.0', port: 1337 };
const DEVELOPMENT: PublicUrlContext = { development: true, mode: 'development', host: '127.0.0.1', port: 1337 };

describe("the site's public address (PUBLIC_URL)", () => {
  it.each([
    ['https://www.trattoria.example', 'https://www.trattoria.example'],
    ['https://www.trattoria.example/', 'https://www.trattoria.example'],
    [' https://WWW.Trattoria.example:443/ ', 'https://www.trattoria.example'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
  ])('reads %j as %j', (value, origin) => {
    expect(resolvePublicUrl(value, PRODUCTION)).toBe(origin);
  });

  it.each([
    'www.trattoria.example',
    'ftp://www.trattoria.example',
    'https://www.trattoria.example/site',
    'https://www.trattoria.example//',
    'https://www.trattoria.example/?',
    'https://www.trattoria.example/#top',
    'https://owner:secret@www.trattoria.example',
  ])('refuses %j, naming PUBLIC_URL and what it accepts', (value) => {
    expect(() => resolvePublicUrl(value, PRODUCTION)).toThrow(
      `PUBLIC_URL=${JSON.stringify(value)} is not valid: PUBLIC_URL accepts an absolute http:// or https:// address`,
    );
  });

  it.each([undefined, '', '  '])('is required outside development (%j)', (value) => {
    expect(() => resolvePublicUrl(value, PRODUCTION)).toThrow('PUBLIC_URL is required for NODE_ENV=production');
    expect(() => resolvePublicUrl(value, { ...PRODUCTION, mode: 'test' })).toThrow(
      'PUBLIC_URL is required for NODE_ENV=test',
    );
  });

  it.each([
    ['127.0.0.1', 1337, 'http://localhost:1337'],
    ['0.0.0.0', 8080, 'http://localhost:8080'],
    ['::', 1337, 'http://localhost:1337'],
    ['192.168.1.20', 1337, 'http://192.168.1.20:1337'],
    ['fd00::20', 1337, 'http://[fd00::20]:1337'],
  ])('defaults in development to the address the server listens on (%s:%i)', (host, port, origin) => {
    expect(resolvePublicUrl(undefined, { ...DEVELOPMENT, host, port })).toBe(origin);
  });

  it('takes PUBLIC_URL in development too when it is set', () => {
    expect(resolvePublicUrl('https://www.trattoria.example/', DEVELOPMENT)).toBe('https://www.trattoria.example');
  });
});

describe('pages, sitemap and robots.txt asked for with a hostile Host', () => {
  // Development without PUBLIC_URL, where the request's host once became the pages' base; behind a proxy
  // (TRUST_PROXY), Koa takes X-Forwarded-Host for it.
  const LISTENING = 'http://localhost:4321';
  let app: TestStrapi;
  const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-dist-'));

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(frontendDist, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Site</title></head><body><div id="root"></div></body></html>',
    );
    app = await startStrapi({
      NODE_ENV: 'development',
      PUBLIC_URL: '',
      HOST: '127.0.0.1',
      PORT: '4321',
      TRUST_PROXY: 'true',
      FRONTEND_DIST: frontendDist,
    });
  });

  afterAll(async () => {
    await app.stop();
    fs.rmSync(frontendDist, { recursive: true, force: true });
  });

  // Node takes request headers up to 16 kB: a Host of 16,000 slashes fits, and an anchored /\/+$/ spent ~1 s on it.
  const SLASHES = '/'.repeat(16_000);
  const HOSTILE_HEADERS: [string, Record<string, string>][] = [
    ['a Host of 16,000 slashes', { Host: SLASHES }],
    ['another host name', { Host: 'evil.example' }],
    ['an X-Forwarded-Host of 16,000 slashes', { 'X-Forwarded-Host': SLASHES, 'X-Forwarded-Proto': 'https' }],
    ['another forwarded host name', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
  ];
  /** Absolute addresses in a page, bar the vocabularies' own (schema.org, the sitemap protocol, XHTML's links). */
  const siteAddresses = (text: string) =>
    [...text.matchAll(/https?:\/\/[^\s"<>]*/g)]
      .map((match) => match[0])
      .filter((url) => !/^https?:\/\/(?:schema\.org|www\.sitemaps\.org|www\.w3\.org\/1999\/xhtml)(?:\/|$)/.test(url));

  it.each(HOSTILE_HEADERS)('names only the public address when asked with %s', async (_, headers) => {
    for (const pathname of ['/', '/la-carte', '/galerie', '/contact', '/sitemap.xml', '/robots.txt']) {
      const { text } = await app.request.get(pathname).set('Accept', '*/*').set(headers).expect(200);
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('/'.repeat(100));
      const addresses = siteAddresses(text);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((url) => !url.startsWith(`${LISTENING}/`))).toEqual([]);
    }
  });
});
