import { render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { expect } from 'vitest';
import { App } from '../app/App';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from '../app/router-future';

/** For tests that render the whole app (router, carousels, scroll animations): slow on a busy machine. */
export const APP_TEST_TIMEOUT = 20_000;

/** Renders the whole app (routes, SWR cache) at a path, with a fresh SWR cache per test. */
export function renderApp(path: string) {
  return render(<App initialPath={path} swrCache={new Map()} />);
}

/** Waits until a lazily loaded page has arrived (its loading indicator is gone). */
export async function pageLoaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.route-loading')).toBeNull());
}

/** Renders some routes alone in memory at a path, with the app's router flags. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path], future: ROUTER_FUTURE });
  return { router, ...render(<RouterProvider router={router} future={PROVIDER_FUTURE} />) };
}
