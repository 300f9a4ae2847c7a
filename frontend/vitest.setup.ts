import '@testing-library/jest-dom/vitest';
import './src/test/browser-apis';
import { cleanup, configure } from '@testing-library/react';
import { mutate } from 'swr';
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
  resetThePage();
});
afterAll(() => server.close());

/**
 * The files share one page and one module cache (`isolate: false` in vite.config.ts, which halves the suite's time):
 * what a test leaves outside React's roots — a sweetalert2 dialog, a server-rendered page, the address, the page's
 * language, stored values, SWR's cache — is cleared here, so that no test depends on the one before it.
 */
function resetThePage(): void {
  document.body.replaceChildren();
  // Styles stay: sweetalert2 adds its own once, when it loads.
  for (const element of document.head.querySelectorAll(':not(style)')) element.remove();
  document.title = '';
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  void mutate(() => true, undefined, { revalidate: false });
}
