import useSWR from 'swr';
import { categoryRank, isMenuCategory, type MenuItem, type MenuListResponse } from '@ticino/shared';
import { apiGet } from '../../lib/api-client';

export const MENU_KEY = 'restaurant-menu';
/** Static copy of the menu served with the site (SPEC §7), used when the API cannot answer. */
export const FALLBACK_MENU_URL = '/food.menu.json';

function isRestaurantItem(value: unknown): value is MenuItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    typeof item.description === 'string' &&
    isMenuCategory(item.category)
  );
}

/**
 * The public menu in category order. On failure (SPEC §8) it logs "Error loading menu items:" and
 * reads the static file, keeping only the restaurant's 24 categories (the file also holds the hotel
 * template's meals); if that fails too the menu is simply empty.
 */
export async function loadMenu(): Promise<MenuItem[]> {
  try {
    const body = await apiGet<MenuListResponse>('/public/menu');
    return body.data;
  } catch (error) {
    console.error('Error loading menu items:', error);
  }
  try {
    const items = await apiGet<unknown>(FALLBACK_MENU_URL, { baseURL: '/' });
    if (!Array.isArray(items)) return [];
    return items
      .filter(isRestaurantItem)
      .sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
  } catch {
    return [];
  }
}

export interface MenuState {
  items: MenuItem[];
  isLoading: boolean;
}

/** One menu for the home page's section and /la-carte, fetched once per visit. */
export function useMenuItems(): MenuState {
  const { data, isLoading } = useSWR(MENU_KEY, loadMenu);
  return { items: data ?? [], isLoading };
}
