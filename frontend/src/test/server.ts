import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The test-wide mock API: each test adds the handlers it needs with `server.use(...)`. The defaults: no set menus
 * (docs/product.md#set-menus), which the menu page asks for beside the menu, so the tests of the menu need not; no
 * evenings (docs/product.md#evenings), which the home page asks for, so its tests need not.
 */
export const server = setupServer(
  http.get('/api/public/set-menus', () => HttpResponse.json({ success: true, data: [] })),
  http.get('/api/public/evenings', () => HttpResponse.json({ success: true, data: [] })),
);
