/**
 * The built app started as in production, for the benchmarks: `strapi start` in its own process group, with
 * NODE_ENV=production, fresh secrets and accounts, on a database of their own, and stopped by them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CMS, FRONTEND, QUIET_STRAPI_ENV, freePort } from './lib';
import { startPgCluster, type PgCluster } from './pg-cluster';

export function assertBuilt(): void {
  const missing = [
    path.join(CMS, 'dist', 'build'),
    path.join(CMS, 'dist', 'src'),
    path.join(FRONTEND, 'dist', 'index.html'),
  ].filter((entry) => !fs.existsSync(entry));
  if (missing.length) {
    throw new Error(
      `The app is not built (missing ${missing.map((entry) => path.relative(process.cwd(), entry)).join(', ')}): run \`npm run build\` first.`,
    );
  }
}

export interface BenchDatabase {
  /** The settings that point the app at it. */
  env: Record<string, string>;
  label: string;
  stop(): void;
}

/** A temporary SQLite file in `workDir`, or a throw-away PostgreSQL cluster. */
export async function benchDatabase(postgres: boolean, workDir: string): Promise<BenchDatabase> {
  if (!postgres) {
    return {
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(workDir, 'bench.db') },
      label: 'SQLite (temporary file)',
      stop: () => undefined,
    };
  }
  const cluster: PgCluster = await startPgCluster();
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: cluster.createDatabase('ticino_bench') },
    label: 'PostgreSQL (throw-away cluster)',
    stop: () => cluster.stop(),
  };
}

export interface BuiltApp {
  baseUrl: string;
  port: number;
  logFile: string;
  /** The staff account the app was given. */
  staff: { username: string; password: string };
  /** Signals the app's whole process group, as a crash or an operator would (no-op once it has ended). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves when the app's process has ended, however. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

export interface BuiltAppPlace {
  /** The port to listen on (default: a free one). */
  port?: number;
  /** Names the log file in `workDir` (default `strapi`). */
  name?: string;
}

const secret = () => crypto.randomBytes(32).toString('base64');

/** Fresh secrets as production requires them; instances of one site share theirs. */
export function freshSecrets(): Record<string, string> {
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

/**
 * Starts the built app on `databaseEnv` (plus `env`, whose secrets and staff account, when given, replace the fresh
 * ones), logging to `workDir`, and resolves once it answers.
 */
export async function startBuiltApp(
  databaseEnv: Record<string, string>,
  workDir: string,
  env: Record<string, string> = {},
  place: BuiltAppPlace = {},
): Promise<BuiltApp> {
  const port = place.port ?? (await freePort());
  const logFile = path.join(workDir, `${place.name ?? 'strapi'}.log`);
  const log = fs.openSync(logFile, 'a');
  const staff = {
    username: env.ADMIN_USERNAME ?? 'bench',
    password: env.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('hex'),
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npx', ['--no-install', 'strapi', 'start'], {
    cwd: CMS,
    env: {
      ...process.env,
      ...QUIET_STRAPI_ENV,
      ...databaseEnv,
      NODE_ENV: 'production',
      // Exactly this environment: not the secrets `npm start` may have written to cms/.env.
      ENV_PATH: path.join(workDir, 'no-such.env'),
      HOST: '127.0.0.1',
      PORT: String(port),
      // The site's public address is the one it listens on, so canonical addresses and the sitemap name it.
      PUBLIC_URL: baseUrl,
      // Production logs every request at "http"; here that would print hundreds of thousands of lines.
      STRAPI_LOG_LEVEL: 'warn',
      ...freshSecrets(),
      ADMIN_USERNAME: staff.username,
      ADMIN_PASSWORD: staff.password,
      CMS_ADMIN_EMAIL: 'bench@example.org',
      CMS_ADMIN_PASSWORD: `Bench-1-${crypto.randomBytes(12).toString('hex')}`,
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let exitReason: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = `exit ${signal ?? code}`;
      resolve();
    }),
  );
  const kill = (signal: NodeJS.Signals) => {
    if (exitReason === null && child.pid !== undefined) process.kill(-child.pid, signal);
  };
  // Whatever ends this process, the app does not outlive it.
  const killOnExit = () => kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  let closed = false;
  const stop = async () => {
    if (exitReason === null) {
      kill('SIGTERM');
      await exited;
    }
    if (!closed) fs.closeSync(log);
    closed = true;
  };
  const app: BuiltApp = { baseUrl, port, logFile, staff, kill, exited, stop };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exitReason) break;
    try {
      if ((await fetch(`${baseUrl}/_health`)).ok) return app;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `The app did not start (${exitReason ?? 'no answer within 120 s'}):\n${fs.readFileSync(logFile, 'utf8')}`,
  );
}

/** The staff account's access token. */
export async function staffLogin(app: BuiltApp): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(app.staff),
  });
  if (response.status !== 200) throw new Error(`The staff login answered ${response.status}.`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export function percentile(values: number[], fraction: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
