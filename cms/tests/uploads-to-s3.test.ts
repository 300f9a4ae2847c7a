/**
 * `npm run uploads:to-s3` as an owner runs it on a seeded site that kept its photos on the local disk: a child process
 * on the site's settings with the bucket configured, then the site started on the bucket.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenuItem } from '@ticino/shared';
import { startTestBucket, type TestBucket } from './bucket';
import { npmRun } from './npm-run';
import { databaseEnv, loginToken, startStrapi, testPublicDir, type TestDatabase, type TestStrapi } from './strapi';
import { COMMAND_TIMEOUT } from './time-limits';

let bucket: TestBucket;
let database: TestDatabase;
let app: TestStrapi | undefined;
/** Every photo address of the public menu, with the bytes the site served from the disk. */
const servedFromDisk = new Map<string, Buffer>();

const uploads = () => path.join(testPublicDir(database), 'uploads');
const siteEnv = () => ({ ...databaseEnv(database), PUBLIC_DIR: testPublicDir(database) });
const moveUploads = (...options: string[]) =>
  npmRun(['uploads:to-s3', ...(options.length ? ['--', ...options] : [])], { ...siteEnv(), ...bucket.env });

async function menuWithPhotos(site: TestStrapi): Promise<PublicMenuItem[]> {
  const items = (await site.request.get('/api/public/menu').expect(200)).body.data as PublicMenuItem[];
  return items.filter((item) => item.photo);
}

const photoUrls = (item: PublicMenuItem): string[] =>
  item.photo ? [item.photo.url, ...Object.values(item.photo.formats).map((format) => format.url)] : [];

beforeAll(async () => {
  bucket = await startTestBucket();
  const onDisk = await startStrapi();
  database = onDisk.database;
  for (const url of (await menuWithPhotos(onDisk)).flatMap(photoUrls)) {
    servedFromDisk.set(url, (await onDisk.request.get(url).buffer(true).expect(200)).body as Buffer);
  }
  await onDisk.stop({ keepDatabase: true });
});

afterAll(async () => {
  await app?.stop();
  await bucket.stop();
  for (const name of Object.keys(bucket.env)) delete process.env[name];
});

describe('npm run uploads:to-s3', () => {
  it(
    'refuses, naming the variable, when the bucket is not configured',
    async () => {
      const result = await npmRun(['uploads:to-s3'], { ...siteEnv(), UPLOAD_PROVIDER: 'local' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('UPLOAD_PROVIDER is not s3');
    },
    COMMAND_TIMEOUT,
  );

  it(
    'says on a dry run what it would copy, and copies nothing',
    async () => {
      const files = fs.readdirSync(uploads()).filter((name) => name !== '.gitkeep');
      expect(files.length).toBeGreaterThanOrEqual(servedFromDisk.size);
      const result = await moveUploads('--dry-run');
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`${files.length} file(s) would copy`);
      expect(result.stdout).toContain('Dry run: nothing changed');
      expect(await bucket.keys()).toEqual([]);
    },
    COMMAND_TIMEOUT,
  );

  it(
    'copies every uploaded file into the bucket, then finds nothing left to do',
    async () => {
      const files = fs
        .readdirSync(uploads())
        .filter((name) => name !== '.gitkeep')
        .sort();
      const first = await moveUploads();
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain(`${files.length} file(s) copied`);
      expect(first.stdout).not.toContain('in neither place');
      expect(await bucket.keys()).toEqual(files);

      const again = await moveUploads();
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain(`0 file(s) copied`);
      expect(again.stdout).toMatch(/\b0 of \d+ media file\(s\)/);
      expect(await bucket.keys()).toEqual(files);
    },
    COMMAND_TIMEOUT * 2,
  );

  it('leaves a site that serves every photo from the bucket and deletes it there', async () => {
    // The disk no longer holds them: whatever the site serves now comes from the bucket.
    fs.rmSync(uploads(), { recursive: true, force: true });
    app = await startStrapi(bucket.env, database);
    const items = await menuWithPhotos(app);
    expect(new Set(items.flatMap(photoUrls))).toEqual(new Set(servedFromDisk.keys()));
    for (const [url, bytes] of servedFromDisk) {
      const served = (await app.request.get(url).buffer(true).expect(200)).body as Buffer;
      expect(served.equals(bytes), url).toBe(true);
    }
    const page = (await app.request.get('/la-carte').expect(200)).text;
    for (const item of items) expect(page).toContain(item.photo?.formats.small?.url ?? item.photo?.url);

    // Recorded as the bucket's: removing a photo removes its files from the bucket.
    const [first] = items;
    const token = await loginToken(app.request);
    await app.request
      .delete(`/api/menu/${first.id}/photo`)
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    const keys = await bucket.keys();
    for (const url of photoUrls(first)) expect(keys).not.toContain(path.posix.basename(url));
  });
});
