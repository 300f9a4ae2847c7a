import useSWR from 'swr';
import type { MenuStatisticsResponse } from '@ticino/shared';
import { ADMIN_KEYS } from '../../shared/admin-reads';

export function useMenuStatistics() {
  const { data, error, isValidating, mutate } = useSWR<MenuStatisticsResponse, unknown>(ADMIN_KEYS.statistics);
  return {
    statistics: data?.data,
    failed: Boolean(error) && !data && !isValidating,
    retry: () => void mutate(),
  };
}
