import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { apiGet } from '../lib/api-client';
import { routes } from './routes';

interface AppProps {
  /** Start the app at this path in memory (tests); the browser's address otherwise. */
  initialPath?: string;
}

export function App({ initialPath }: AppProps) {
  const router = useMemo(
    () => (initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes)),
    [initialPath],
  );
  return (
    <SWRConfig value={{ fetcher: (url: string) => apiGet(url), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
