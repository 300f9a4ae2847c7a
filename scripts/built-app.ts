/**
 * The built app (what `npm run build` produced) started for a benchmark: `strapi start` in production mode on a free
 * loopback port, with its own secrets and the given database, its log in a file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CMS, FRONTEND, QUIET_STRAPI_ENV, freePort } from './lib';

export function assertBuilt(): void {
  const missing = [path.join(CMS, 'dist', 'build'), path.join(CMS, 'dist', 'src'), path.join(FRONTEND, 'dist', 'index.html')]
    .filter((entry) => !fs.existsSync(entry));
  if (missing.length) {
    throw new Error(`The app is not built (missing ${missing.map((entry) => path.relative(process.cwd(), entry)).join(', ')}): run \`npm run build\` first.`);
  }
}

export interface BuiltApp {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

const secret = () => crypto.randomBytes(24).toString('base64');

/**
 * Starts the built app; `env` adds to or overrides its environment (the database, the staff account…). The site's
 * public address is the one it listens on, so canonical addresses and the sitemap name it.
 */
export async function startBuiltApp(env: Record<string, string>, workDir: string): Promise<BuiltApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, 'strapi.log');
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn('npx', ['--no-install', 'strapi', 'start'], {
    cwd: CMS,
    env: {
      ...process.env,
      ...QUIET_STRAPI_ENV,
      NODE_ENV: 'production',
      // Exactly this environment: not the secrets `npm start` may have written to cms/.env.
      ENV_PATH: path.join(workDir, 'no-such.env'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      // Production logs every request at "http"; under a benchmark that would print hundreds of thousands of lines.
      STRAPI_LOG_LEVEL: 'warn',
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      JWT_SECRET: secret(),
      ENCRYPTION_KEY: secret(),
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
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
  const stop = async () => {
    if (exitReason === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.closeSync(log);
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exitReason) break;
    try {
      if ((await fetch(`${baseUrl}/_health`)).ok) return { baseUrl, logFile, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The app did not start (${exitReason ?? 'no answer within 120 s'}):\n${fs.readFileSync(logFile, 'utf8')}`);
}
