import '@testing-library/jest-dom/vitest';
import './src/test/browser-apis';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DICTIONARIES } from '@ticino/shared';
import { httpClient } from './src/lib/api-client';
import { holdDictionaries } from './src/lib/dictionaries';
import { server } from './src/test/server';

// findBy… and waitFor wait up to 5 s instead of 1: a lazy route's chunk or an msw answer can take longer than a
// second on a busy 2-core CI machine, and a test that waits longer still fails when the thing never shows.
configure({ asyncUtilTimeout: 5_000 });

// Components render in every language at once here, as on the server; the browser's loading is the e2e tests' part.
holdDictionaries(DICTIONARIES);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The API client loads axios at its first call (lib/api-client.ts): loaded once here, so that no test's first call is
// still waiting for it when that test ends, to be answered by the next test's handlers. (Not returned: Vitest would
// take the client, a function, for this hook's teardown and call it.)
beforeAll(async () => {
  await httpClient();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());
