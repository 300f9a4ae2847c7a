import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { templateRoutes } from './routes';

/**
 * Renders the template routes alone in memory, with a stand-in for the restaurant home at "/" so tests can see
 * where the demos navigate without loading the restaurant's pages (and their API calls).
 */
export function renderTemplate(path: string) {
  const router = createMemoryRouter(
    [...templateRoutes, { path: '/', element: <h1>Restaurant home</h1> }],
    { initialEntries: [path], future: { v7_relativeSplatPath: true, v7_partialHydration: true } },
  );
  return { router, ...render(<RouterProvider router={router} future={{ v7_startTransition: true }} />) };
}
