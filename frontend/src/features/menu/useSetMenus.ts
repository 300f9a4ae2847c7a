import useSWR from 'swr';
import type { PublicSetMenu, PublicSetMenuListResponse } from '@ticino/shared';

export const SET_MENUS_KEY = '/public/set-menus';

/**
 * The set menus visitors see (docs/product.md#set-menus), from the server's render first, then checked once in the
 * background as on any visit. None while they load or if the API cannot answer: the menu page stands without them.
 */
export function useSetMenus(): PublicSetMenu[] {
  const { data } = useSWR<PublicSetMenuListResponse, unknown>(SET_MENUS_KEY);
  return data?.data ?? [];
}
