import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/cormorant-garamond/700.css';
import './styles/tokens.css';
import './styles/base.css';
import './ui/ui.css';
import { App } from './app/App';
import { readInitialData } from './app/initial-data';
import { routes } from './app/routes';
import './app/restaurant-styles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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

// The restaurant's pages arrive rendered, with the data they were made from (docs/architecture.md#server-rendered-pages).
const initialData = readInitialData(document);
if (initialData) {
  void loadCurrentRoutes().then(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App initialData={initialData} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
