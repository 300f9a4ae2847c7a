import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../lib/storage';

/** Values set in this tab, which also hold when the browser keeps no storage (private mode). */
const setHere = new Map<string, boolean>();
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * A boolean kept in browser storage as "true"/"false". The server knows nothing of the visitor's storage: a
 * server-rendered page is hydrated with false, then shows the stored value (before the browser paints).
 */
export function useStoredFlag(key: string): [boolean, () => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => setHere.get(key) ?? readStorage(key) === 'true',
    () => false,
  );
  const toggle = useCallback(() => {
    setHere.set(key, !on);
    writeStorage(key, String(!on));
    for (const listener of listeners) listener();
  }, [key, on]);
  return [on, toggle];
}
