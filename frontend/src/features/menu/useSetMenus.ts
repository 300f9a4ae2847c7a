import useSWR from 'swr';
import type { Locale, PublicSetMenu, PublicSetMenuListResponse } from '@ticino/shared';
import { useLocale } from '../../hooks/useLocale';
import { inLocale } from '../../lib/locale-query';

/** The set menus' address in a language (docs/product.md#translations), also SWR's key. */
export const setMenusKey = (locale: Locale) => inLocale('/public/set-menus', locale);

/**
 * The set menus visitors see (docs/product.md#set-menus), from the server's render first, then checked once in the
 * background as on any visit. None while they load or if the API cannot answer: the menu page stands without them.
 */
export function useSetMenus(): PublicSetMenu[] {
  const { data } = useSWR<PublicSetMenuListResponse, unknown>(setMenusKey(useLocale()));
  return data?.data ?? [];
}
