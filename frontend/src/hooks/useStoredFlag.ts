import { useCallback } from 'react';
import { useStoredValue } from './useStoredValue';

/**
 * A boolean kept in browser storage as "true"/"false". The server knows nothing of the visitor's storage: a
 * server-rendered page is hydrated with false, then shows the stored value (useBrowserValue).
 */
export function useStoredFlag(key: string): [boolean, () => void] {
  const [value, set] = useStoredValue(key);
  const on = value === 'true';
  const toggle = useCallback(() => set(String(!on)), [on, set]);
  return [on, toggle];
}
