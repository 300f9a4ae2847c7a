import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@ticino/shared';
import { STAFF, startStrapi, testPublicDir, type TestStrapi } from './strapi';

const BACK_OFFICE = { email: 'owner@trattoria.example', password: 'Backoffice-2026' };
const MEGABYTE = 1024 * 1024;

// Every temporary file of the server goes to a folder of this test's own, so leftovers can be counted; set before
// anything is loaded, as some libraries read the temporary folder once.
const tempDir = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- runs before the imports of this file
  const dir = require('fs').mkdtempSync(require('path').join(require('os').tmpdir(), 'ticino-tmp-')) as string;
  process.env.TMPDIR = dir;
  return dir;
});

let app: TestStrapi;
let adminToken: string;

/** Files left in the server's temporary folder, at any depth, but for the test's own database and uploads folder. */
function leftoverFiles(): string[] {
  const databaseDir = app.database.client === 'sqlite' ? path.dirname(app.database.file) : undefined;
  const publicDir = testPublicDir(app.database);
  return fs
    .readdirSync(tempDir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.parentPath !== databaseDir &&
        path.relative(publicDir, entry.parentPath).startsWith('..'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  app = await startStrapi({
    UPLOAD_MAX_FILE_MB: '1',
    CMS_ADMIN_EMAIL: BACK_OFFICE.email,
    CMS_ADMIN_PASSWORD: BACK_OFFICE.password,
  });
  const login = await app.request.post('/admin/login').send(BACK_OFFICE).expect(200);
  adminToken = login.body.data.token;
});

afterAll(async () => {
  await app?.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('multipart bodies', () => {
  it.each(['/api/contact', '/api/auth/login', '/api/menu', '/anything', '/cms', '/admin/login', '/api/upload'])(
    'are refused with 415 on %s, unread, leaving no file behind',
    async (route) => {
      const response = await app.request.post(route).attach('x', Buffer.alloc(MEGABYTE / 2, 1), 'big.bin');
      expect(response.status).toBe(415);
      expect(leftoverFiles()).toEqual([]);
    },
  );

  it("answer the site's API in its French shape", async () => {
    const response = await app.request.post('/api/contact').attach('x', Buffer.from('data'), 'x.bin').expect(415);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.unsupportedMediaType });
  });

  it("are refused on the media library's route without a back-office session, before being read", async () => {
    const staffLogin = await app.request.post('/api/auth/login').send(STAFF).expect(200);
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${staffLogin.body.data.token}`]) {
      const request = app.request.post('/upload');
      if (authorization) request.set('Authorization', authorization);
      const response = await request.attach('files', PNG, 'pixel.png');
      expect(response.status).toBe(401);
    }
    expect(leftoverFiles()).toEqual([]);
  });

  it('upload images for a back-office user, and leave no temporary file once answered', async () => {
    const response = await app.request
      .post('/upload')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('files', PNG, 'pixel.png')
      .expect(201);
    expect(response.body[0]).toMatchObject({ name: 'pixel.png', mime: 'image/png' });
    expect(leftoverFiles()).toEqual([]);
  });

  it('delete files sent under any field name, even when the upload itself fails', async () => {
    const response = await app.request
      .post('/upload')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('not-files', PNG, 'pixel.png')
      .attach('other', Buffer.alloc(1000, 2), 'other.bin');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(leftoverFiles()).toEqual([]);
  });

  it('refuse a file over UPLOAD_MAX_FILE_MB with 413, keeping nothing of it', async () => {
    const response = await app.request
      .post('/upload')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('files', Buffer.concat([PNG, Buffer.alloc(2 * MEGABYTE)]), 'huge.png');
    expect(response.status).toBe(413);
    expect(leftoverFiles()).toEqual([]);
  });

  it('refuse HTML and SVG files, which would run scripts from the site’s own origin', async () => {
    for (const [name, content] of [
      ['page.html', '<!doctype html><script>alert(1)</script>'],
      ['drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ]) {
      const response = await app.request
        .post('/upload')
        .set('Authorization', `Bearer ${adminToken}`)
        .attach('files', Buffer.from(content), name);
      expect(response.status).toBe(400);
    }
    expect(leftoverFiles()).toEqual([]);
  });
});

describe('uploaded files', () => {
  it('are served sandboxed and never sniffed as another type', async () => {
    const upload = await app.request
      .post('/upload')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('files', PNG, 'served.png')
      .expect(201);
    const response = await app.request.get(upload.body[0].url).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("the site's API", () => {
  it.each([
    ['/api/contact', 'name=A&email=a%40b.ch&subject=Hello&message=Bonjour+tout+le+monde'],
    ['/api/auth/login', `username=${STAFF.username}&password=${STAFF.password}`],
  ])('refuses form-encoded posts to %s, which any other site could make its visitors send', async (route, form) => {
    const response = await app.request.post(route).type('form').send(form).expect(415);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.unsupportedMediaType });
  });

  it.each(['/API/contact', '/Api/Contact/'])(
    'refuses them whatever the case of the address, which the router ignores (%s)',
    async (route) => {
      const before = await app.strapi.db.query('api::contact-message.contact-message').count();
      const form = 'name=Anne&email=anne%40example.ch&subject=Table&message=Une+table+pour+deux+ce+soir';
      const response = await app.request.post(route).type('form').send(form).expect(415);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.unsupportedMediaType });
      expect(await app.strapi.db.query('api::contact-message.contact-message').count()).toBe(before);
    },
  );

  it('refuses a JSON text sent as text/plain (a request browsers send cross-site without asking)', async () => {
    const body = JSON.stringify(STAFF);
    await app.request.post('/api/auth/login').set('Content-Type', 'text/plain').send(body).expect(415);
  });

  it('stores nothing from a refused contact post', async () => {
    const before = await app.strapi.db.query('api::contact-message.contact-message').count();
    await app.request
      .post('/api/contact')
      .type('form')
      .send('name=Anne&email=anne%40example.ch&subject=Table&message=Une+table+pour+deux+ce+soir')
      .expect(415);
    expect(await app.strapi.db.query('api::contact-message.contact-message').count()).toBe(before);
  });

  it('still takes JSON, and writes without a body', async () => {
    const login = await app.request.post('/api/auth/login').send(STAFF).expect(200);
    await app.request.post('/api/auth/logout').set('Authorization', `Bearer ${login.body.data.token}`).expect(200);
  });
});
