import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, CONTACT_MESSAGES } from '@ticino/shared';
import { freePort, startPgCluster, type PgCluster } from '../../scripts/pg-cluster';
import { CMS_ROOT, STAFF } from './strapi';

/**
 * Two app processes, started as `npm start` starts one (`strapi start`), on one PostgreSQL database: what a
 * deployment with several instances behind a balancer looks like.
 */
interface Instance {
  name: string;
  request: ReturnType<typeof supertest>;
  stop(): Promise<void>;
}

const LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '4',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '4',
  CONTACT_RATE_LIMIT_MAX: '2',
  CONTACT_DAILY_MAX: '3',
};

let cluster: PgCluster;
let workDir: string;
let first: Instance;
let second: Instance;

async function waitUntilUp(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`The app stopped before it was ready (${exit}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer ${url} in time.`);
}

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const logFile = path.join(workDir, `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn('npx', ['--no-install', 'strapi', 'start'], {
    cwd: CMS_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      // Exactly this environment: not the settings `npm start` may have written to cms/.env.
      ENV_PATH: path.join(workDir, 'no-such.env'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: databaseUrl,
      // Behind a balancer that appends the visitor's address, so each request can come from the address chosen.
      TRUST_PROXY: 'true',
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_LOG_LEVEL: 'warn',
      ...LIMITS,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let exitReason: string | null = null;
  child.on('exit', (code, signal) => {
    exitReason = `exit ${signal ?? code}`;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/_health`, () => exitReason);
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8'));
    throw error;
  }
  return {
    name,
    request: supertest(baseUrl),
    async stop() {
      if (child.pid && exitReason === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      fs.closeSync(log);
    },
  };
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-instances-'));
  cluster = await startPgCluster();
  const databaseUrl = cluster.createDatabase('ticino_instances');
  // One after the other, as a rolling deployment does: the first creates the tables and the seeded content.
  first = await startInstance('first', databaseUrl);
  second = await startInstance('second', databaseUrl);
}, 400_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  cluster?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

/** Alternates between the two processes, as a balancer would. */
const nth = (index: number) => (index % 2 === 0 ? first : second);

let nameCounter = 0;
const freshName = () => {
  nameCounter += 1;
  return `visiteur-${nameCounter}`;
};

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

const login = (instance: Instance, address: string, username: string, password = 'faux') =>
  instance.request.post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });

const contact = (instance: Instance, address: string) =>
  instance.request.post('/api/contact').set('X-Forwarded-For', address).send({
    name: 'Luca Ferrari',
    email: 'luca@example.ch',
    subject: 'Traiteur',
    message: 'Faites-vous aussi des apéritifs pour une trentaine de personnes ?',
  });

describe('two instances on one PostgreSQL database', () => {
  it('count the login attempts of one address together', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(nth(attempt), '203.0.113.40', freshName()).expect(401);
    }
    for (const instance of [first, second]) {
      const limited = await login(instance, '203.0.113.40', freshName()).expect(429);
      expect(limited.body).toEqual({ success: false, message: API_MESSAGES.loginRateLimited });
    }
  });

  it('count the failed logins of one account together', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(nth(attempt), freshAddress(), 'cuisinier').expect(401);
    }
    for (const instance of [first, second]) {
      const limited = await login(instance, freshAddress(), 'cuisinier').expect(429);
      expect(limited.body).toEqual({ success: false, message: API_MESSAGES.loginAccountRateLimited });
    }
  });

  it('count the contact messages of one address together, and the messages of the day for the whole site', async () => {
    await contact(first, '203.0.113.50').expect(201);
    await contact(second, '203.0.113.50').expect(201);
    const perAddress = await contact(first, '203.0.113.50').expect(429);
    expect(perAddress.body).toEqual({ success: false, message: CONTACT_MESSAGES.rateLimited });

    await contact(second, '203.0.113.51').expect(201);
    for (const instance of [first, second]) {
      const perDay = await contact(instance, freshAddress()).expect(429);
      expect(perDay.body).toEqual({ success: false, message: CONTACT_MESSAGES.dailyLimitReached });
    }
  });

  it('serve through one process the menu item a staff member created through the other', async () => {
    const session = await login(first, freshAddress(), STAFF.username, STAFF.password).expect(200);
    const auth = { Authorization: `Bearer ${session.body.data.token as string}` };
    const item = { title: 'Polenta e brasato', price: '34.00', description: 'Braisé au merlot du Tessin.', category: 'Nos Spécialités' };
    const created = await first.request.post('/api/menu').set(auth).send(item).expect(201);

    const menu = await second.request.get('/api/public/menu').expect(200);
    expect(menu.body.data).toContainEqual({ ...item, id: created.body.data.id, price: 34 });
    // The staff session opened on the first process is valid on the second.
    await second.request.get(`/api/menu/${created.body.data.id as string}`).set(auth).expect(200);
  });
});
