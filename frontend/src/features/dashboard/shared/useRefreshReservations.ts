import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_KEYS, isAdminKey } from './admin-reads';

/**
 * After any change to the bookings: the days shown, the group requests, the header's count and the evenings' covers
 * (docs/product.md#evenings) are read again.
 */
export function useRefreshReservations() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(
      (key) =>
        isAdminKey(key) &&
        typeof key === 'string' &&
        [ADMIN_KEYS.reservations, ADMIN_KEYS.groupRequests, ADMIN_KEYS.service, ADMIN_KEYS.evenings].some((read) =>
          key.startsWith(read),
        ),
    );
  }, [mutate]);
}
