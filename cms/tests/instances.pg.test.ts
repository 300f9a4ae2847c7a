import fs from 'fs';
import { isDeepStrictEqual } from 'util';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LAW_DETAILS } from '@ticino/shared';
import { startAppProcess, type AppProcess } from './app-process';
import {
  BACK_OFFICE_ADMIN,
  DATABASE_CLIENT,
  STAFF,
  createTestDatabase,
  databaseEnv,
  dropTestDatabase,
  type TestDatabase,
} from './strapi';
import { french } from './messages';

/** What a dish written without the law's details shows visitors (the allergen confirmation stays with the staff). */
const { allergensConfirmation: _staffOnly, ...PUBLIC_NO_LAW_DETAILS } = NO_LAW_DETAILS;

/**
 * Two app processes, started as `npm start` starts one (`strapi start`), on one PostgreSQL database: what a
 * deployment with several instances behind a balancer looks like.
 */
interface Instance {
  name: string;
  request: AppProcess['request'];
  stop(): Promise<void>;
}

const LIMITS = {
  LOGIN_RATE_LIMIT_MAX: '4',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '4',
  CONTACT_RATE_LIMIT_MAX: '2',
  CONTACT_DAILY_MAX: '3',
};

/** Instances share their limits through PostgreSQL only: this file runs in the PostgreSQL suite. */
const onPostgres = DATABASE_CLIENT === 'postgres';

let database: TestDatabase | undefined;
let workDir: string | undefined;
let first: Instance;
let second: Instance;

async function startInstance(name: string, database: TestDatabase, workDir: string): Promise<Instance> {
  const app = await startAppProcess({
    name,
    workDir,
    env: {
      ...databaseEnv(database),
      // Behind a balancer that appends the visitor's address, so each request can come from the address chosen.
      TRUST_PROXY: 'true',
      ...LIMITS,
    },
  });
  return { name, request: app.request, stop: () => app.stop() };
}

beforeAll(async () => {
  if (!onPostgres) return;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-instances-'));
  database = await createTestDatabase();
  // One after the other, as a rolling deployment does: the first creates the tables and the seeded content.
  first = await startInstance('first', database, workDir);
  second = await startInstance('second', database, workDir);
}, 400_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  if (database) await dropTestDatabase(database);
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
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

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  it('count the login attempts of one address together', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(nth(attempt), '203.0.113.40', freshName()).expect(401);
    }
    for (const instance of [first, second]) {
      const limited = await login(instance, '203.0.113.40', freshName()).expect(429);
      expect(limited.body).toEqual({
        success: false,
        message: french('api.loginRateLimited'),
        code: 'api.loginRateLimited',
      });
    }
  });

  it('count the failed logins of one account together', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(nth(attempt), freshAddress(), 'cuisinier').expect(401);
    }
    for (const instance of [first, second]) {
      const limited = await login(instance, freshAddress(), 'cuisinier').expect(429);
      expect(limited.body).toEqual({
        success: false,
        message: french('api.loginAccountRateLimited'),
        code: 'api.loginAccountRateLimited',
      });
    }
  });

  it('count the contact messages of one address together, and the messages of the day for the whole site', async () => {
    await contact(first, '203.0.113.50').expect(201);
    await contact(second, '203.0.113.50').expect(201);
    const perAddress = await contact(first, '203.0.113.50').expect(429);
    expect(perAddress.body).toEqual({
      success: false,
      message: french('contact.rateLimited'),
      code: 'contact.rateLimited',
    });

    await contact(second, '203.0.113.51').expect(201);
    for (const instance of [first, second]) {
      const perDay = await contact(instance, freshAddress()).expect(429);
      expect(perDay.body).toEqual({
        success: false,
        message: french('contact.dailyLimitReached'),
        code: 'contact.dailyLimitReached',
      });
    }
  });

  it('serve through one process the menu item a staff member created through the other', async () => {
    const session = await login(first, freshAddress(), STAFF.username, STAFF.password).expect(200);
    const auth = { Authorization: `Bearer ${session.body.data.token as string}` };
    const item = {
      title: 'Polenta e brasato',
      price: '34.00',
      description: 'Braisé au merlot du Tessin.',
      category: 'Nos Spécialités',
    };
    // The second process has just answered the public menu, which it keeps in memory for a moment.
    await second.request.get('/api/public/menu').expect(200);
    const created = await first.request.post('/api/menu').set(auth).send(item).expect(201);
    const written = Date.now();

    // Whatever it keeps in memory, the second process serves the change within two seconds of the write.
    const expected = {
      ...item,
      id: created.body.data.id,
      price: 34,
      availability: 'disponible',
      ...PUBLIC_NO_LAW_DETAILS,
      photo: null,
    };
    let served: unknown[] = [];
    do {
      served = (await second.request.get('/api/public/menu').expect(200)).body.data;
      if (served.some((entry) => isDeepStrictEqual(entry, expected))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (Date.now() - written < 2_000);
    expect(served).toContainEqual(expected);
    // The staff session opened on the first process is valid on the second.
    await second.request
      .get(`/api/menu/${created.body.data.id as string}`)
      .set(auth)
      .expect(200);
  });
});

/** Polls until `condition` holds: a generous ceiling, not a timing (the two-second goal is measured, not asserted). */
async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still not the case after 30 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(onPostgres)('the public API kept in memory by two instances on one PostgreSQL database', () => {
  it('is refreshed in the other process after a staff edit, filters and validators included', async () => {
    const session = await login(first, freshAddress(), STAFF.username, STAFF.password).expect(200);
    const auth = { Authorization: `Bearer ${session.body.data.token as string}` };
    const item = {
      title: 'Gnocchi della Verzasca',
      price: 23,
      description: 'Gnocchi de pommes de terre, beurre et sauge.',
      category: 'Nos Pâtes',
    };
    // The second process holds the menu and a filtered menu in memory.
    const before = await second.request.get('/api/public/menu').expect(200);
    await second.request.get('/api/public/menu').query({ search: 'verzasca' }).expect(200, { success: true, data: [] });

    const created = await first.request.post('/api/menu').set(auth).send(item).expect(201);
    const id = created.body.data.id as string;
    await waitUntil(async () => {
      const response = await second.request.get('/api/public/menu').set('If-None-Match', before.headers.etag);
      return response.status === 200 && (response.body.data as { id: string }[]).some((entry) => entry.id === id);
    }, 'the new dish in the menu of the other process');
    const found = await second.request.get('/api/public/menu').query({ search: 'verzasca' }).expect(200);
    expect(found.body.data).toEqual([
      { id, ...item, availability: 'disponible', ...PUBLIC_NO_LAW_DETAILS, photo: null },
    ]);

    await first.request.delete(`/api/menu/${id}`).set(auth).expect(200);
    await waitUntil(async () => {
      const response = await second.request.get('/api/public/menu').query({ search: 'verzasca' }).expect(200);
      return response.body.data.length === 0;
    }, 'the deleted dish gone from the other process');
  });

  it('is refreshed in the other process after a restaurant facts edit in /cms', async () => {
    const owner = await first.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200);
    await second.request.get('/api/public/restaurant').expect(200);
    const tagline = 'Cucina ticinese, a due passi dalla stazione';
    await first.request
      .put('/content-manager/single-types/api::restaurant.restaurant')
      .set('Authorization', `Bearer ${owner.body.data.token as string}`)
      .send({ tagline })
      .expect(200);
    await waitUntil(
      async () => (await second.request.get('/api/public/restaurant').expect(200)).body.data.tagline === tagline,
      'the new tagline in the other process',
    );
  });

  it('renders its pages again in the other process after a menu edit in /cms', async () => {
    const owner = await first.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200);
    const rendered = async () => (await second.request.get('/la-carte').set('Accept', '*/*').expect(200)).text;
    expect(await rendered()).toContain('<h1>La carte</h1>');
    await first.request
      .post('/content-manager/collection-types/api::menu-item.menu-item')
      .set('Authorization', `Bearer ${owner.body.data.token as string}`)
      .send({ title: 'Risotto della Leventina', price: 27, description: 'Risotto au safran.', category: 'Nos Pâtes' })
      .expect(201);
    await waitUntil(
      async () => (await rendered()).includes('<h3 class="dish__title">Risotto della Leventina</h3>'),
      "the new dish in the other process's rendered page",
    );
  });
});
