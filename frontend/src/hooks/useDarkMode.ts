import { useEffect } from 'react';
import { STORAGE_KEYS } from '../lib/storage';
import { useStoredFlag } from './useStoredFlag';

/**
 * Dark mode kept under `darkMode` as "true"/"false" (docs/product.md#dark-mode). index.html's inline script (THEME_INIT_SCRIPT in PAGE_INIT_SCRIPT) applies the
 * same class before the first paint; this hook keeps it in step afterwards.
 */
export function useDarkMode(): [boolean, () => void] {
  const [dark, toggle] = useStoredFlag(STORAGE_KEYS.darkMode);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);

  return [dark, toggle];
}
