import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {} from '@ticino/shared';
import { multipartBody, rawRequest, type MultipartPart } from './raw-http';
import { STAFF, startStrapi, testPublicDir, type TestStrapi } from './strapi';
import { french } from './messages';

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

/** A PDF's first bytes, then `bytes` of padding: a file the media library takes without making images of it. */
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)]);

/** The smallest GIF: what an attacker puts in front of a page or a script to pass a content check. */
const GIF_HEAD = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const mediaCount = () => app.strapi.db.query('plugin::upload.file').count();

/** A chunked upload to the media library, as a back-office user, through Node's own client. */
async function chunkedUpload(parts: MultipartPart[], epilogue?: Buffer) {
  const { type, chunks } = multipartBody(parts, { epilogue });
  const response = await rawRequest(app, {
    method: 'POST',
    path: '/upload',
    headers: { 'Content-Type': type, Authorization: `Bearer ${adminToken}` },
    chunks,
  });
  return { status: response.status, body: JSON.parse(response.text) };
}

const pdfParts = (count: number, bytes: number): MultipartPart[] =>
  Array.from({ length: count }, (_, index) => ({
    name: 'files',
    filename: `menu-${index}.pdf`,
    contentType: 'application/pdf',
    content: pdfOf(bytes),
  }));

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
    expect(response.body).toEqual({
      success: false,
      message: french('api.unsupportedMediaType'),
      code: 'api.unsupportedMediaType',
    });
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

describe('multipart bodies sent chunked, without a Content-Length', () => {
  it('refuse more than 20 files with 400 in French, keeping nothing of them', async () => {
    const before = await mediaCount();
    const response = await chunkedUpload(pdfParts(21, 100));
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ status: 400, message: 'Trop de fichiers : 20 au plus par envoi.' });
    expect(await mediaCount()).toBe(before);
    expect(leftoverFiles()).toEqual([]);
  });

  it('take several files that are each under the limit, together over it', async () => {
    const before = await mediaCount();
    const response = await chunkedUpload(pdfParts(2, 0.7 * MEGABYTE));
    expect(response.status).toBe(201);
    expect(await mediaCount()).toBe(before + 2);
    expect(leftoverFiles()).toEqual([]);
  });

  it('refuse one file over UPLOAD_MAX_FILE_MB with 413 in French, keeping nothing', async () => {
    const before = await mediaCount();
    const response = await chunkedUpload(pdfParts(1, 1.2 * MEGABYTE));
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe('Fichier trop volumineux : 1 Mo au plus par fichier, 5 Mo par envoi.');
    expect(await mediaCount()).toBe(before);
    expect(leftoverFiles()).toEqual([]);
  });

  it('refuse files over five times UPLOAD_MAX_FILE_MB together with 413, keeping nothing', async () => {
    const before = await mediaCount();
    const response = await chunkedUpload(pdfParts(6, 0.9 * MEGABYTE));
    expect(response.status).toBe(413);
    expect(await mediaCount()).toBe(before);
    expect(leftoverFiles()).toEqual([]);
  });

  it('refuse a body padded after its last part with 413', async () => {
    const before = await mediaCount();
    const response = await chunkedUpload(pdfParts(1, 100), Buffer.alloc(8 * MEGABYTE, 0x2d));
    expect(response.status).toBe(413);
    expect(await mediaCount()).toBe(before);
    expect(leftoverFiles()).toEqual([]);
  });
});

describe('the stored extension of an upload', () => {
  it.each(['page.html', 'script.js', 'drawing.svg', 'no-extension'])(
    'comes from the content, not from the name (%s with GIF bytes, declared as application/octet-stream)',
    async (name) => {
      const content = Buffer.concat([GIF_HEAD, Buffer.from('<script>alert(document.domain)</script>')]);
      const response = await app.request
        .post('/upload')
        .set('Authorization', `Bearer ${adminToken}`)
        .attach('files', content, { filename: name, contentType: 'application/octet-stream' })
        .expect(201);
      expect(response.body[0]).toMatchObject({ ext: '.gif', mime: 'image/gif' });
      expect(response.body[0].url).toMatch(/\.gif$/);
      const served = await app.request.get(response.body[0].url).expect(200);
      expect(served.headers['content-type']).toBe('image/gif');
    },
  );

  it('keeps the name an honest client gave (.jpeg stays .jpeg)', async () => {
    const jpeg = fs.readFileSync(path.join(__dirname, '..', 'data', 'seed', 'photos', 'fondue.jpg'));
    const response = await app.request
      .post('/upload')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('files', jpeg, { filename: 'Fondue.JPEG', contentType: 'image/jpeg' })
      .expect(201);
    expect(response.body[0]).toMatchObject({ ext: '.JPEG', mime: 'image/jpeg' });
  });

  it('refuses content of no accepted type, whatever its name says', async () => {
    const before = await mediaCount();
    const response = await app.request
      .post('/upload')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('files', Buffer.from('plain text, not a menu'), { filename: 'menu.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(400);
    expect(await mediaCount()).toBe(before);
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

  it.each([
    (url: string) => url.replace('/uploads/', '/%75ploads/'),
    (url: string) => url.replace('/uploads/', '/%75%70%6c%6f%61%64%73/'),
    (url: string) => url.replace('/uploads/', '/uploads/../uploads/'),
    (url: string) => url.replace('/uploads/', '/x/%2e%2e/uploads/'),
    (url: string) => url.replace('/uploads/', '//uploads/'),
    (url: string) => url.replace('/uploads/', '/uploads//'),
  ])('are served sandboxed by any path that decodes to /uploads (%#)', async (pathOf) => {
    const upload = await app.request
      .post('/upload')
      .set('Authorization', `Bearer ${adminToken}`)
      .attach('files', GIF_HEAD, 'other-path.gif')
      .expect(201);
    const response = await rawRequest(app, { path: pathOf(upload.body[0].url) });
    // A path the server refuses to read is no risk; one it serves must be served as an upload.
    if (![400, 404].includes(response.status)) {
      expect(response.status).toBe(200);
      expect(response.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe("the site's API", () => {
  it.each([
    ['/api/contact', 'name=A&email=a%40b.ch&subject=Hello&message=Bonjour+tout+le+monde'],
    ['/api/auth/login', `username=${STAFF.username}&password=${STAFF.password}`],
  ])('refuses form-encoded posts to %s, which any other site could make its visitors send', async (route, form) => {
    const response = await app.request.post(route).type('form').send(form).expect(415);
    expect(response.body).toEqual({
      success: false,
      message: french('api.unsupportedMediaType'),
      code: 'api.unsupportedMediaType',
    });
  });

  it.each(['/API/contact', '/Api/Contact/'])(
    'refuses them whatever the case of the address, which the router ignores (%s)',
    async (route) => {
      const before = await app.strapi.db.query('api::contact-message.contact-message').count();
      const form = 'name=Anne&email=anne%40example.ch&subject=Table&message=Une+table+pour+deux+ce+soir';
      const response = await app.request.post(route).type('form').send(form).expect(415);
      expect(response.body).toEqual({
        success: false,
        message: french('api.unsupportedMediaType'),
        code: 'api.unsupportedMediaType',
      });
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
