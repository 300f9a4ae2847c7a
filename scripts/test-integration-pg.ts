/**
 * The CMS integration suite on PostgreSQL: starts a throw-away server, runs every CMS test file with
 * DATABASE_CLIENT=postgres (the harness gives each Strapi start its own fresh database on that server), stops the
 * server whatever happens, and exits with the test runner's code. Extra arguments go to Vitest.
 *
 *   npm run test:integration:pg       (PG_BIN=/usr/lib/postgresql/15/bin to pick the server binaries)
 *
 * It runs under `node --import tsx` rather than the `tsx` command, whose signal relay kills a child that is busy
 * (here: deleting the cluster) when it does not acknowledge a Ctrl-C within 30 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { CMS } from './lib';
import { startPgCluster } from './pg-cluster';

let vitest: ChildProcess | undefined;
let interrupted = false;
// Ctrl-C reaches the runner too; this process waits for it to end, then stops the server.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted = true;
    vitest?.kill(signal);
  });
}

async function main(): Promise<number> {
  const cluster = await startPgCluster();
  try {
    if (interrupted) return 1;
    const runner = spawn('npx', ['--no-install', 'vitest', 'run', ...process.argv.slice(2)], {
      cwd: CMS,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_CLIENT: 'postgres', TEST_PG_SERVER_URL: cluster.url('postgres') },
    });
    vitest = runner;
    return await new Promise<number>((resolve, reject) => {
      runner.once('error', reject);
      runner.once('exit', (code) => resolve(code ?? 1));
    });
  } finally {
    cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
