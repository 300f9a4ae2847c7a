import type { Core } from '@strapi/strapi';
import {
  isShownOn,
  menuSearch,
  nextServiceDayStart,
  serviceDayOf,
  toPublicMenuItem,
  toPublicSetMenus,
  type PublicMenuListResponse,
  type PublicSetMenu,
  type PublicSetMenuListResponse,
  type PublicMenuItem,
  type RestaurantInfo,
  type RestaurantResponse,
} from '@ticino/shared';
import { siteService, type SiteServices } from '../utils/services';
import { prepareJson, type PreparedBody } from './bodies';
import type { PublicContentKind } from './changes';

/** The public menu's filters: the staff list's (the menu service's), reached through the service registry. */
export type MenuFilters = NonNullable<Parameters<SiteServices['api::menu-item.menu']['list']>[0]>;

/** Bodies of distinct filters kept at most; the oldest goes first. Filters are few (24 categories, some searches). */
const MAX_FILTERED_BODIES = 200;

/**
 * The public API's answers, kept in memory until the content they come from changes (docs/product.md#public-api):
 * the whole menu, the bodies of the filters asked for (computed from the whole menu, never from the database), the
 * restaurant facts. Entries are promises stored as soon as they are started, so visitors asking at the same moment
 * share one database read, and `invalidate` forgets entries still being built: nobody waits for content read before
 * the change.
 */
export interface PublicContentCache {
  /**
   * The whole public menu, in menu order, public fields only: what visitors see this service day (no `masqué` item,
   * no item outside its dates, a dish sold out for an earlier day available again: docs/product.md#availability).
   */
  menuItems(): Promise<PublicMenuItem[]>;
  /**
   * The set menus visitors see (docs/product.md#set-menus): made from the public menu, so a dish it does not show is
   * no choice, and a set menu with a course left empty is not shown. Forgotten with the menu: set menus are `menu`.
   */
  setMenus(): Promise<PublicSetMenu[]>;
  /** `{ success: true, data }` of the set menus. */
  setMenusBody(): Promise<PreparedBody>;
  /** The restaurant facts; null while the single type is empty. */
  restaurantFacts(): Promise<RestaurantInfo | null>;
  /** `{ success: true, data }` of the menu with these filters (already validated). */
  menuBody(filters: MenuFilters): Promise<PreparedBody>;
  /** `{ success: true, data }` of the restaurant facts; null while the single type is empty. */
  restaurantBody(): Promise<PreparedBody | null>;
  invalidate(kinds: ReadonlySet<PublicContentKind>): void;
  /** The whole menu's or the restaurant's body if it is built and current, without waiting. */
  ready(kind: PublicContentKind): PreparedBody | null;
}

/** Stores a promise under a key until it fails (a failure is not kept: the next visitor tries again). */
function remember<K, V>(map: Map<K, Promise<V>>, key: K, start: () => Promise<V>): Promise<V> {
  const kept = map.get(key);
  if (kept) return kept;
  const promise = start();
  map.set(key, promise);
  promise.catch(() => {
    if (map.get(key) === promise) map.delete(key);
  });
  return promise;
}

/**
 * A read of the whole menu rests after the last one ended this many times as long as it took, at most
 * MAX_MENU_READ_REST_MS: docs/architecture.md#public-content.
 */
const MENU_READ_REST_FACTOR = 3;
const MAX_MENU_READ_REST_MS = 1_000;

/**
 * Spaces the reads of the menu under a burst of edits. Each read starts again everything made from the menu (its
 * bodies, the fallback file, the rendered pages), so at ten edits a second the process would do little else and its
 * visitors would queue. A read asked for soon after the previous one waits its turn, and the visitors who ask
 * meanwhile share it: each still gets the menu as it was when they asked, or newer. A read's length measures how busy
 * the process is (its queries wait for the event loop), so a quiet process barely rests and a busy one rests longer.
 */
function menuReadPacer() {
  let nextTurnAt = 0;
  return {
    async turn(): Promise<void> {
      const wait = nextTurnAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
    ended(startedAt: number): void {
      const now = Date.now();
      nextTurnAt = now + Math.min(MAX_MENU_READ_REST_MS, (now - startedAt) * MENU_READ_REST_FACTOR);
    },
  };
}

const filterKey = ({ category, search }: MenuFilters) => JSON.stringify([category ?? null, search ?? null]);
const WHOLE_MENU = filterKey({});

/** The set menus' answers, made by `build` from the public menu and forgotten with it (docs/product.md#set-menus). */
function setMenuEntries(build: () => Promise<PublicSetMenu[]>) {
  const entries = new Map<'set-menus', Promise<PublicSetMenu[]>>();
  const bodies = new Map<'set-menus', Promise<PreparedBody>>();
  const setMenus = () => remember(entries, 'set-menus', build);
  return {
    setMenus,
    setMenusBody: () =>
      remember(bodies, 'set-menus', async () => {
        const body: PublicSetMenuListResponse = { success: true, data: await setMenus() };
        return prepareJson(body, 'fast');
      }),
    forget(): void {
      entries.clear();
      bodies.clear();
    },
  };
}

/**
 * `onNewServiceDay`: called, synchronously, by a read that finds the menu was built before the current service day
 * began (05:00 in Zurich): it must invalidate the menu (the change hook does), so the read then builds it anew.
 */
export function createPublicContentCache(strapi: Core.Strapi, onNewServiceDay: () => void): PublicContentCache {
  // Strapi's own instances of the services (never a second one), looked up when a read starts.
  const menu = () => siteService('api::menu-item.menu', strapi);
  const setMenuService = () => siteService('api::set-menu.set-menu', strapi);
  const restaurant = () => siteService('api::restaurant.restaurant', strapi);
  const items = new Map<'menu', Promise<PublicMenuItem[]>>();
  const facts = new Map<'restaurant', Promise<RestaurantInfo | null>>();
  const menuBodies = new Map<string, Promise<PreparedBody>>();
  const restaurantBodies = new Map<'restaurant', Promise<PreparedBody | null>>();

  // When the menu being kept stops being true by itself: the start of the next service day after it was read.
  // A number compared on each read, so the answers sent from memory pay nothing more than that.
  let menuTurnsOverAt = Number.POSITIVE_INFINITY;
  function turnOverIfNewServiceDay(): void {
    if (Date.now() >= menuTurnsOverAt) {
      menuTurnsOverAt = Number.POSITIVE_INFINITY;
      onNewServiceDay();
    }
  }
  const pacer = menuReadPacer();
  /** The read waiting for its turn, if any: it has read nothing yet, so a change leaves it current. */
  let waitingRead: Promise<PublicMenuItem[]> | null = null;
  const menuItems = () => {
    turnOverIfNewServiceDay();
    return remember(items, 'menu', () => {
      const read = (async () => {
        await pacer.turn();
        waitingRead = null;
        const readAt = new Date();
        const day = serviceDayOf(readAt);
        menuTurnsOverAt = Math.min(menuTurnsOverAt, nextServiceDayStart(readAt).getTime());
        try {
          const all = await menu().list({}, day);
          return all.filter((item) => isShownOn(item, day)).map(toPublicMenuItem);
        } finally {
          pacer.ended(readAt.getTime());
        }
      })();
      waitingRead = read;
      return read;
    });
  };
  const restaurantFacts = () => remember(facts, 'restaurant', () => restaurant().find());
  const setMenuAnswers = setMenuEntries(async () => {
    const [stored, items] = await Promise.all([setMenuService().list(), menuItems()]);
    return toPublicSetMenus(stored, items);
  });
  // Filled when the entry still current at that moment resolves; emptied with it.
  const built: Record<PublicContentKind, PreparedBody | null> = { menu: null, restaurant: null };
  function keepWhenCurrent<T extends PreparedBody | null>(
    kind: PublicContentKind,
    current: () => Promise<T> | undefined,
    promise: Promise<T>,
  ): Promise<T> {
    promise.then(
      (body) => {
        if (current() === promise) built[kind] = body;
      },
      () => undefined,
    );
    return promise;
  }

  return {
    menuItems,
    restaurantFacts,
    setMenus() {
      turnOverIfNewServiceDay();
      return setMenuAnswers.setMenus();
    },
    setMenusBody() {
      turnOverIfNewServiceDay();
      return setMenuAnswers.setMenusBody();
    },

    menuBody(filters) {
      turnOverIfNewServiceDay();
      const key = filterKey(filters);
      const kept = menuBodies.get(key);
      if (kept) return kept;
      if (menuBodies.size > MAX_FILTERED_BODIES) {
        const oldest = [...menuBodies.keys()].find((candidate) => candidate !== WHOLE_MENU);
        if (oldest !== undefined) menuBodies.delete(oldest);
      }
      const promise = remember(menuBodies, key, async () => {
        const whole = await menuItems();
        const { category, search } = filters;
        // The same rules as the staff's list (services/menu.ts): an exact category, the dashboard's search.
        const matches = menuSearch(search ?? '');
        const data = whole.filter((item) => (!category || item.category === category) && matches(item));
        const body: PublicMenuListResponse = { success: true, data };
        // Made again after every staff edit, in every process: brotli at its best would cost some 45 times the
        // processor time (0.3 s for the seeded menu) for 11 % fewer bytes, and under a burst of edits its queue on
        // libuv's threads held the menu's answers for seconds (npm run test:cluster).
        return prepareJson(body, 'fast');
      });
      return key === WHOLE_MENU ? keepWhenCurrent('menu', () => menuBodies.get(WHOLE_MENU), promise) : promise;
    },

    restaurantBody() {
      const promise = remember(restaurantBodies, 'restaurant', async () => {
        const data = await restaurantFacts();
        if (!data) return null;
        const body: RestaurantResponse = { success: true, data };
        return prepareJson(body, 'best');
      });
      return keepWhenCurrent('restaurant', () => restaurantBodies.get('restaurant'), promise);
    },

    ready(kind) {
      if (kind === 'menu') turnOverIfNewServiceDay();
      return built[kind];
    },

    invalidate(kinds) {
      // Also while a menu read waits its turn: the set menus themselves are read apart, and may have changed.
      if (kinds.has('menu')) setMenuAnswers.forget();
      // What waits for the read still waiting for its turn (the bodies made from it too) will hold the change.
      if (kinds.has('menu') && !(waitingRead && items.get('menu') === waitingRead)) {
        menuTurnsOverAt = Number.POSITIVE_INFINITY;
        items.clear();
        menuBodies.clear();
        built.menu = null;
      }
      if (kinds.has('restaurant')) {
        facts.clear();
        restaurantBodies.clear();
        built.restaurant = null;
      }
    },
  };
}
