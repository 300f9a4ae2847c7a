import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ADMIN_KEYS } from '../../shared/admin-reads';
import { useRefreshReservations } from '../../shared/useRefreshReservations';

/**
 * After a bank file is imported: the bookings it confirmed or released, the evenings' covers
 * (docs/product.md#evenings) and the payments read before are read again.
 */
export function useRefreshAfterBankImport() {
  const refreshReservations = useRefreshReservations();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([
      refreshReservations(),
      mutate((key) => typeof key === 'string' && key.startsWith(`${ADMIN_KEYS.credits}?`)),
    ]);
  }, [mutate, refreshReservations]);
}
