import fs from 'fs';
import os from 'os';
import { createRequire } from 'module';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { Client } from 'pg';
import supertest from 'supertest';

export const CMS_ROOT = path.resolve(__dirname, '..');

const requireFromCms = createRequire(path.join(CMS_ROOT, 'package.json'));

// Strapi's ES-module build does not load under Vitest; its CommonJS build, the one `strapi start` runs, does.
export const { createStrapi } = requireFromCms('@strapi/strapi') as typeof import('@strapi/strapi');

/**
 * The back-office login's limiter (koa2-ratelimit, in @strapi/admin) counts in a store its module keeps for the whole
 * process, not per app: each start here begins with it empty, as a start in a new process does.
 */
const backOfficeLoginLimiter = createRequire(requireFromCms.resolve('@strapi/admin/strapi-server'))(
  'koa2-ratelimit',
) as {
  Stores: { Memory: { cleanAll(): void } };
};
export const DIST_DIR = path.join(CMS_ROOT, 'dist');

/**
 * The database the suite runs on: a temporary SQLite file, or with DATABASE_CLIENT=postgres a fresh database on the
 * PostgreSQL server whose URL `npm run test:integration:pg` puts in TEST_PG_SERVER_URL.
 */
export const DATABASE_CLIENT = process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite';

function pgServerUrl(): string {
  const url = process.env.TEST_PG_SERVER_URL;
  if (!url) {
    throw new Error(
      'DATABASE_CLIENT=postgres needs TEST_PG_SERVER_URL: run the suite with `npm run test:integration:pg`.',
    );
  }
  return url;
}

export type TestDatabase = { client: 'sqlite'; file: string } | { client: 'postgres'; name: string; url: string };

let databasesCreated = 0;

/**
 * A database of the suite's client that nothing else uses: empty, or a copy of `template` (its uploads included), a
 * database that Strapi already migrated and seeded.
 */
export async function createTestDatabase(template?: TestDatabase): Promise<TestDatabase> {
  let database: TestDatabase;
  if (DATABASE_CLIENT === 'sqlite') {
    database = { client: 'sqlite', file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-test-')), 'test.db') };
    if (template?.client === 'sqlite') fs.copyFileSync(template.file, database.file);
  } else {
    databasesCreated += 1;
    const name = `ticino_test_${process.pid}_${Date.now().toString(36)}_${databasesCreated}`;
    const copy = template?.client === 'postgres' ? ` TEMPLATE ${template.name}` : '';
    await runSql(pgServerUrl(), `CREATE DATABASE ${name}${copy}`);
    const url = new URL(pgServerUrl());
    url.pathname = `/${name}`;
    database = { client: 'postgres', name, url: url.toString() };
  }
  if (template) fs.cpSync(testPublicDir(template), testPublicDir(database), { recursive: true });
  return database;
}

/**
 * The settings a first start writes into the database (the seeded accounts, the seeded photos' storage): a start that
 * changes one of them gets a database of its own, seeded by that start.
 */
const SEEDED_SETTINGS = [
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'CMS_ADMIN_EMAIL',
  'CMS_ADMIN_PASSWORD',
  'UPLOAD_PROVIDER',
];

/**
 * The database a test start begins on: a copy of the one the suite seeded once (`tests/global-setup.ts`, which names
 * it in TEST_SEEDED_DATABASE), sparing each file the first start's migrations and seeding, unless `env` changes what
 * that seeding wrote.
 */
function startingDatabase(env: Record<string, string>): Promise<TestDatabase> {
  const seeded = process.env.TEST_SEEDED_DATABASE
    ? (JSON.parse(process.env.TEST_SEEDED_DATABASE) as TestDatabase)
    : undefined;
  const changesSeed = SEEDED_SETTINGS.some((name) => name in env);
  return createTestDatabase(seeded && !changesSeed ? seeded : undefined);
}

/** Where a test database's uploads go (PUBLIC_DIR), so the seeded photos and uploads never reach cms/public. */
export function testPublicDir(database: TestDatabase): string {
  return database.client === 'sqlite'
    ? path.join(path.dirname(database.file), 'public')
    : path.join(os.tmpdir(), `ticino-public-${database.name}`);
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  fs.rmSync(testPublicDir(database), { recursive: true, force: true });
  if (database.client === 'sqlite') {
    fs.rmSync(path.dirname(database.file), { recursive: true, force: true });
  } else {
    await runSql(pgServerUrl(), `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  }
}

/** Whether a Strapi wrote its tables into `database`: proof that a child process used the database it was given. */
export async function holdsStrapiTables(database: TestDatabase): Promise<boolean> {
  if (database.client === 'sqlite') return fs.existsSync(database.file) && fs.statSync(database.file).size > 0;
  const tables = await runSql(database.url, "SELECT 1 FROM pg_tables WHERE tablename = 'strapi_migrations'");
  return tables.length === 1;
}

async function runSql(url: string, statement: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The environment that points the app, in this process or a child one, at `database`. */
export function databaseEnv(database: TestDatabase): Record<string, string> {
  return database.client === 'sqlite'
    ? { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database.file }
    : { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url };
}

export interface TestStrapi {
  strapi: Core.Strapi;
  request: ReturnType<typeof supertest>;
  /** Pass it back to `startStrapi` to restart on the same data. */
  database: TestDatabase;
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** What the test harness reads of knex's connection pool (tarn). */
interface ConnectionPool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/**
 * Work a test's last request set going after its answer (the media library's events once a photo is deleted, the
 * pages rendered again after a change) may still wait for a database connection: destroying the pool under it rejects
 * that wait with « aborted ». A test stops once such work has finished, or after two seconds.
 */
async function settleDatabaseWork(strapi: Core.Strapi): Promise<void> {
  const { pool } = (strapi.db.connection as unknown as { client: { pool?: ConnectionPool } }).client;
  const deadline = Date.now() + 2_000;
  while (pool && (pool.numUsed() > 0 || pool.numPendingAcquires() > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type ProcessListener = (...args: unknown[]) => void;

function processListeners(): Set<ProcessListener> {
  return new Set(process.eventNames().flatMap((event) => process.listeners(event as 'message') as ProcessListener[]));
}

/** Loads Strapi, noting the process listeners its load added (its signal handlers), which its destroy removes. */
async function loadStrapi(): Promise<{ strapi: Core.Strapi; ownListeners: Set<ProcessListener> }> {
  backOfficeLoginLimiter.Stores.Memory.cleanAll();
  const before = processListeners();
  const strapi = await createStrapi({ appDir: CMS_ROOT, distDir: DIST_DIR }).load();
  const ownListeners = new Set([...processListeners()].filter((listener) => !before.has(listener)));
  return { strapi, ownListeners };
}

/**
 * `strapi.destroy()` ends with `process.removeAllListeners()`, which would also cut Vitest's link to its worker: the
 * listeners of the test runner and of the other apps the file runs are put back, not this app's own, which would keep
 * every app the run's process started alive (the files share one process, vitest.config.mts).
 */
async function destroyKeepingProcessListeners(strapi: Core.Strapi, ownListeners: Set<ProcessListener>): Promise<void> {
  const saved = process.eventNames().map((event) => [event, process.listeners(event as 'message')] as const);
  await settleDatabaseWork(strapi);
  await strapi.destroy();
  for (const [event, listeners] of saved) {
    for (const listener of listeners) {
      if (ownListeners.has(listener as ProcessListener)) continue;
      if (!process.listeners(event as 'message').includes(listener)) process.on(event as 'message', listener);
    }
  }
}

export const STAFF = { username: 'admin', password: 'staff-test-2026' };
export const BACK_OFFICE_ADMIN = { email: 'owner@trattoria.example', password: 'Backoffice-2026' };

/**
 * What every test server gets. NODE_ENV=test is held to production's rules (only development falls back to
 * published defaults), so the suite brings its own secrets and accounts.
 */
export const TEST_ENVIRONMENT = {
  NODE_ENV: 'test',
  // Required outside development: the site's public address, the base of its canonical addresses and sitemap.
  PUBLIC_URL: 'https://www.trattoria.example',
  // Each at least 32 characters (SECRET_MIN_LENGTH), as outside development.
  APP_KEYS: 'test-app-key-1-of-at-least-32-characters,test-app-key-2-of-at-least-32-characters',
  API_TOKEN_SALT: 'test-api-token-salt-of-at-least-32-characters',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret-of-at-least-32-characters',
  TRANSFER_TOKEN_SALT: 'test-transfer-token-salt-of-at-least-32-characters',
  JWT_SECRET: 'test-users-jwt-secret-of-at-least-32-characters',
  ENCRYPTION_KEY: 'test-encryption-key-of-at-least-32-characters',
  ADMIN_USERNAME: STAFF.username,
  ADMIN_PASSWORD: STAFF.password,
  CMS_ADMIN_EMAIL: BACK_OFFICE_ADMIN.email,
  CMS_ADMIN_PASSWORD: BACK_OFFICE_ADMIN.password,
  LOGIN_RATE_LIMIT_MAX: '1000',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_LOG_LEVEL: 'warn',
};

/**
 * Boots the real Strapi app (compiled into cms/dist) on a seeded database of the suite's own (or on `database`, to
 * restart on the same data or to start on an empty one), and serves it over HTTP for supertest.
 */
export async function startStrapi(env: Record<string, string> = {}, database?: TestDatabase): Promise<TestStrapi> {
  const target = database ?? (await startingDatabase(env));
  fs.mkdirSync(path.join(testPublicDir(target), 'uploads'), { recursive: true });
  Object.assign(process.env, {
    ...TEST_ENVIRONMENT,
    ...databaseEnv(target),
    PUBLIC_DIR: testPublicDir(target),
    ...env,
  });
  const { strapi, ownListeners } = await loadStrapi();
  // A suite meant for PostgreSQL that quietly ran on SQLite would prove nothing.
  if (strapi.db.dialect.client !== target.client) {
    await destroyKeepingProcessListeners(strapi, ownListeners);
    throw new Error(`Strapi runs on ${strapi.db.dialect.client}, not on ${target.client}`);
  }
  strapi.server.mount();
  return {
    strapi,
    request: supertest(strapi.server.httpServer),
    database: target,
    async stop({ keepDatabase = false } = {}) {
      await destroyKeepingProcessListeners(strapi, ownListeners);
      if (!keepDatabase) await dropTestDatabase(target);
    },
  };
}

export async function loginToken(request: TestStrapi['request'], credentials = STAFF): Promise<string> {
  const response = await request.post('/api/auth/login').send(credentials).expect(200);
  return response.body.data.token as string;
}
