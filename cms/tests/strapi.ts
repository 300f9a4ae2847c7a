import fs from 'fs';
import os from 'os';
import { createRequire } from 'module';
import path from 'path';
import type { Core } from '@strapi/strapi';
import supertest from 'supertest';

export const CMS_ROOT = path.resolve(__dirname, '..');

// Strapi's ES-module build does not load under Vitest; its CommonJS build, the one `strapi start` runs, does.
const { createStrapi } = createRequire(path.join(CMS_ROOT, 'package.json'))(
  '@strapi/strapi',
) as typeof import('@strapi/strapi');
export const DIST_DIR = path.join(CMS_ROOT, 'dist');

export interface TestStrapi {
  strapi: Core.Strapi;
  request: ReturnType<typeof supertest>;
  databaseFile: string;
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/**
 * `strapi.destroy()` ends with `process.removeAllListeners()`, which would also
 * cut Vitest's link to its worker; the test runner's listeners are put back.
 */
async function destroyKeepingProcessListeners(strapi: Core.Strapi): Promise<void> {
  const saved = process.eventNames().map((event) => [event, process.listeners(event as 'message')] as const);
  await strapi.destroy();
  for (const [event, listeners] of saved) {
    for (const listener of listeners) {
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
const TEST_ENVIRONMENT = {
  NODE_ENV: 'test',
  APP_KEYS: 'test-app-key-1,test-app-key-2',
  API_TOKEN_SALT: 'test-api-token-salt',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
  JWT_SECRET: 'test-users-jwt-secret',
  ENCRYPTION_KEY: 'test-encryption-key',
  ADMIN_USERNAME: STAFF.username,
  ADMIN_PASSWORD: STAFF.password,
  CMS_ADMIN_EMAIL: BACK_OFFICE_ADMIN.email,
  CMS_ADMIN_PASSWORD: BACK_OFFICE_ADMIN.password,
  LOGIN_RATE_LIMIT_MAX: '1000',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_LOG_LEVEL: 'warn',
};

/**
 * Boots the real Strapi app (compiled into cms/dist) on a temporary SQLite
 * file, seeds included, and serves it over HTTP for supertest.
 */
export async function startStrapi(env: Record<string, string> = {}, databaseFile?: string): Promise<TestStrapi> {
  const file = databaseFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-test-')), 'test.db');
  Object.assign(process.env, {
    ...TEST_ENVIRONMENT,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: file,
    ...env,
  });
  const strapi = await createStrapi({ appDir: CMS_ROOT, distDir: DIST_DIR }).load();
  await strapi.server.mount();
  return {
    strapi,
    request: supertest(strapi.server.httpServer),
    databaseFile: file,
    async stop({ keepDatabase = false } = {}) {
      await destroyKeepingProcessListeners(strapi);
      if (!keepDatabase) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

export async function loginToken(request: TestStrapi['request'], credentials = STAFF): Promise<string> {
  const response = await request.post('/api/auth/login').send(credentials).expect(200);
  return response.body.data.token as string;
}
