import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import supertest from 'supertest';
import { freePort } from '../../scripts/lib';
import { CMS_ROOT, TEST_ENVIRONMENT } from './strapi';
import { START_TIMEOUT } from './time-limits';

/**
 * The built app started as `npm start` starts it (`strapi start`, in its own process group), for tests about what
 * happens across processes: a kill mid-write, several instances on one database, a start interrupted half-way.
 */
export interface AppProcess {
  baseUrl: string;
  request: ReturnType<typeof supertest>;
  child: ChildProcess;
  /** Resolves when the process has ended, however. */
  exited: Promise<void>;
  log(): string;
  /** Signals the whole process group (no-op once it has ended). */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the end. */
  stop(): Promise<void>;
}

export interface AppProcessOptions {
  /** The database and any other settings, over the suite's test environment. */
  env: Record<string, string>;
  /** Folder for the log file (and the missing env file that keeps cms/.env out). */
  workDir: string;
  name?: string;
  /** Resolve as soon as the process runs, without waiting for it to answer. */
  waitUntilReady?: boolean;
}

export async function startAppProcess({
  env,
  workDir,
  name = 'app',
  waitUntilReady = true,
}: AppProcessOptions): Promise<AppProcess> {
  const port = await freePort();
  // The seeded photos go to the work folder, never to cms/public.
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const logFile = path.join(workDir, `${name}-${port}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn('npx', ['--no-install', 'strapi', 'start'], {
    cwd: CMS_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      ...TEST_ENVIRONMENT,
      // Exactly this environment: not the settings `npm start` may have written to cms/.env.
      ENV_PATH: path.join(workDir, 'no-such.env'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: path.join(workDir, 'public'),
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  // Set by the exit listener, possibly while the loop below waits.
  let exitReason = null as string | null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = `exit ${signal ?? code}`;
      fs.closeSync(log);
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const app: AppProcess = {
    baseUrl,
    request: supertest(baseUrl),
    child,
    exited,
    log: () => fs.readFileSync(logFile, 'utf8'),
    signal(signal) {
      if (child.pid !== undefined && exitReason === null) process.kill(-child.pid, signal);
    },
    async stop() {
      app.signal('SIGTERM');
      await exited;
    },
  };
  if (!waitUntilReady) return app;

  const deadline = Date.now() + START_TIMEOUT;
  while (Date.now() < deadline) {
    if (exitReason) throw new Error(`The app stopped before it was ready (${exitReason}):\n${app.log()}`);
    try {
      if ((await fetch(`${baseUrl}/_health`)).ok) return app;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  app.signal('SIGKILL');
  throw new Error(`The app did not answer within ${START_TIMEOUT / 1000} s:\n${app.log()}`);
}
