import fs from 'fs';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startAppProcess } from './app-process';
import { CMS_ROOT, DATABASE_CLIENT, createTestDatabase, loginToken, startStrapi } from './strapi';

describe('first-boot seed', () => {
  it('seeds once and never brings back what the staff changed', async () => {
    // An empty database, not the suite's seeded copy: this start is the first.
    const first = await startStrapi({}, await createTestDatabase());
    const token = await loginToken(first.request);
    const items = (await first.request.get('/api/public/menu')).body.data as { id: string }[];
    await first.request.delete(`/api/menu/${items[0].id}`).set('Authorization', `Bearer ${token}`).expect(200);
    await first.strapi.documents('api::restaurant.restaurant').update({
      documentId: (await first.strapi.documents('api::restaurant.restaurant').findFirst())!.documentId,
      data: { phone: '+41 22 000 00 00' },
    });
    await first.stop({ keepDatabase: true });

    const second = await startStrapi({}, first.database);
    try {
      const after = (await second.request.get('/api/public/menu')).body.data as { id: string }[];
      expect(after).toHaveLength(items.length - 1);
      const restaurant = (await second.request.get('/api/public/restaurant')).body.data;
      expect(restaurant.phone).toBe('+41 22 000 00 00');
      const staffUsers = await second.strapi.db
        .query('plugin::users-permissions.user')
        .count({ where: { username: 'admin' } });
      expect(staffUsers).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it('creates the staff account and the back-office admin from the environment', async () => {
    const app = await startStrapi({
      ADMIN_USERNAME: 'chef',
      ADMIN_PASSWORD: 'polenta-2026',
      CMS_ADMIN_EMAIL: 'Owner@Example.org',
      CMS_ADMIN_PASSWORD: 'Backoffice-2026',
    });
    try {
      await loginToken(app.request, { username: 'chef', password: 'polenta-2026' });
      const admin = await app.request
        .post('/admin/login')
        .send({ email: 'owner@example.org', password: 'Backoffice-2026' })
        .expect(200);
      expect(admin.body.data.token ?? admin.body.data.accessToken).toBeTruthy();
      const store = app.strapi.store({ type: 'plugin', name: 'users-permissions' });
      expect(((await store.get({ key: 'advanced' })) as { allow_register: boolean }).allow_register).toBe(false);
    } finally {
      delete process.env.ADMIN_USERNAME;
      delete process.env.ADMIN_PASSWORD;
      delete process.env.CMS_ADMIN_EMAIL;
      delete process.env.CMS_ADMIN_PASSWORD;
      await app.stop();
    }
  });
});

describe('a first start killed while seeding', () => {
  // Reads the file beside the running app: SQLite only (on PostgreSQL the same transaction does the same).
  it.runIf(DATABASE_CLIENT === 'sqlite')('leaves no half menu: the next start seeds it whole', async () => {
    const seedSize = (
      JSON.parse(fs.readFileSync(path.join(CMS_ROOT, 'data', 'seed', 'menu-items.json'), 'utf8')) as unknown[]
    ).length;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-seed-kill-'));
    const file = path.join(dir, 'site.db');
    const app = await startAppProcess({
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
      workDir: dir,
      waitUntilReady: false,
    });
    try {
      // Kill the start the moment the first menu rows can be seen from outside.
      let seen = 0;
      const deadline = Date.now() + 120_000;
      while (seen === 0 && Date.now() < deadline) {
        seen = committedMenuRows(file);
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      app.signal('SIGKILL');
      await app.exited;
      expect(seen).toBeGreaterThan(0);

      const restarted = await startStrapi({}, { client: 'sqlite', file });
      try {
        expect(await restarted.strapi.documents('api::menu-item.menu-item').count({})).toBe(seedSize);
      } finally {
        await restarted.stop();
      }
    } finally {
      app.signal('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Menu rows committed to the file so far, read by a second connection (0 while the table does not exist yet). */
function committedMenuRows(file: string): number {
  if (!fs.existsSync(file)) return 0;
  let reader: Database.Database | undefined;
  try {
    reader = new Database(file, { readonly: true, fileMustExist: true });
    return (reader.prepare('SELECT count(*) AS rows FROM menu_items').get() as { rows: number }).rows;
  } catch {
    return 0;
  } finally {
    reader?.close();
  }
}
