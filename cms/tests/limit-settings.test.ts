import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { CMS_ROOT, DIST_DIR } from './strapi';

/** Loads the app in a child process with exactly the given environment and reports how it ended. */
function loadWith(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-settings-'));
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
      NODE_ENV: 'test',
      ENV_PATH: path.join(dir, 'no-such.env'),
      DATABASE_FILENAME: path.join(dir, 'settings.db'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_LOG_LEVEL: 'warn',
      ...env,
    },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('rate-limit settings', () => {
  it.each([
    ['LOGIN_RATE_LIMIT_MAX', 'ten'],
    ['LOGIN_RATE_LIMIT_MAX', ''],
    ['LOGIN_ACCOUNT_RATE_LIMIT_MAX', '0'],
    ['CONTACT_RATE_LIMIT_MAX', '-5'],
    ['CONTACT_DAILY_MAX', '2.5'],
  ])('refuses to start with %s=%j, naming the variable and what it accepts', (name, value) => {
    const result = loadWith({ [name]: value });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`${name}=${JSON.stringify(value)} is not valid: ${name} accepts a whole number from 1 to`);
  });

  it('starts with every limit set to a whole number', () => {
    const result = loadWith({
      LOGIN_RATE_LIMIT_MAX: '20',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '8',
      CONTACT_RATE_LIMIT_MAX: ' 3 ',
      CONTACT_DAILY_MAX: '150',
    });
    expect(result.output).not.toContain('is not valid');
    expect(result.code).toBe(0);
  });
});
