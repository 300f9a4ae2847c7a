import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../lib/storage';

/** A boolean kept in browser storage as "true"/"false", read once at start. */
export function useStoredFlag(key: string): [boolean, () => void] {
  const [on, setOn] = useState(() => readStorage(key) === 'true');
  const toggle = useCallback(() => {
    writeStorage(key, String(!on));
    setOn(!on);
  }, [key, on]);
  return [on, toggle];
}
