import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process';
import { CMS_ROOT, DATABASE_CLIENT, STAFF, loginToken, startStrapi, type TestStrapi } from './strapi';

/** SQLite's own journal and locking: on PostgreSQL, the server takes care of both. */
const onSqlite = DATABASE_CLIENT === 'sqlite';

function sqliteFile(app: TestStrapi): string {
  if (app.database.client !== 'sqlite') throw new Error('This test runs on SQLite only.');
  return app.database.file;
}

const startApp = (databaseFile: string) =>
  startAppProcess({
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: databaseFile },
    workDir: path.dirname(databaseFile),
  });

async function login(app: AppProcess): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

interface AcknowledgedWrite {
  id: string;
  title: string;
}

/** How many writes are acknowledged before the kill, and how many are kept in flight at once. */
const WRITES_BEFORE_KILL = 40;
const WRITERS = 4;

describe.runIf(onSqlite)('crash safety of the SQLite database', () => {
  let dir: string | null = null;
  const apps: AppProcess[] = [];

  afterAll(async () => {
    for (const app of apps) {
      app.signal('SIGKILL');
      await app.exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write when the server is killed mid-stream', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-crash-'));
    const databaseFile = path.join(dir, 'crash.db');
    const first = await startApp(databaseFile);
    apps.push(first);
    const token = await login(first);

    const acknowledged: AcknowledgedWrite[] = [];
    let sent = 0;
    let killed = false;
    const writer = async (writerIndex: number) => {
      while (!killed) {
        sent += 1;
        const title = `Crash ${writerIndex}-${sent}`;
        try {
          const response = await fetch(`${first.baseUrl}/api/menu`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({
              title,
              price: 12.5,
              description: `Écrit avant le crash (${title})`,
              category: 'Nos Pizzas',
            }),
          });
          if (response.status === 201) {
            const body = (await response.json()) as { data: { id: string } };
            acknowledged.push({ id: body.data.id, title });
          } else if (!killed) {
            throw new Error(`A write was refused with ${response.status} before the kill`);
          }
        } catch (error) {
          // Once the server is killed, writes in flight fail with a network error: they were never acknowledged.
          if (!killed) throw error;
        }
        if (acknowledged.length >= WRITES_BEFORE_KILL && !killed) {
          killed = true;
          first.signal('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
    await first.exited;

    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);
    // The kill left the write-ahead log behind: the restart has to recover from it.
    expect(fs.existsSync(`${databaseFile}-wal`)).toBe(true);

    const second = await startApp(databaseFile);
    apps.push(second);
    const secondToken = await login(second);
    const missing: AcknowledgedWrite[] = [];
    for (const write of acknowledged) {
      const response = await fetch(`${second.baseUrl}/api/menu/${write.id}`, {
        headers: { Authorization: `Bearer ${secondToken}` },
      });
      const body = (await response.json()) as { data?: { title: string } };
      if (response.status !== 200 || body.data?.title !== write.title) missing.push(write);
    }
    expect(missing).toEqual([]);

    const search = await fetch(`${second.baseUrl}/api/menu?search=${encodeURIComponent('Écrit avant le crash')}`, {
      headers: { Authorization: `Bearer ${secondToken}` },
    });
    const found = ((await search.json()) as { data: { id: string }[] }).data.map((item) => item.id);
    expect(found).toEqual(expect.arrayContaining(acknowledged.map((write) => write.id)));

    // A second connection, alongside the running app, reads the journal mode stored in the file.
    const reader = new Database(databaseFile, { readonly: true });
    try {
      expect(reader.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      reader.close();
    }

    await second.stop();
  });
});

describe.runIf(onSqlite)("the app's own SQLite connection", () => {
  it('writes ahead to a log and waits for the disk on every commit', async () => {
    const app = await startStrapi();
    try {
      const pragma = async (name: string) => {
        const rows = await app.strapi.db.connection.raw<Record<string, unknown>[]>(`pragma ${name}`);
        return rows[0][name];
      };
      expect(await pragma('journal_mode')).toBe('wal');
      // 2 is FULL: see cms/config/database.ts for why not NORMAL.
      expect(await pragma('synchronous')).toBe(2);
    } finally {
      await app.stop();
    }
  });

  it("waits for another program's write to the file instead of failing a staff write", async () => {
    const app = await startStrapi();
    // Another process (a maintenance script, say) takes the write lock and holds it for a second and a half.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(sqliteFile(app))});
         db.exec('BEGIN IMMEDIATE'); console.log('locked');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
         db.exec('COMMIT'); db.close();`,
      ],
      { cwd: CMS_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const token = await loginToken(app.request);
      await new Promise<void>((resolve) => holder.stdout?.once('data', () => resolve()));
      const response = await app.request
        .post('/api/menu')
        .set('Authorization', `Bearer ${token}`)
        .send({ title: 'Écrit pendant un verrou', price: 9, description: 'Attend son tour.', category: 'Nos Pizzas' });
      expect(response.status).toBe(201);
    } finally {
      await new Promise((resolve) => (holder.exitCode === null ? holder.once('exit', resolve) : resolve(null)));
      await app.stop();
    }
  });
});
