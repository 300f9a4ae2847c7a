import type {
  Locale,
  PublicEvening,
  PublicMenuItem,
  PublicSetMenu,
  PublicSetMenuListResponse,
  RestaurantInfo,
  RestaurantResponse,
  ZoneOffsets,
} from '@ticino/shared';
import type { CountryNames } from '../hooks/useCountryNames';
import { eveningsKey, type EveningsResponse } from '../features/evenings/useEvenings';
import { menuKey } from '../features/menu/useMenuItems';
import { setMenusKey } from '../features/menu/useSetMenus';
import { restaurantKey } from '../features/restaurant/useRestaurant';

/**
 * The CMS data a server-rendered page was made from (docs/architecture.md#server-rendered-pages). The server renders
 * with it and writes it into the page; the browser starts SWR from the same data, so its first render is the server's.
 */
export interface InitialData {
  /** Null while the CMS has no restaurant facts: the pages then show their fixed texts. */
  restaurant: RestaurantInfo | null;
  /** Null on the pages that do not show the menu: they do not carry it. */
  menu: PublicMenuItem[] | null;
  /**
   * The set menus, on the menu page (docs/product.md#set-menus) and on an evening's page that serves one; absent or
   * null elsewhere.
   */
  setMenus?: PublicSetMenu[] | null;
  /** The listed evenings (docs/product.md#evenings), on the home page and an evening's page; absent or null elsewhere. */
  evenings?: PublicEvening[] | null;
  /** On an evening's page, the token its booking form posts without JavaScript (docs/product.md#evenings). */
  formToken?: string | null;
  /** Geneva's offsets from UTC from the page's making on (hooks/useGenevaOffsets.ts); absent on older pages. */
  genevaOffsets?: ZoneOffsets;
  /** The menu's countries of origin named in the page's language, where the menu shows (hooks/useCountryNames.ts). */
  countryNames?: CountryNames | null;
}

/** The id of the `<script type="application/json">` that carries the data in the page. */
export const INITIAL_DATA_ID = 'donnees-initiales';

/**
 * SWR's cache with the data already in it, in the page's language, under the keys the hooks read (`useMenuItems`,
 * `useSetMenus`, `useEvenings`, `useRestaurant`): they
 * start with it as loaded data (no spinner), and do not fetch it again (see SiteData's `revalidateIfStale`).
 */
export function initialSwrCache(data: InitialData, locale: Locale): Map<string, unknown> {
  // A state SWR reads as loaded: without `isLoading: false` it would count the entry as loading until it revalidates.
  const loaded = (value: unknown) => ({ data: value, isLoading: false, isValidating: false });
  const cache = new Map<string, unknown>();
  if (data.menu) cache.set(menuKey(locale), loaded(data.menu));
  if (data.setMenus) {
    const body: PublicSetMenuListResponse = { success: true, data: data.setMenus };
    cache.set(setMenusKey(locale), loaded(body));
  }
  if (data.evenings) {
    const body: EveningsResponse = { success: true, data: data.evenings };
    cache.set(eveningsKey(locale), loaded(body));
  }
  if (data.restaurant) {
    const body: RestaurantResponse = { success: true, data: data.restaurant };
    cache.set(restaurantKey(locale), loaded(body));
  }
  return cache;
}

/**
 * The data as JSON that can sit inside a `<script>` element: `<`, `>`, `&` and the two line separators JavaScript
 * once refused are written as escapes, so no text typed in the CMS can close the element or open a comment.
 */
export function serializeInitialData(data: InitialData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The data the server wrote into the page, if it wrote any. */
export function readInitialData(document: Document): InitialData | null {
  const text = document.getElementById(INITIAL_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as InitialData) : null;
}
