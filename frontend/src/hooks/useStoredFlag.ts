import { useCallback } from 'react';
import { readStoredValue, useStoredValue } from './useStoredValue';

/**
 * A boolean kept in browser storage as "true"/"false". The server knows nothing of the visitor's storage: a
 * server-rendered page is hydrated with false, then shows the stored value (useBrowserValue).
 */
export function useStoredFlag(key: string): [boolean, () => void] {
  const [value, set] = useStoredValue(key);
  const on = value === 'true';
  // From the stored value, not the rendered one: a tap between the hydration and the render that shows the stored
  // value would otherwise set what is already set.
  const toggle = useCallback(() => set(String(readStoredValue(key) !== 'true')), [key, set]);
  return [on, toggle];
}
