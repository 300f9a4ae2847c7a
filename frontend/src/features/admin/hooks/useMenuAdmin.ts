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

/**
 * After a create, update or delete, the list and the statistics are read again (docs/product.md#menu-tab), and the
 * translations' grid: a changed French text sends its translations back « à revoir » (docs/product.md#translations).
 */
export function useRefreshMenuData() {
  const { mutate } = useSWRConfig();
  // Stable, so the memoised cards that receive callbacks built on it do not all re-render.
  return useCallback(async () => {
    await Promise.all([mutate(ADMIN_KEYS.menu), mutate(ADMIN_KEYS.statistics), mutate(ADMIN_KEYS.translations)]);
  }, [mutate]);
}
