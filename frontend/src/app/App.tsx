import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import { addressLocale, type Locale } from '@ticino/shared';
import { CountryNamesContext } from '../hooks/useCountryNames';
import { GenevaOffsetsContext } from '../hooks/useGenevaOffsets';
import { HydratedContext } from '../hooks/useHydrated';
import { apiGet, httpClient } from '../lib/api-client';
import { FormTokenContext } from './booking-answer';
import { usePressAgain } from './early-clicks';
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
  /** False while the server renders the page and while the browser hydrates it (useHydrated). */
  hydrated: boolean;
  children: ReactNode;
}

/** SWR's configuration for the whole site, in the browser and in the server's render alike. */
export function SiteData({ initialData, locale, swrCache, hydrated, children }: SiteDataProps) {
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
      <HydratedContext.Provider value={hydrated}>
        <GenevaOffsetsContext.Provider value={initialData?.genevaOffsets ?? null}>
          <CountryNamesContext.Provider value={initialData?.countryNames ?? null}>
            <FormTokenContext.Provider value={initialData?.formToken ?? null}>{children}</FormTokenContext.Provider>
          </CountryNamesContext.Provider>
        </GenevaOffsetsContext.Provider>
      </HydratedContext.Provider>
    </SWRConfig>
  );
}

interface AppProps {
  /** Start the app at this path in memory (tests); the browser's address otherwise. */
  initialPath?: string;
  /** A private SWR cache (tests); the shared one otherwise. */
  swrCache?: Map<string, unknown>;
  /** The data the server rendered the page with (boot.tsx). */
  initialData?: InitialData;
  /** The buttons pressed before the app ran (early-clicks.ts): pressed again once the page is hydrated. */
  earlyClicks?: Element[];
}

/**
 * False during the render that hydrates a server-rendered page, then true, in a transition: what only the browser
 * knows (useBrowserValue, useHydrated) is drawn in one render that yields to the browser every few milliseconds, after
 * the hydration, instead of a render per value that holds the main thread (a phone's tap would wait for it).
 */
function useHydratedAfterFirstRender(hydrating: boolean): boolean {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** How long a browser without idle callbacks (Safari) waits before loading the API client. */
const NO_IDLE_CALLBACK_DELAY_MS = 2_000;

/**
 * Loads the API client's axios once the browser is idle after the app starts: not part of the start
 * (lib/api-client.ts), but there before a visitor sends a form, and while the network is still up.
 */
function useApiClientWhenIdle(): void {
  useEffect(() => {
    const load = () => void httpClient().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, NO_IDLE_CALLBACK_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load);
    return () => cancelIdleCallback(idle);
  }, []);
}

const NO_CLICKS: Element[] = [];

export function App({ initialPath, swrCache, initialData, earlyClicks = NO_CLICKS }: AppProps) {
  const hydrated = useHydratedAfterFirstRender(initialData !== undefined);
  usePressAgain(earlyClicks, hydrated);
  useApiClientWhenIdle();
  const router = useMemo(
    () =>
      initialPath
        ? createMemoryRouter(routes, { initialEntries: [initialPath], future: ROUTER_FUTURE })
        : createBrowserRouter(routes, { future: ROUTER_FUTURE }),
    [initialPath],
  );
  return (
    <SiteData
      initialData={initialData}
      locale={addressLocale(initialPath ?? window.location.pathname)}
      swrCache={swrCache}
      hydrated={hydrated}
    >
      <RouterProvider router={router} future={PROVIDER_FUTURE} />
    </SiteData>
  );
}
