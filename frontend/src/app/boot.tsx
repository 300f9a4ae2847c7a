import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { addressLocale, isLocale, type Locale } from '@ticino/shared';
import { loadFirstDictionary } from '../lib/dictionaries';
import { loadDictionaryFile } from './dictionary-files';
import { App } from './App';
import { takeEarlyClicks } from './early-clicks';
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

/**
 * The language the page starts in: the one the server wrote into `<html lang>` (a guest's manage page speaks their
 * booking's, whatever its address), else the address's.
 */
function startingLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : addressLocale(window.location.pathname);
}

/**
 * Starts the app in `root`: hydrates a server-rendered page, or renders one in the browser. Resolves to React's root
 * once the app is rendering (tests unmount it).
 */
export function boot(root: HTMLElement): Promise<Root> {
  // Only the page's language is downloaded (docs/architecture.md#languages-in-the-browser). Should it not load, a
  // page the server rendered stays as it came, complete without the app.
  const dictionary = loadFirstDictionary(startingLocale(), loadDictionaryFile);
  // The restaurant's pages arrive rendered, with the data they were made from (docs/architecture.md#server-rendered-pages).
  const initialData = readInitialData(document);
  if (initialData) {
    return Promise.all([dictionary, loadCurrentRoutes()]).then(() => {
      let reactRoot!: Root;
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
      // the whole page (/la-carte's menu is long): a tap meanwhile is not kept waiting.
      startTransition(() => {
        const earlyClicks = takeEarlyClicks();
        // The app alone under StrictMode, as on the server (entry-server.tsx): React's useId numbers elements by
        // their place in the tree, and the ids in the server's HTML (a label's `for`) must be the browser's.
        reactRoot = hydrateRoot(
          root,
          <StrictMode>
            <App initialData={initialData} earlyClicks={earlyClicks} />
          </StrictMode>,
        );
      });
      // startTransition runs its callback at once.
      return reactRoot;
    });
  }
  // A page the browser renders has no button before the app draws it.
  takeEarlyClicks();
  return dictionary.then(() => {
    const reactRoot = createRoot(root);
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return reactRoot;
  });
}
