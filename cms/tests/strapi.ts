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

/**
 * Boots the real Strapi app (compiled into cms/dist) on a temporary SQLite
 * file, seeds included, and serves it over HTTP for supertest.
 */
export async function startStrapi(env: Record<string, string> = {}, databaseFile?: string): Promise<TestStrapi> {
  const file = databaseFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-test-')), 'test.db');
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: file,
    LOGIN_RATE_LIMIT_MAX: '1000',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'warn',
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

export const STAFF = { username: 'admin', password: 'trattoria-dev' };

export async function loginToken(request: TestStrapi['request'], credentials = STAFF): Promise<string> {
  const response = await request.post('/api/auth/login').send(credentials).expect(200);
  return response.body.data.token as string;
}
