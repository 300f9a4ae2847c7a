import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import { apiGet } from '../lib/api-client';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from './router-future';
import { routes } from './routes';

interface AppProps {
  /** Start the app at this path in memory (tests); the browser's address otherwise. */
  initialPath?: string;
  /** A private SWR cache (tests); the shared one otherwise. */
  swrCache?: Map<string, unknown>;
}

export function App({ initialPath, swrCache }: AppProps) {
  const router = useMemo(
    () =>
      initialPath
        ? createMemoryRouter(routes, { initialEntries: [initialPath], future: ROUTER_FUTURE })
        : createBrowserRouter(routes, { future: ROUTER_FUTURE }),
    [initialPath],
  );
  return (
    <SWRConfig
      value={{
        fetcher: (url: string) => apiGet(url),
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        ...(swrCache ? { provider: () => swrCache as Cache } : {}),
      }}
    >
      <RouterProvider router={router} future={PROVIDER_FUTURE} />
    </SWRConfig>
  );
}
