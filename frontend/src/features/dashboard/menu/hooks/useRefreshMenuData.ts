import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** What a change may have touched: the menu alone, or the French texts that the translations follow too. */
export type MenuChangeScope = 'menu' | 'menu-and-texts';

/**
 * After a change, the list and the statistics are read again (docs/product.md#menu-tab); the translations' grid too
 * when a French text may have changed, since that sends its translations back « à revoir »
 * (docs/product.md#translations). A tap on the availability does not reload the whole grid at the lunch rush.
 */
export function useRefreshMenuData(scope: MenuChangeScope = 'menu-and-texts') {
  const { mutate } = useSWRConfig();
  // Stable, so the memoised cards that receive callbacks built on it do not all re-render.
  return useCallback(async () => {
    const keys: string[] = [ADMIN_KEYS.menu, ADMIN_KEYS.statistics];
    if (scope === 'menu-and-texts') keys.push(ADMIN_KEYS.translations);
    await Promise.all(keys.map((key) => mutate(key)));
  }, [mutate, scope]);
}
