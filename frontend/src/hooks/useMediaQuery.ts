import { useCallback } from 'react';
import { useBrowserValue } from './useHydrated';

/** The large-screen breakpoint of docs/product.md#constants-and-limits, the same as the stylesheets' `min-width: 992px`. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a media query matches now, following changes live (window resized, device turned). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useBrowserValue(
    subscribe,
    () => matches(query),
    () => false,
  );
}
