import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';

function storedDarkMode(): boolean {
  return readStorage(STORAGE_KEYS.darkMode) === 'true';
}

/**
 * Dark mode kept under `darkMode` as "true"/"false" (SPEC §4). public/theme-init.js applies the
 * same class before the first paint; this hook keeps it in step afterwards.
 */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(storedDarkMode);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);

  const toggle = useCallback(() => {
    writeStorage(STORAGE_KEYS.darkMode, String(!dark));
    setDark(!dark);
  }, [dark]);

  return [dark, toggle];
}
