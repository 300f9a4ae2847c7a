import { useCallback } from 'react';
import { readStorage, writeStorage } from '../lib/storage';
import { useBrowserValue } from './useHydrated';

/** Values set in this tab that the browser could not keep (storage disabled): they hold for the tab's life. */
const setHere = new Map<string, string | null>();
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Stores a value (null removes it) and tells every component showing it. */
export function writeStoredValue(key: string, value: string | null): void {
  writeStorage(key, value);
  if (readStorage(key) === value) setHere.delete(key);
  else setHere.set(key, value);
  for (const listener of listeners) listener();
}

/** The value kept under `key` now, whatever a component last rendered. */
export const readStoredValue = (key: string) => (setHere.has(key) ? (setHere.get(key) ?? null) : readStorage(key));

/**
 * A text kept in browser storage, and its setter. The server knows nothing of the visitor's storage: a
 * server-rendered page is hydrated with null, then shows the stored value (useBrowserValue).
 */
export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const value = useBrowserValue(
    subscribe,
    () => readStoredValue(key),
    () => null,
  );
  const set = useCallback((next: string | null) => writeStoredValue(key, next), [key]);
  return [value, set];
}
