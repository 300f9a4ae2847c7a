import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { MenuListResponse, MenuStatisticsResponse } from '@ticino/shared';
import { ADMIN_KEYS } from '../api/admin-api';

export function useMenuList() {
  const { data, error, isValidating, mutate } = useSWR<MenuListResponse, unknown>(ADMIN_KEYS.menu);
  const lastReadFailed = Boolean(error) && !isValidating;
  return {
    items: data ? data.data : undefined,
    /** Nothing to show: the first read failed. */
    failed: lastReadFailed && !data,
    /** A list is shown, but reading it again (e.g. after a change) failed, so it may be out of date. */
    stale: lastReadFailed && Boolean(data),
    retry: () => void mutate(),
  };
}

export function useMenuStatistics() {
  const { data, error, isValidating, mutate } = useSWR<MenuStatisticsResponse, unknown>(ADMIN_KEYS.statistics);
  return {
    statistics: data?.data,
    failed: Boolean(error) && !data && !isValidating,
    retry: () => void mutate(),
  };
}

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
