/**
 * `npm run backup` and `npm run restore` run as an owner runs them: child processes that read the same DATABASE_*
 * and PUBLIC_DIR settings as the server, next to the real Strapi the harness boots on the same data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeTime } from '../../scripts/backup/database';
import { startPgCluster, type PgCluster } from '../../scripts/pg-cluster';
import { startTestBucket, type TestBucket } from './bucket';
import { npmRun as npmRunWith } from './npm-run';
import {
  STAFF,
  TEST_ENVIRONMENT,
  databaseEnv,
  loginToken,
  startStrapi,
  type TestDatabase,
  type TestStrapi,
} from './strapi';
import { COMMAND_TIMEOUT } from './time-limits';

type Kind = 'sqlite' | 'postgres';
type Rows = Record<string, unknown>[];

const CONTACT_UID = 'api::contact-message.contact-message';
const USER_UID = 'plugin::users-permissions.user';
const SESSION_UID = 'admin::session';
/** Which process runs each shared job: runtime state, neither saved nor restored. */
const LEASE_UID = 'api::job-lease.job-lease';
/** A 1×1 PNG, uploaded as the owner would upload a photo. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dish = (title: string) => ({
  title,
  price: '24.50',
  description: 'Polenta du Tessin, ragoût de bœuf braisé au merlot.',
  category: 'Nos Spécialités',
});

/** One copy of the site's data: a database and a public folder whose uploads/ holds the media. */
interface Site {
  env: Record<string, string>;
  /** On this file's own SQLite files and PostgreSQL server, not the suite's: they stay until the end of the file. */
  database: TestDatabase;
  uploads: string;
}

/** Databases, media and archives of this file's sites, deleted at the end. */
let scratch: string;
let cluster: PgCluster;

function newSite(kind: Kind, name: string): Site {
  const publicDir = path.join(scratch, name, 'public');
  const uploads = path.join(publicDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  const database: TestDatabase =
    kind === 'sqlite'
      ? { client: 'sqlite', file: path.join(scratch, name, 'ticino.db') }
      : { client: 'postgres', name, url: cluster.createDatabase(name) };
  return { database, uploads, env: { ...databaseEnv(database), PUBLIC_DIR: publicDir } };
}

const boot = (site: Site) => startStrapi(site.env, site.database);
/** A test that runs a command, then boots the site on what it wrote: each may take a command's time on a busy machine. */
const COMMAND_THEN_BOOT_TIMEOUT = 2 * COMMAND_TIMEOUT;
const shutDown = (app: TestStrapi) => app.stop({ keepDatabase: true });
/** Each command with the settings the suite's apps get, whether or not this process booted one before it. */
const npmRun = (args: string[], site: Site) => npmRunWith(args, { ...TEST_ENVIRONMENT, ...site.env });

/**
 * Strapi's upload plugin reschedules its weekly usage report at each boot until one has been sent: bookkeeping that
 * changes by itself, left out of comparisons.
 */
const SELF_CHANGING_SETTINGS = ['plugin_upload_metrics'];

/** Every row of every table, as the database driver returns it (login sessions and job leases apart). */
async function tableRows(app: TestStrapi): Promise<Record<string, Rows>> {
  const { metadata, schema, connection } = app.strapi.db;
  const runtime = [SESSION_UID, LEASE_UID].map((uid) => metadata.get(uid).tableName);
  const settings = metadata.get('strapi::core-store').tableName;
  const snapshot: Record<string, Rows> = {};
  for (const { name } of schema.schema.tables) {
    if (runtime.includes(name)) continue;
    const rows: Rows = await connection(name).select('*').orderBy('id');
    snapshot[name] =
      name === settings ? rows.filter((row) => !SELF_CHANGING_SETTINGS.includes(row.key as string)) : rows;
  }
  return snapshot;
}

/** A relation's entries by id: links with equal order values come back in either order, depending on the database. */
function linksById(entry: Record<string, unknown>): Record<string, unknown> {
  const isRelation = (value: unknown): value is { id: number }[] =>
    Array.isArray(value) && value.every((item) => typeof (item as { id?: unknown } | null)?.id === 'number');
  return Object.fromEntries(
    Object.entries(entry).map(([field, value]) => [
      field,
      isRelation(value) ? [...value].sort((a, b) => a.id - b.id) : value,
    ]),
  );
}

/** A time of day reads « 11:30:00.000 » from SQLite and « 11:30:00 » from PostgreSQL: the same time, written whole. */
function timesWhole(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timesWhole);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, timesWhole(item)]));
  }
  return wholeTime(value);
}

/** Every entry of every model as Strapi reads it, with its relations: the same whatever the database. */
async function content(app: TestStrapi): Promise<Record<string, unknown>> {
  const models = app.strapi.get('models').get() as { uid: string }[];
  const uids = [...Object.keys(app.strapi.contentTypes), ...models.map(({ uid }) => uid)];
  const snapshot: Record<string, unknown> = {};
  for (const uid of uids.filter((candidate) => candidate !== SESSION_UID && candidate !== LEASE_UID)) {
    const entries: Record<string, unknown>[] = await app.strapi.db
      .query(uid)
      .findMany({ orderBy: { id: 'asc' }, populate: true });
    const kept =
      uid === 'strapi::core-store'
        ? entries.filter((entry) => !SELF_CHANGING_SETTINGS.includes(entry.key as string))
        : entries;
    snapshot[uid] = timesWhole(JSON.parse(JSON.stringify(kept.map(linksById))));
  }
  return snapshot;
}

interface Picture {
  id: number;
  url: string;
  /** As the site serves it (Strapi optimises images on upload). */
  bytes: Buffer;
}

async function uploadPicture(app: TestStrapi): Promise<Picture> {
  const file = path.join(scratch, 'salle.png');
  fs.writeFileSync(file, PICTURE);
  const [uploaded] = (await app.strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: 'salle.png', alternativeText: 'La salle à manger' } },
      files: { filepath: file, originalFilename: 'salle.png', mimetype: 'image/png', size: PICTURE.length },
    })) as { id: number; url: string }[];
  return { id: uploaded.id, url: uploaded.url, bytes: await served(app, uploaded.url) };
}

/** The bytes the site serves at a URL. */
async function served(app: TestStrapi, url: string): Promise<Buffer> {
  return (await app.request.get(url).buffer(true).expect(200)).body as Buffer;
}

/** A copy of an archive whose menu holds one row twice: the database refuses it halfway through a restore. */
async function brokenCopy(archive: string): Promise<string> {
  const folder = fs.mkdtempSync(path.join(scratch, 'broken-'));
  await tar.x({ file: archive, cwd: folder });
  const rowsFile = path.join(folder, 'database', 'menu_items.json');
  const rows = JSON.parse(fs.readFileSync(rowsFile, 'utf8')) as Rows;
  fs.writeFileSync(rowsFile, JSON.stringify([...rows, rows[0]]));
  const manifestFile = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { tables: Record<string, number> };
  manifest.tables.menu_items += 1;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  const broken = `${folder}.tar.gz`;
  await tar.c({ file: broken, cwd: folder, gzip: true }, fs.readdirSync(folder));
  return broken;
}

/** What each database's backup recorded, for the move from one database to another. */
const backups: Partial<Record<Kind, { archive: string; content: Record<string, unknown>; picture: Picture }>> = {};

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-backup-test-'));
  cluster = await startPgCluster();
});

afterAll(() => {
  cluster?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe.each<Kind>(['sqlite', 'postgres'])('backup and restore on %s', (kind) => {
  let source: Site;
  let app: TestStrapi | undefined;
  let token: string;
  let picture: Picture;
  let archive: string;
  let backedUp: Record<string, Rows>;
  const running = (): TestStrapi => {
    if (!app) throw new Error('The site is not running');
    return app;
  };
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const menu = async () =>
    (await running().request.get('/api/menu').set(auth()).expect(200)).body.data as { id: string }[];

  beforeAll(async () => {
    source = newSite(kind, `${kind}_source`);
    app = await boot(source);
    token = await loginToken(app.request);
    const [first] = await menu();
    await app.request.put(`/api/menu/${first.id}`).set(auth()).send(dish('Risotto du dimanche')).expect(200);
    // More items than the seed holds, so restored ids run past those of a freshly seeded database.
    for (const title of ['Polenta gratinée', 'Luganighetta', 'Torta di pane']) {
      await app.request.post('/api/menu').set(auth()).send(dish(title)).expect(201);
    }
    await app.request
      .post('/api/contact')
      .send({
        name: 'Giulia Bernasconi',
        email: 'giulia@example.ch',
        subject: 'Salle privée',
        message: 'Libre samedi ?',
      })
      .expect(201);
    picture = await uploadPicture(app);
    // Strapi adjusts a few of its own settings on the second boot of a database; from then on a boot changes nothing.
    await shutDown(app);
    app = await boot(source);
  });

  afterAll(async () => {
    if (app) await shutDown(app);
  });

  it(
    'writes one private archive of the database and the media while the site runs, and prints its path last',
    async () => {
      const out = path.join(scratch, `${kind}_backups`);
      backedUp = await tableRows(running());
      const backedUpContent = await content(running());

      const result = await npmRun(['backup', '--', '--out', out], source);

      expect(result.code, result.stderr).toBe(0);
      archive = result.stdout.trim().split('\n').at(-1) ?? '';
      expect(path.isAbsolute(archive)).toBe(true);
      expect(fs.readdirSync(out)).toEqual([path.basename(archive)]);
      expect(path.basename(archive)).toMatch(/^ticino-backup-\d{8}-\d{6}\.tar\.gz$/);
      expect(fs.statSync(archive).mode & 0o077).toBe(0);
      const entries: string[] = [];
      await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toEqual(
        expect.arrayContaining([
          'manifest.json',
          'database/menu_items.json',
          'database/contact_messages.json',
          'database/up_users.json',
          'database/admin_users.json',
          'database/strapi_core_store_settings.json',
          `uploads/${path.basename(picture.url)}`,
        ]),
      );
      expect(entries).not.toContain('database/strapi_sessions.json');
      expect(await tableRows(running())).toEqual(backedUp);
      backups[kind] = { archive, content: backedUpContent, picture };
    },
    COMMAND_TIMEOUT,
  );

  it(
    'refuses to restore without --yes when it cannot ask, and changes nothing',
    async () => {
      const [, second] = await menu();
      await running().request.delete(`/api/menu/${second.id}`).set(auth()).expect(200);
      const current = await tableRows(running());

      const result = await npmRun(['restore', '--', archive], source);

      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/--yes/);
      expect(await tableRows(running())).toEqual(current);
    },
    COMMAND_TIMEOUT,
  );

  it(
    'keeps the former content and media when a restore fails halfway: it is one transaction',
    async () => {
      const current = await tableRows(running());
      const media = fs.readdirSync(source.uploads);

      const result = await npmRun(['restore', '--', await brokenCopy(archive), '--yes'], source);

      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/^Restore failed: /m);
      expect(await tableRows(running())).toEqual(current);
      expect(fs.readdirSync(source.uploads)).toEqual(media);
    },
    COMMAND_TIMEOUT,
  );

  it(
    'restores over the existing database: all equals the backup, nothing changed since survives, everyone signs in again',
    async () => {
      const site = running();
      const [first] = await menu();
      await site.request.put(`/api/menu/${first.id}`).set(auth()).send(dish('Changé après la sauvegarde')).expect(200);
      await site.request.post('/api/menu').set(auth()).send(dish('Ajouté après la sauvegarde')).expect(201);
      await site.strapi.db.query(CONTACT_UID).deleteMany({});
      const uploads = site.strapi.plugin('upload').service('upload');
      await uploads.remove(await uploads.findOne(picture.id));
      const staff = await site.strapi.db.query(USER_UID).findOne({ where: { username: STAFF.username } });
      await site.strapi
        .plugin('users-permissions')
        .service('user')
        .edit(staff.id, { password: 'un-autre-mot-de-passe' });
      await site.request.post('/api/auth/login').send(STAFF).expect(401);
      await shutDown(site);
      app = undefined;

      const result = await npmRun(['restore', '--', archive, '--yes'], source);
      expect(result.code, result.stderr).toBe(0);

      const restored = await boot(source);
      try {
        expect(await tableRows(restored)).toEqual(backedUp);
        const titles = ((await restored.request.get('/api/public/menu')).body.data as { title: string }[]).map(
          ({ title }) => title,
        );
        expect(titles).toContain('Risotto du dimanche');
        expect(titles).not.toContain('Ajouté après la sauvegarde');
        // The token from before the restore is refused; the password backed up opens a new session.
        await restored.request.get('/api/menu').set(auth()).expect(401);
        await loginToken(restored.request);
        expect(await served(restored, picture.url)).toEqual(picture.bytes);
      } finally {
        await shutDown(restored);
      }
    },
    COMMAND_THEN_BOOT_TIMEOUT,
  );

  it(
    'restores into an empty database, where new rows get fresh ids',
    async () => {
      const empty = newSite(kind, `${kind}_empty`);
      const result = await npmRun(['restore', '--', archive, '--yes'], empty);
      expect(result.code, result.stderr).toBe(0);

      const restored = await boot(empty);
      try {
        expect(await tableRows(restored)).toEqual(backedUp);
        const staffAuth = { Authorization: `Bearer ${await loginToken(restored.request)}` };
        await restored.request.post('/api/menu').set(staffAuth).send(dish('Nouveau plat')).expect(201);
        await restored.request
          .post('/api/contact')
          .send({
            name: 'Marco Rossi',
            email: 'marco@example.ch',
            subject: 'Réservation',
            message: 'Quatre personnes.',
          })
          .expect(201);
        expect(await served(restored, picture.url)).toEqual(picture.bytes);
      } finally {
        await shutDown(restored);
      }
    },
    COMMAND_THEN_BOOT_TIMEOUT,
  );
});

describe('moving between databases', () => {
  it.each<[Kind, Kind]>([
    ['sqlite', 'postgres'],
    ['postgres', 'sqlite'],
  ])(
    'restores a backup taken on %s into an empty %s database with the same content, links, staff login and media',
    async (from, to) => {
      const backup = backups[from];
      if (!backup) throw new Error(`The ${from} backup test runs first`);
      const target = newSite(to, `moved_to_${to}`);
      const result = await npmRun(['restore', '--', backup.archive, '--yes'], target);
      expect(result.code, result.stderr).toBe(0);

      const moved = await boot(target);
      try {
        expect(await content(moved)).toEqual(backup.content);
        await loginToken(moved.request);
        expect(await served(moved, backup.picture.url)).toEqual(backup.picture.bytes);
      } finally {
        await shutDown(moved);
      }
    },
    COMMAND_THEN_BOOT_TIMEOUT,
  );
});

describe('media in an S3-compatible bucket', () => {
  let bucket: TestBucket;
  let inBucket: Site;
  let restoredIntoBucket = false;
  /** The backup of the site whose media are in the bucket. */
  let bucketArchive: string | undefined;
  beforeAll(async () => {
    bucket = await startTestBucket();
    inBucket = newSite('sqlite', 'media_in_bucket');
    inBucket.env = { ...inBucket.env, ...bucket.env };
  });
  afterAll(async () => {
    await bucket.stop();
    for (const name of Object.keys(bucket.env)) delete process.env[name];
  });
  const diskBackup = () => {
    const backup = backups.sqlite;
    if (!backup) throw new Error('The sqlite backup test runs first');
    return backup;
  };

  it(
    'restores a disk backup into the bucket, from where the site serves its media',
    async () => {
      const { archive, picture } = diskBackup();
      const restored = await npmRun(['restore', '--', archive, '--yes'], inBucket);
      expect(restored.code, restored.stderr).toBe(0);
      restoredIntoBucket = true;
      expect(restored.stdout).toContain('the bucket ticino-photos');
      expect(await bucket.keys()).toContain(path.basename(picture.url));
      expect(fs.readdirSync(inBucket.uploads)).toEqual([]);

      const app = await boot(inBucket);
      try {
        expect(await served(app, picture.url)).toEqual(picture.bytes);
      } finally {
        await shutDown(app);
      }
    },
    COMMAND_THEN_BOOT_TIMEOUT,
  );

  it(
    'backs up the media of the bucket',
    async () => {
      if (!restoredIntoBucket) throw new Error('The restore into the bucket runs first');
      const out = path.join(scratch, 'bucket_backups');
      const backedUp = await npmRun(['backup', '--', '--out', out], inBucket);
      expect(backedUp.code, backedUp.stderr).toBe(0);
      const archive = backedUp.stdout.trim().split('\n').at(-1) ?? '';
      const entries: string[] = [];
      await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries).toContain(`uploads/${path.basename(diskBackup().picture.url)}`);
      bucketArchive = archive;
    },
    COMMAND_TIMEOUT,
  );

  it(
    'restores the backup of the bucket onto a disk again',
    async () => {
      if (!bucketArchive) throw new Error('The bucket backup test runs first');
      // The site booted on the bucket left its settings in this process's environment, which commands inherit.
      for (const name of Object.keys(bucket.env)) delete process.env[name];
      const onDisk = newSite('sqlite', 'media_back_on_disk');
      const back = await npmRun(['restore', '--', bucketArchive, '--yes'], onDisk);
      expect(back.code, back.stderr).toBe(0);
      expect(fs.readdirSync(onDisk.uploads)).toContain(path.basename(diskBackup().picture.url));
    },
    COMMAND_TIMEOUT,
  );
});

describe('restore of a file that is not a backup', () => {
  it(
    'fails with a clear message before touching anything',
    async () => {
      const notABackup = path.join(scratch, 'notes.tar.gz');
      fs.writeFileSync(notABackup, 'pas une sauvegarde');
      const site = newSite('sqlite', 'untouched');
      const result = await npmRun(['restore', '--', notABackup, '--yes'], site);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/not a Trattoria Ticino backup/);
      expect(site.database.client === 'sqlite' && fs.existsSync(site.database.file)).toBe(false);
    },
    COMMAND_TIMEOUT,
  );
});

describe('backup of a database no server has started', () => {
  it(
    'backs up its empty tables and leaves it as it was: no menu seeded, no media written',
    async () => {
      const site = newSite('sqlite', 'never_started');
      const result = await npmRun(['backup', '--', '--out', path.join(scratch, 'never_started_backups')], site);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/ 0 menu items, .* 0 media files /);
      expect(fs.readdirSync(site.uploads)).toEqual([]);
    },
    COMMAND_TIMEOUT,
  );
});
