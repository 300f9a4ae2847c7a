import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App';
import { PressAgain, takeEarlyClicks } from './early-clicks';
import { readInitialData } from './initial-data';
import { routes } from './routes';

/**
 * The lazy routes of the current address, loaded before the first render: a server-rendered page must be hydrated
 * with the same tree the server rendered, not with the route's loading indicator.
 */
async function loadCurrentRoutes(): Promise<void> {
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await route.lazy?.();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Starts the app in `root`: hydrates a server-rendered page, or renders one in the browser. */
export function boot(root: HTMLElement): void {
  // The restaurant's pages arrive rendered, with the data they were made from (docs/architecture.md#server-rendered-pages).
  const initialData = readInitialData(document);
  if (initialData) {
    void loadCurrentRoutes().then(() => {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
      // the whole page (/la-carte's menu is long): a tap meanwhile is not kept waiting.
      startTransition(() => {
        const earlyClicks = takeEarlyClicks();
        hydrateRoot(
          root,
          <StrictMode>
            <App initialData={initialData} />
            <PressAgain buttons={earlyClicks} />
          </StrictMode>,
        );
      });
    });
  } else {
    // A page the browser renders has no button before the app draws it.
    takeEarlyClicks();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}
