import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates its HTML, true from then on (and at once on a page
 * the browser renders itself). What the server cannot know (the address's query: the server renders and keeps each
 * page by its path) waits for it, so the first render in the browser matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
