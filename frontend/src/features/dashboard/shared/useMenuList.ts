import useSWR from 'swr';
import type { MenuListResponse } from '@ticino/shared';
import { ADMIN_KEYS } from './admin-reads';

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
