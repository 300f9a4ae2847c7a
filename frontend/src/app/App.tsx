import { useMemo, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import { localeOf, type Locale } from '@ticino/shared';
import { CountryNamesContext } from '../hooks/useCountryNames';
import { GenevaOffsetsContext } from '../hooks/useGenevaOffsets';
import { apiGet } from '../lib/api-client';
import { initialSwrCache, type InitialData } from './initial-data';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from './router-future';
import { routes } from './routes';

interface SiteDataProps {
  /** The data a server-rendered page was made from: SWR starts with it. */
  initialData?: InitialData;
  /** The language of the page the data was made for. */
  locale: Locale;
  /** A private SWR cache (tests); the shared one otherwise. */
  swrCache?: Map<string, unknown>;
  children: ReactNode;
}

/** SWR's configuration for the whole site, in the browser and in the server's render alike. */
export function SiteData({ initialData, locale, swrCache, children }: SiteDataProps) {
  // Made once: SWR reads its provider when it mounts.
  const [cache] = useState(() => swrCache ?? (initialData ? initialSwrCache(initialData, locale) : null));
  return (
    <SWRConfig
      value={{
        fetcher: (url: string) => apiGet(url),
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        // A server-rendered page's data is as current as the server's content (its pages are made again on each
        // change): fetching it again at once could only bring an older copy the browser kept (the public API's
        // answers may be kept a minute) and draw the page back in time. Data the page did not bring is fetched.
        ...(initialData ? { revalidateIfStale: false } : {}),
        ...(cache ? { provider: () => cache as Cache } : {}),
      }}
    >
      <GenevaOffsetsContext.Provider value={initialData?.genevaOffsets ?? null}>
        <CountryNamesContext.Provider value={initialData?.countryNames ?? null}>
          {children}
        </CountryNamesContext.Provider>
      </GenevaOffsetsContext.Provider>
    </SWRConfig>
  );
}

interface AppProps {
  /** Start the app at this path in memory (tests); the browser's address otherwise. */
  initialPath?: string;
  /** A private SWR cache (tests); the shared one otherwise. */
  swrCache?: Map<string, unknown>;
  /** The data the server rendered the page with (see main.tsx). */
  initialData?: InitialData;
}

export function App({ initialPath, swrCache, initialData }: AppProps) {
  const router = useMemo(
    () =>
      initialPath
        ? createMemoryRouter(routes, { initialEntries: [initialPath], future: ROUTER_FUTURE })
        : createBrowserRouter(routes, { future: ROUTER_FUTURE }),
    [initialPath],
  );
  return (
    <SiteData initialData={initialData} locale={localeOf(initialPath ?? window.location.pathname)} swrCache={swrCache}>
      <RouterProvider router={router} future={PROVIDER_FUTURE} />
    </SiteData>
  );
}
