import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { CMS_ROOT, STAFF, loginToken, startStrapi } from './strapi';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface RunningApp {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<void>;
  log(): string;
}

/** `npx strapi start` on the given SQLite file, as `npm start` runs it, in its own process group. */
async function startApp(databaseFile: string): Promise<RunningApp> {
  const port = await freePort();
  const logFile = `${databaseFile}.${port}.log`;
  const log = fs.openSync(logFile, 'a');
  const child = spawn('npx', ['--no-install', 'strapi', 'start'], {
    cwd: CMS_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ENV_PATH: path.join(path.dirname(databaseFile), 'no-such.env'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: databaseFile,
      STRAPI_LOG_LEVEL: 'warn',
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let exitReason: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = `exit ${signal ?? code}`;
      fs.closeSync(log);
      resolve();
    }),
  );
  const app: RunningApp = { baseUrl: `http://127.0.0.1:${port}`, child, exited, log: () => fs.readFileSync(logFile, 'utf8') };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exitReason) throw new Error(`The app stopped before it was ready (${exitReason}):\n${app.log()}`);
    try {
      if ((await fetch(`${app.baseUrl}/_health`)).ok) return app;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  killGroup(app, 'SIGKILL');
  throw new Error(`The app did not answer within 90 s:\n${app.log()}`);
}

function killGroup(app: RunningApp, signal: NodeJS.Signals): void {
  if (app.child.pid === undefined || app.child.exitCode !== null || app.child.signalCode !== null) return;
  process.kill(-app.child.pid, signal);
}

async function login(app: RunningApp): Promise<string> {
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

describe('crash safety of the SQLite database', () => {
  let dir: string | null = null;
  const apps: RunningApp[] = [];

  afterAll(async () => {
    for (const app of apps) {
      killGroup(app, 'SIGKILL');
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
            body: JSON.stringify({ title, price: 12.5, description: `Écrit avant le crash (${title})`, category: 'Nos Pizzas' }),
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
          killGroup(first, 'SIGKILL');
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

    killGroup(second, 'SIGTERM');
    await second.exited;
  });
});

describe("the app's own SQLite connection", () => {
  it('writes ahead to a log and waits for the disk on every commit', async () => {
    const app = await startStrapi();
    try {
      const pragma = async (name: string) => {
        const rows = (await app.strapi.db.connection.raw(`pragma ${name}`)) as Record<string, unknown>[];
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
        `const db = new (require('better-sqlite3'))(${JSON.stringify(app.databaseFile)});
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
