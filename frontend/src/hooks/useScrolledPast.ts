import { useBrowserValue } from './useHydrated';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled more than `offset` pixels; re-renders only when that flips. */
export function useScrolledPast(offset: number): boolean {
  return useBrowserValue(
    subscribe,
    () => window.scrollY > offset,
    () => false,
  );
}
