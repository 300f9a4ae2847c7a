import { setupServer } from 'msw/node';

/** The test-wide mock API: each test adds the handlers it needs with `server.use(...)`. */
export const server = setupServer();
