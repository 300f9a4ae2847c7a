import useSWR from 'swr';
import {
  categoryRank,
  isPublicMenuItem,
  type Locale,
  type PublicMenuItem,
  type PublicMenuListResponse,
} from '@ticino/shared';
import { useLocale } from '../../hooks/useLocale';
import { apiGet } from '../../lib/api-client';
import { inLocale } from '../../lib/locale-query';

/** SWR's key of the public menu in a language: the French menu's has no language. */
export const menuKey = (locale: Locale) => inLocale('restaurant-menu', locale);
/** Static copy of the menu served with the site (docs/product.md#menu-fallback-file), used when the API cannot answer. */
export const FALLBACK_MENU_URL = '/food.menu.json';

/** Neither the API nor the static file could give the menu. */
export class MenuUnavailableError extends Error {
  constructor() {
    super('Menu unavailable: both the API and the static file failed');
    this.name = 'MenuUnavailableError';
  }
}

/**
 * The public menu in category order, in `locale` (texts not translated are French: docs/product.md#translations). On
 * failure (docs/product.md#menu-fallback-file) it logs "Error loading menu items:" and
 * reads the static file, keeping only the restaurant's 24 categories (the file also holds the hotel
 * template's meals). If that fails too it rejects with MenuUnavailableError.
 */
export async function loadMenu(locale: Locale = 'fr'): Promise<PublicMenuItem[]> {
  try {
    const body = await apiGet<PublicMenuListResponse>(inLocale('/public/menu', locale));
    return body.data;
  } catch (error) {
    console.error('Error loading menu items:', error);
  }
  let items: unknown;
  try {
    items = await apiGet<unknown>(FALLBACK_MENU_URL, { baseURL: '/' });
  } catch {
    throw new MenuUnavailableError();
  }
  if (!Array.isArray(items)) throw new MenuUnavailableError();
  return items.filter(isPublicMenuItem).sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
}

export interface MenuState {
  /** Empty while loading and when the menu is unavailable. */
  items: PublicMenuItem[];
  isLoading: boolean;
  /** Both sources failed. The home page shows its empty list as docs/product.md#menu-fallback-file says; /la-carte says so. */
  unavailable: boolean;
  /** A new attempt is under way after a failure. */
  retrying: boolean;
  retry: () => void;
}

/** One menu for the home page's section and /la-carte, fetched once per visit. */
export function useMenuItems(): MenuState {
  const locale = useLocale();
  const { data, error, isLoading, isValidating, mutate } = useSWR<PublicMenuItem[], unknown>(menuKey(locale), () =>
    loadMenu(locale),
  );
  // A failed refresh keeps the menu already shown: only a menu never loaded is unavailable.
  const unavailable = error !== undefined && data === undefined;
  return {
    items: data ?? [],
    isLoading,
    unavailable,
    retrying: unavailable && isValidating,
    retry: () => {
      void mutate();
    },
  };
}
