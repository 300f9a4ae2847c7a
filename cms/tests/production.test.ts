import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it, vi } from 'vitest';
import {
  CMS_ROOT,
  DIST_DIR,
  createStrapi,
  createTestDatabase,
  databaseEnv,
  dropTestDatabase,
  holdsStrapiTables,
  testPublicDir,
  type TestDatabase,
} from './strapi';
import { replaceEnvironment } from './pristine-environment';
import { START_TIMEOUT } from './time-limits';

// A test that starts the app does so in its own process, on its own database: they run side by side
// (describe.concurrent, at most `maxConcurrency` at a time, vitest.config.mts), each load given the time it takes on a
// busy machine. What the configuration alone refuses is read in this process (configurationRefusal).
vi.setConfig({ testTimeout: START_TIMEOUT + 60_000 });

/** How a child process ended: its exit code (null when killed) and its output, both streams. */
interface Ended {
  status: number | null;
  output: string;
}

/** Runs a child process to its end, killed past `timeout` ms. */
function run(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeout: number }): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/**
 * Loads the app in a child process with exactly the given environment, on a fresh database of the suite's client (or
 * on `database`, left in place), and reports how it ended; a variable given as undefined is left out altogether.
 */
async function loadWith(env: Record<string, string | undefined>, shared?: TestDatabase) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-prod-'));
  const database = shared ?? (await createTestDatabase());
  fs.mkdirSync(path.join(testPublicDir(database), 'uploads'), { recursive: true });
  const script = `require('@strapi/strapi').createStrapi({ appDir: ${JSON.stringify(CMS_ROOT)}, distDir: ${JSON.stringify(
    DIST_DIR,
  )} }).load().then(async (app) => { await app.destroy(); process.exit(0); }, (error) => { console.error(String(error && error.message)); process.exit(1); });`;
  const result = await run(['-e', script], {
    cwd: CMS_ROOT,
    timeout: START_TIMEOUT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      // Exactly the given environment: not the secrets `npm start` may have written to cms/.env.
      ENV_PATH: path.join(dir, 'no-such.env'),
      ...databaseEnv(database),
      PUBLIC_DIR: testPublicDir(database),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...definedOnly({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.trattoria.example', ...env }),
    },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const usedTheDatabase = await holdsStrapiTables(database);
  if (!shared) await dropTestDatabase(database);
  return { code: result.status, output: result.output, usedTheDatabase };
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * What Strapi's configuration (cms/config/*.ts, read by `createStrapi` before anything starts) says of exactly the
 * given environment, read in this process: its refusal, or null. A refusal there stops the start, as the child
 * processes above show for the secrets and for one setting; the other settings' refusals are read here, in
 * milliseconds instead of a Node.js process each. Synchronous, so that no concurrent test sees the borrowed environment.
 */
function configurationRefusal(env: Record<string, string | undefined>): string | null {
  const saved = { ...process.env };
  replaceEnvironment({
    PATH: saved.PATH ?? '',
    HOME: saved.HOME ?? os.tmpdir(),
    ENV_PATH: path.join(os.tmpdir(), 'ticino-no-such-env-file', '.env'),
    ...definedOnly({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.trattoria.example', ...env }),
  });
  try {
    createStrapi({ appDir: CMS_ROOT, distDir: DIST_DIR });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    replaceEnvironment(saved);
  }
}

/** Each at least 32 characters, as production demands. */
const SECRETS = {
  APP_KEYS: 'production-test-app-key-one-0123456,production-test-app-key-two-0123456',
  API_TOKEN_SALT: 'production-test-api-token-salt-0123456',
  ADMIN_JWT_SECRET: 'production-test-admin-jwt-secret-0123456',
  TRANSFER_TOKEN_SALT: 'production-test-transfer-token-salt-0123456',
  JWT_SECRET: 'production-test-users-jwt-secret-0123456',
  ENCRYPTION_KEY: 'production-test-encryption-key-0123456',
};

const STAFF_ACCOUNT = { ADMIN_USERNAME: 'chef', ADMIN_PASSWORD: 'a-long-password' };
const BACK_OFFICE_ADMIN = { CMS_ADMIN_EMAIL: 'owner@example.org', CMS_ADMIN_PASSWORD: 'Backoffice-2026' };

describe.concurrent('production start', () => {
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

  it("refuses to publish Strapi's default menu API, meant for npm run bench:api, on any address but the loopback", async () => {
    const result = await loadWith({
      ...SECRETS,
      ...STAFF_ACCOUNT,
      ...BACK_OFFICE_ADMIN,
      BENCHMARK_CONTENT_API: 'true',
      HOST: '0.0.0.0',
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('BENCHMARK_CONTENT_API is for npm run bench:api only');
  });

  it('refuses a first start without the back-office super-admin, which anyone could otherwise claim', async () => {
    const result = await loadWith({ ...SECRETS, ...STAFF_ACCOUNT });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD are required');
  });

  it("refuses to start without PUBLIC_URL, the site's public address, naming it", async () => {
    const result = await loadWith({ ...SECRETS, ...STAFF_ACCOUNT, ...BACK_OFFICE_ADMIN, PUBLIC_URL: undefined });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('PUBLIC_URL is required for NODE_ENV=production');
  });

  it.each([
    'www.trattoria.example',
    'ftp://www.trattoria.example',
    'https://www.trattoria.example/site',
    'https://www.trattoria.example/?a=1',
  ])('refuses PUBLIC_URL=%j, which is not a bare http(s) address', (value) => {
    expect(configurationRefusal({ ...SECRETS, ...STAFF_ACCOUNT, ...BACK_OFFICE_ADMIN, PUBLIC_URL: value })).toContain(
      `PUBLIC_URL=${JSON.stringify(value)} is not valid: PUBLIC_URL accepts`,
    );
  });

  it('starts with secrets, staff credentials and the back-office super-admin', async () => {
    const result = await loadWith({ ...SECRETS, ...STAFF_ACCOUNT, ...BACK_OFFICE_ADMIN });
    expect(result.output).not.toContain('Missing secrets');
    expect(result.code).toBe(0);
    expect(result.usedTheDatabase).toBe(true);
  });

  it.each([
    ['a development build', "throw new TypeError('jsxDEV is not a function');\n", 'jsxDEV is not a function'],
    ['a build without it', null, 'entry-server.cjs'],
  ])('refuses to serve pages without their server render: %s', async (_, entry, cause) => {
    // The website's build as `vite build` leaves it, its server entry replaced or left out.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-dist-'));
    fs.mkdirSync(path.join(dist, '.ssr'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    if (entry !== null) fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.cjs'), entry);
    const result = await loadWith({ ...SECRETS, ...STAFF_ACCOUNT, ...BACK_OFFICE_ADMIN, FRONTEND_DIST: dist });
    fs.rmSync(dist, { recursive: true, force: true });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(
      new RegExp(
        `Le rendu des pages est introuvable ou invalide \\(.*${cause}.*\\) : lancez npm run build en mode production\\.`,
      ),
    );
  });
});

/** An env file, like the cms/.env Strapi reads, in a folder of its own. */
function envFile(contents: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-envfile-')), '.env');
  fs.writeFileSync(file, contents);
  return file;
}

const EVERYTHING = { ...SECRETS, ...STAFF_ACCOUNT, ...BACK_OFFICE_ADMIN };

describe.concurrent('one mode, whichever way it is given', () => {
  // A process of its own: Strapi's defaults for a process started without NODE_ENV are set once, when it loads.
  it('takes production from the env file when the environment does not say', async () => {
    const result = await loadWith({
      NODE_ENV: undefined,
      ENV_PATH: envFile('NODE_ENV=production\n'),
      ...STAFF_ACCOUNT,
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('Missing secrets for NODE_ENV=production');
  });

  it('refuses to start when the environment and the env file disagree', () => {
    const file = envFile('NODE_ENV=production\n');
    expect(configurationRefusal({ NODE_ENV: 'development', ENV_PATH: file })).toContain(
      `NODE_ENV is "development" in the environment but "production" in ${file}`,
    );
  });

  it('holds NODE_ENV=test to the rules of production', () => {
    expect(configurationRefusal({ NODE_ENV: 'test', ...STAFF_ACCOUNT, ...BACK_OFFICE_ADMIN })).toContain(
      'Missing secrets for NODE_ENV=test',
    );
  });

  it('npm start runs in the mode cms/.env gives, not in development', async () => {
    const file = envFile('NODE_ENV=production\n');
    const result = await run(['--import', 'tsx', path.join('scripts', 'start.ts')], {
      cwd: path.resolve(CMS_ROOT, '..'),
      timeout: START_TIMEOUT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        ENV_PATH: file,
        STRAPI_TELEMETRY_DISABLED: 'true',
      },
    });
    expect(result.output).toContain('Mode: NODE_ENV=production');
    expect(result.output).toContain('Missing secrets for NODE_ENV=production');
    expect(result.status).not.toBe(0);
  });
});

describe.concurrent('no development value in production', () => {
  it('refuses the development value of any secret', () => {
    expect(configurationRefusal({ ...EVERYTHING, JWT_SECRET: 'dev-only-users-jwt-secret' })).toMatch(
      /Missing secrets for NODE_ENV=production: JWT_SECRET \(unset, or a development value\)/,
    );
  });

  it('refuses secrets shorter than 32 characters, naming each and saying how to generate one', () => {
    const refusal = configurationRefusal({
      ...EVERYTHING,
      JWT_SECRET: 'x',
      APP_KEYS: `${SECRETS.APP_KEYS.split(',')[0]},only-31-characters-long-app-key`,
    });
    expect(refusal).toMatch(
      /Secrets too short for NODE_ENV=production: APP_KEYS, JWT_SECRET \(at least 32 characters each/,
    );
    expect(refusal).not.toContain('ADMIN_JWT_SECRET');
    expect(refusal).toContain('openssl rand -base64 32');
    expect(refusal).toContain(`node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`);
    expect(refusal).toContain('docs/upgrading.md');
  });

  it('refuses the published development staff password', async () => {
    const result = await loadWith({ ...EVERYTHING, ADMIN_PASSWORD: 'trattoria-dev' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('ADMIN_PASSWORD is the published development password');
  });

  it(
    'refuses to go live while a staff account made in development still has the development password',
    async () => {
      const database = await createTestDatabase();
      try {
        const development = await loadWith({ NODE_ENV: 'development' }, database);
        expect(development.code).toBe(0);
        const production = await loadWith(EVERYTHING, database);
        expect(production.code).not.toBe(0);
        expect(production.output).toContain('Staff account(s) admin still use the development password');
      } finally {
        await dropTestDatabase(database);
      }
    },
    // Two starts, one after the other.
    2 * START_TIMEOUT + 60_000,
  );

  it("refuses a back-office password weaker than Strapi's own rule", async () => {
    const result = await loadWith({ ...EVERYTHING, CMS_ADMIN_PASSWORD: 'password' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('CMS_ADMIN_PASSWORD is too weak');
  });
});

describe.concurrent('settings read strictly', () => {
  it('stops the start on a setting it does not understand', async () => {
    const result = await loadWith({ ...EVERYTHING, STAFF_SESSION_HOURS: 'douze' });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('STAFF_SESSION_HOURS="douze" is not valid');
  });

  it.each([
    ['STAFF_SESSION_HOURS', 'douze', 'a whole number from 1 to 720'],
    ['STAFF_SESSION_HOURS', '', 'a whole number from 1 to 720'],
    ['TRUST_PROXY', 'maybe', 'true or false'],
    ['UPLOAD_MAX_FILE_MB', '0', 'a whole number from 1 to 200'],
    ['DATABASE_CLIENT', 'mysql', 'one of sqlite, postgres'],
    ['LOGIN_RATE_LIMIT_MAX', 'ten', 'a whole number from 1 to 1000000'],
    ['LOGIN_RATE_LIMIT_MAX', '', 'a whole number from 1 to 1000000'],
    ['LOGIN_ACCOUNT_RATE_LIMIT_MAX', '0', 'a whole number from 1 to 1000000'],
    ['CONTACT_RATE_LIMIT_MAX', '-5', 'a whole number from 1 to 1000000'],
    ['CONTACT_DAILY_MAX', '2.5', 'a whole number from 1 to 1000000'],
    ['CONTACT_ADDRESS_DAILY_MAX', '0', 'a whole number from 1 to 1000000'],
    ['UPLOAD_PROVIDER', 'ftp', 'one of local, s3'],
  ])('refuses %s=%j, naming what it accepts', (name, value, accepts) => {
    expect(configurationRefusal({ ...EVERYTHING, [name]: value })).toContain(
      `${name}=${JSON.stringify(value)} is not valid: ${name} accepts ${accepts}`,
    );
  });

  it('refuses UPLOAD_PROVIDER=s3 without its bucket, naming the variable', () => {
    expect(configurationRefusal({ ...EVERYTHING, UPLOAD_PROVIDER: 's3', S3_REGION: 'ch-gva-2' })).toContain(
      'S3_BUCKET is required with UPLOAD_PROVIDER=s3',
    );
  });

  it('accepts every limit set to a whole number, spaces around it allowed', () => {
    expect(
      configurationRefusal({
        ...EVERYTHING,
        LOGIN_RATE_LIMIT_MAX: '20',
        LOGIN_ACCOUNT_RATE_LIMIT_MAX: '8',
        CONTACT_RATE_LIMIT_MAX: ' 3 ',
        CONTACT_DAILY_MAX: '150',
        CONTACT_ADDRESS_DAILY_MAX: '10',
      }),
    ).toBeNull();
  });
});
