import path from 'path';
import { defineConfig } from 'vitest/config';

/** A file that does not exist. */
const NO_DOTENV = path.join(import.meta.dirname, 'tests', 'no-such.env');

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Each file boots its own Strapi on its own temporary database.
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Strapi reads ENV_PATH (else ./.env) when it loads: the tests never pick up the secrets and settings that
    // `npm start` wrote to this machine's cms/.env.
    env: { ENV_PATH: NO_DOTENV },
  },
});
