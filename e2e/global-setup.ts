import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RESERVATION_SETTINGS } from '@ticino/shared';
import { freePort } from '../scripts/lib';
import { CMS_ADMIN, STAFF } from './accounts';

const ROOT = path.resolve(__dirname, '..');
const CMS = path.join(ROOT, 'cms');

async function waitUntilUp(url: string, timeoutMs: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`The app stopped before it was ready (${exit}).`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Starts the built app (Strapi serving the React build) on a free port with a
 * fresh temporary SQLite database, exactly as `npm start` serves it.
 */
/**
 * Every journey books from this machine's one address, several with one e-mail: the owner lifts the limits on
 * hoarding in /cms, as a restaurant testing its own site would (cms/tests/reservation-hoarding.pg.test.ts tests them).
 */
async function liftHoardingLimits(baseURL: string): Promise<void> {
  const login = await fetch(`${baseURL}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(CMS_ADMIN),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const { walkInOnly: _none, ...rules } = DEFAULT_RESERVATION_SETTINGS;
  const saved = await fetch(`${baseURL}/content-manager/single-types/api::reservation-setting.reservation-setting`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...rules, walkInOnly: [], maxFutureOnlinePerContact: 0, maxOnlinePerAddressPerDay: 0 }),
  });
  if (!saved.ok) throw new Error(`Could not lift the limits on hoarding: ${saved.status} ${await saved.text()}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // FRONTEND_DIST lets a run serve another build of the website than frontend/dist.
  const frontendDist = path.resolve(ROOT, process.env.FRONTEND_DIST ?? path.join('frontend', 'dist'));
  if (!fs.existsSync(path.join(CMS, 'dist', 'build')) || !fs.existsSync(path.join(frontendDist, 'index.html'))) {
    throw new Error('Run `npm run build` before the end-to-end tests.');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-e2e-'));
  fs.mkdirSync(path.join(dataDir, 'public', 'uploads'), { recursive: true });
  const logFile = path.join(dataDir, 'strapi.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn('npx', ['--no-install', 'strapi', 'start'], {
    cwd: CMS,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Not the settings `npm start` may have written to this machine's cms/.env.
      ENV_PATH: path.join(dataDir, 'no-such.env'),
      FRONTEND_DIST: frontendDist,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Required outside development: the pages name the address the tests visit.
      PUBLIC_URL: baseURL,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(dataDir, 'e2e.db'),
      // The seeded photos and the journeys' uploads stay out of cms/public.
      PUBLIC_DIR: path.join(dataDir, 'public'),
      LOGIN_RATE_LIMIT_MAX: '1000',
      CONTACT_RATE_LIMIT_MAX: '1000',
      CONTACT_ADDRESS_DAILY_MAX: '1000',
      // The guest journeys book more tables from one address than a visitor would in ten minutes.
      RESERVATION_RATE_LIMIT_MAX: '1000',
      // NODE_ENV=test is held to production's rules: the run brings its own secrets (32 characters or more each) and
      // accounts.
      APP_KEYS: 'e2e-app-key-1-of-at-least-32-characters,e2e-app-key-2-of-at-least-32-characters',
      API_TOKEN_SALT: 'e2e-api-token-salt-of-at-least-32-characters',
      ADMIN_JWT_SECRET: 'e2e-admin-jwt-secret-of-at-least-32-characters',
      TRANSFER_TOKEN_SALT: 'e2e-transfer-token-salt-of-at-least-32-characters',
      JWT_SECRET: 'e2e-users-jwt-secret-of-at-least-32-characters',
      ENCRYPTION_KEY: 'e2e-encryption-key-of-at-least-32-characters',
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      // A back-office account, so tests can sign in at /cms and read what the site stored.
      CMS_ADMIN_EMAIL: CMS_ADMIN.email,
      CMS_ADMIN_PASSWORD: CMS_ADMIN.password,
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let exitReason: string | null = null;
  child.on('exit', (code, signal) => {
    exitReason = `exit ${signal ?? code}`;
  });

  try {
    await waitUntilUp(`${baseURL}/_health`, 90_000, () => exitReason);
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8'));
    throw error;
  }
  await liftHoardingLimits(baseURL);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    if (child.pid && exitReason === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
