import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { InboxFilter, InboxPageResponse, InboxSummaryResponse } from '@ticino/shared';
import { ADMIN_KEYS, SUMMARY_REFRESH_MS, isAdminKey } from '../../shared/admin-reads';
import { inboxPageKey } from '../api/messages-api';

export function useInboxPage(page: number, filter: InboxFilter) {
  const { data, error, isValidating, mutate } = useSWR<InboxPageResponse, unknown>(inboxPageKey(page, filter), {
    keepPreviousData: true,
  });
  return {
    inbox: data?.data,
    failed: Boolean(error) && !data && !isValidating,
    retry: () => void mutate(),
  };
}

export function useInboxSummary() {
  const { data } = useSWR<InboxSummaryResponse>(ADMIN_KEYS.messageSummary, { refreshInterval: SUMMARY_REFRESH_MS });
  return data?.data;
}

/** After a mark or a deletion, the shown page and the counts are read again. */
export function useRefreshInbox() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => isAdminKey(key) && typeof key === 'string' && key.startsWith(ADMIN_KEYS.messages));
  }, [mutate]);
}
