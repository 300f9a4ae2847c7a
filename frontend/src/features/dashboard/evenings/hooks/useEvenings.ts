import useSWR from 'swr';
import type { ApiSuccess, PaymentSettings, SetMenuListResponse, StaffEvening } from '@ticino/shared';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** The evenings with their covers, by date (docs/product.md#evenings). */
export function useEvenings() {
  const { data, error, isValidating, mutate } = useSWR<ApiSuccess<StaffEvening[]>, unknown>(ADMIN_KEYS.evenings);
  return {
    evenings: data?.data,
    failed: Boolean(error) && !data && !isValidating,
    retry: () => void mutate(),
    reload: async () => void (await mutate()),
  };
}

/** The set menus an evening may serve (« Formules »). */
export function useSetMenuChoices() {
  const { data, error } = useSWR<SetMenuListResponse, unknown>(ADMIN_KEYS.setMenus);
  return { setMenus: data?.data, failed: Boolean(error) && !data };
}

/**
 * Whether deposits can be taken: the owner's IBAN is set (docs/product.md#payment-settings). Undefined while unknown
 * (not yet read, or the read failed): the server's check then decides.
 */
export function usePaymentsReady(): boolean | undefined {
  const { data } = useSWR<ApiSuccess<PaymentSettings>, unknown>(ADMIN_KEYS.paymentSettings);
  return data ? data.data.iban !== null : undefined;
}
