import { afterAll, vi } from 'vitest';
import { PRISTINE_ENVIRONMENT } from './pristine-environment';

// Whatever a file's starts and tests set, the next file begins on the environment the process started with.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) {
    if (!(name in PRISTINE_ENVIRONMENT)) delete process.env[name];
  }
  Object.assign(process.env, PRISTINE_ENVIRONMENT);
});
