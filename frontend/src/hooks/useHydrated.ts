import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether the app's page runs as the browser's own (useHydrated), as SiteData provides it: false while the server
 * renders the page and while the browser hydrates it, then true; true at once where the browser renders the page
 * itself. Null outside the app (a component rendered alone, as in its tests).
 */
export const HydratedContext = createContext<boolean | null>(null);

const noSubscription = () => () => {};
const always = () => true;
const never = () => false;

/**
 * False while the server renders and while the browser hydrates its HTML, true from then on (and at once on a page
 * the browser renders itself). What the server cannot know (the address's query: the server renders and keeps each
 * page by its path) waits for it, so the first render in the browser matches the server's HTML. Outside the app, the
 * component finds out for itself, in a render of its own after the hydration.
 */
export function useHydrated(): boolean {
  const provided = useContext(HydratedContext);
  const hydratedHere = useSyncExternalStore(noSubscription, provided === null ? always : never, never);
  return provided ?? hydratedHere;
}

/**
 * A value only the browser knows (its storage, the clock, the screen, the visitor's languages), following its changes
 * through `subscribe`: the server's value while the server renders and the browser hydrates, so both agree, then the
 * browser's. Every such value turns to the browser's in the one render that follows the hydration, a transition the
 * browser can interrupt (see App), rather than each in a render of its own that holds the main thread.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? read : serverValue, serverValue);
}
