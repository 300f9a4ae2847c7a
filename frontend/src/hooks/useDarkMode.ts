import { useEffect } from 'react';
import { STORAGE_KEYS } from '../lib/storage';
import { useHydrated } from './useHydrated';
import { useStoredFlag } from './useStoredFlag';

/**
 * Dark mode kept under `darkMode` as "true"/"false" (docs/product.md#dark-mode). index.html's inline script (THEME_INIT_SCRIPT in PAGE_INIT_SCRIPT) applies the
 * same class before the first paint; this hook keeps it in step afterwards.
 */
export function useDarkMode(): [boolean, () => void] {
  const [dark, toggle] = useStoredFlag(STORAGE_KEYS.darkMode);
  const hydrated = useHydrated();

  useEffect(() => {
    // While the page hydrates, `dark` is the server's false: the first script's class stays until the stored value
    // is known, or a dark page would flash light.
    if (hydrated) document.documentElement.classList.toggle('dark', dark);
  }, [dark, hydrated]);

  return [dark, toggle];
}
