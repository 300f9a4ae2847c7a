import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { CMS_ROOT, DIST_DIR, createTestDatabase, databaseEnv, dropTestDatabase, holdsStrapiTables } from './strapi';

/**
 * Loads the app in a child process with exactly the given environment, on a fresh database of the suite's client,
 * and reports how it ended.
 */
async function loadWith(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-prod-'));
  const database = await createTestDatabase();
  const script = `require('@strapi/strapi').createStrapi({ appDir: ${JSON.stringify(CMS_ROOT)}, distDir: ${JSON.stringify(
    DIST_DIR,
  )} }).load().then(async (app) => { await app.destroy(); process.exit(0); }, (error) => { console.error(String(error && error.message)); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script], {
    cwd: CMS_ROOT,
    encoding: 'utf8',
    timeout: 90_000,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      // Exactly the given environment: not the secrets `npm start` may have written to cms/.env.
      ENV_PATH: path.join(dir, 'no-such.env'),
      ...databaseEnv(database),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...env,
    },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const usedTheDatabase = await holdsStrapiTables(database);
  await dropTestDatabase(database);
  return { code: result.status, output: `${result.stdout}\n${result.stderr}`, usedTheDatabase };
}

const SECRETS = {
  APP_KEYS: 'k1,k2',
  API_TOKEN_SALT: 'salt-a',
  ADMIN_JWT_SECRET: 'secret-b',
  TRANSFER_TOKEN_SALT: 'salt-c',
  JWT_SECRET: 'secret-d',
  ENCRYPTION_KEY: 'key-e',
};

const STAFF_ACCOUNT = { ADMIN_USERNAME: 'chef', ADMIN_PASSWORD: 'a-long-password' };
const BACK_OFFICE_ADMIN = { CMS_ADMIN_EMAIL: 'owner@example.org', CMS_ADMIN_PASSWORD: 'Backoffice-2026' };

describe('production start', () => {
  it('refuses to start without real secrets, naming them', async () => {
    const result = await loadWith(STAFF_ACCOUNT);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('Missing secrets');
    expect(result.output).toContain('JWT_SECRET');
  });

  it('refuses to start without the staff credentials', async () => {
    const result = await loadWith(SECRETS);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('ADMIN_USERNAME and ADMIN_PASSWORD are required');
  });

  it('refuses a first start without the back-office super-admin, which anyone could otherwise claim', async () => {
    const result = await loadWith({ ...SECRETS, ...STAFF_ACCOUNT });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are required');
  });

  it('starts with secrets, staff credentials and the back-office super-admin', async () => {
    const result = await loadWith({ ...SECRETS, ...STAFF_ACCOUNT, ...BACK_OFFICE_ADMIN });
    expect(result.output).not.toContain('Missing secrets');
    expect(result.code).toBe(0);
    expect(result.usedTheDatabase).toBe(true);
  });
});
