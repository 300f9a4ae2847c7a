import { afterAll, vi } from 'vitest';
import { PRISTINE_ENVIRONMENT, replaceEnvironment } from './pristine-environment';

// Whatever a file's starts and tests set, the next file begins on the environment the process started with.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  replaceEnvironment(PRISTINE_ENVIRONMENT);
});
