import path from 'path';
import { defineConfig } from 'vitest/config';

/** A file that does not exist. */
const NO_DOTENV = path.join(import.meta.dirname, 'tests', 'no-such.env');

/**
 * On PostgreSQL (`npm run test:integration:pg`) the suite runs the files named `*.pg.test.ts`: those whose behaviour
 * depends on the database (locks, transactions, caps under concurrency, case folding, migrations, the rate limits'
 * store, several processes on one database). Every file runs on SQLite. docs/testing.md says where a new test goes.
 */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

export default defineConfig({
  test: {
    include: [onPostgres ? 'tests/**/*.pg.test.ts' : 'tests/**/*.test.ts'],
    // Strapi migrates and seeds one database for the run; each file starts on a copy of it.
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    // Each file boots its own Strapi on its own temporary database, one file at a time in one process: Strapi's and
    // the app's modules load once for the run instead of once per file (about 3 s a file on a 2-core machine).
    // tests/setup.ts gives each file the environment the process started with.
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    setupFiles: ['tests/setup.ts'],
    // Limits for a hung test, not for speed: under `npm test` this suite yields the processor to the browser tests,
    // and a step runs there 9 to 15 times slower than alone on CI's 2-core machine (tests/time-limits.ts).
    testTimeout: 180_000,
    // The tests a file marks concurrent (each starting the app in a child process) run three at a time: more would
    // only queue on two cores.
    maxConcurrency: 3,
    hookTimeout: 240_000,
    // Strapi reads ENV_PATH (else ./.env) when it loads: the tests never pick up the secrets and settings that
    // `npm start` wrote to this machine's cms/.env.
    env: { ENV_PATH: NO_DOTENV },
  },
});
