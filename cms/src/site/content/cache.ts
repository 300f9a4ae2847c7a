import type { Core } from '@strapi/strapi';
import {
  dishSlots,
  isShownOn,
  localized,
  restaurantSlots,
  RESTAURANT_SUBJECT_ID,
  setMenuSlots,
  shownTranslationsOf,
  menuSearch,
  nextServiceDayStart,
  serviceDayOf,
  toPublicMenuItem,
  toPublicSetMenus,
  type PublicMenuListResponse,
  type PublicSetMenu,
  type PublicSetMenuListResponse,
  type PublicMenuItem,
  type Locale,
  type RestaurantInfo,
  type RestaurantResponse,
  type ShownTranslations,
} from '@ticino/shared';
import { contentApi, type ContentApi } from './api';
import { prepareJson, type PreparedBody } from './bodies';
import type { PublicContentKind } from './changes';

/** The public menu's filters: the staff list's (the menu service's). */
export type MenuFilters = NonNullable<Parameters<ContentApi['api::menu-item.menu']['list']>[0]>;

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
   * In another language than French, each dish's texts are their validated translations, or French, named in the
   * dish's `fallback` (docs/product.md#translations).
   */
  menuItems(locale?: Locale): Promise<PublicMenuItem[]>;
  /**
   * The set menus visitors see (docs/product.md#set-menus): made from the public menu, so a dish it does not show is
   * no choice, and a set menu with a course left empty is not shown. Forgotten with the menu: set menus are `menu`.
   */
  setMenus(locale?: Locale): Promise<PublicSetMenu[]>;
  /** `{ success: true, data }` of the set menus. */
  setMenusBody(locale?: Locale): Promise<PreparedBody>;
  /** The restaurant facts; null while the single type is empty. */
  restaurantFacts(locale?: Locale): Promise<RestaurantInfo | null>;
  /** `{ success: true, data }` of the menu with these filters (already validated). */
  menuBody(filters: MenuFilters, locale?: Locale): Promise<PreparedBody>;
  /** `{ success: true, data }` of the restaurant facts; null while the single type is empty. */
  restaurantBody(locale?: Locale): Promise<PreparedBody | null>;
  invalidate(kinds: ReadonlySet<PublicContentKind>): void;
  /** The whole menu's or the restaurant's body in `locale` if it is built and current, without waiting. */
  ready(kind: PublicContentKind, locale?: Locale): PreparedBody | null;
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

/** The set menus' answers per language, made by `build` from the public menu and forgotten with it. */
function setMenuEntries(build: (locale: Locale) => Promise<PublicSetMenu[]>) {
  const entries = new Map<Locale, Promise<PublicSetMenu[]>>();
  const bodies = new Map<Locale, Promise<PreparedBody>>();
  const setMenus = (locale: Locale) => remember(entries, locale, () => build(locale));
  return {
    setMenus,
    setMenusBody: (locale: Locale) =>
      remember(bodies, locale, async () => {
        const body: PublicSetMenuListResponse = { success: true, data: await setMenus(locale) };
        return prepareJson(body, 'fast');
      }),
    forget(): void {
      entries.clear();
      bodies.clear();
    },
  };
}

/**
 * The menu and the restaurant facts in the other languages (docs/product.md#translations): made from the French ones
 * and the validated translations, which are read once and forgotten at any change (a translation's change is told as
 * a change of both).
 */
function translatedEntries(
  strapi: Core.Strapi,
  french: { menuItems(): Promise<PublicMenuItem[]>; restaurantFacts(): Promise<RestaurantInfo | null> },
) {
  const shownEntry = new Map<'shown', Promise<ShownTranslations>>();
  const items = new Map<Locale, Promise<PublicMenuItem[]>>();
  const facts = new Map<Locale, Promise<RestaurantInfo | null>>();
  const shown = () => remember(shownEntry, 'shown', () => contentApi('api::translation.translation', strapi).shown());
  return {
    shown,
    menuItems: (locale: Exclude<Locale, 'fr'>) =>
      remember(items, locale, async () => {
        const [menu, translations] = await Promise.all([french.menuItems(), shown()]);
        return menu.map((item) => {
          const translated = localized(
            item,
            dishSlots(item),
            shownTranslationsOf(translations, 'plat', item.id, locale),
          );
          return translated.fallback.includes('title') ? translated : { ...translated, frenchTitle: item.title };
        });
      }),
    restaurantFacts: (locale: Exclude<Locale, 'fr'>) =>
      remember(facts, locale, async () => {
        const [restaurant, translations] = await Promise.all([french.restaurantFacts(), shown()]);
        if (!restaurant) return null;
        const translationOf = shownTranslationsOf(translations, 'restaurant', RESTAURANT_SUBJECT_ID, locale);
        return localized(restaurant, restaurantSlots(restaurant), translationOf);
      }),
    forget(): void {
      shownEntry.clear();
      items.clear();
      facts.clear();
    },
  };
}

/** A kept body of `bodies`, or one started now, the oldest filtered one going first when they are many. */
function keptBody(bodies: Map<string, Promise<PreparedBody>>, key: string, build: () => Promise<PreparedBody>) {
  const kept = bodies.get(key);
  if (kept) return kept;
  if (bodies.size > MAX_FILTERED_BODIES) {
    // The whole menu's body (in any language: `en|…`) stays.
    const oldest = [...bodies.keys()].find((candidate) => !candidate.endsWith(WHOLE_MENU));
    if (oldest !== undefined) bodies.delete(oldest);
  }
  return remember(bodies, key, build);
}

/**
 * The whole menu's and the restaurant's bodies once built, by kind and language, for the answers sent without waiting
 * (`ready`): filled when the entry still current at that moment resolves; emptied with it.
 */
function builtBodies() {
  const built = new Map<string, PreparedBody | null>();
  const key = (kind: PublicContentKind, locale: Locale) => `${kind}|${locale}`;
  return {
    keepWhenCurrent<T extends PreparedBody | null>(
      kind: PublicContentKind,
      locale: Locale,
      current: () => Promise<T> | undefined,
      promise: Promise<T>,
    ): Promise<T> {
      promise.then(
        (body) => {
          if (current() === promise) built.set(key(kind, locale), body);
        },
        () => undefined,
      );
      return promise;
    },
    get: (kind: PublicContentKind, locale: Locale) => built.get(key(kind, locale)) ?? null,
    /** The French body of `kind`. */
    forget: (kind: PublicContentKind) => built.delete(key(kind, 'fr')),
    forgetTranslated(): void {
      for (const kept of built.keys()) if (!kept.endsWith('|fr')) built.delete(kept);
    },
  };
}

/**
 * `onNewServiceDay`: called, synchronously, by a read that finds the menu was built before the current service day
 * began (05:00 in Zurich): it must invalidate the menu (the change hook does), so the read then builds it anew.
 */
export function createPublicContentCache(strapi: Core.Strapi, onNewServiceDay: () => void): PublicContentCache {
  // Strapi's own instances of the services (never a second one), looked up when a read starts.
  const menu = () => contentApi('api::menu-item.menu', strapi);
  const setMenuService = () => contentApi('api::set-menu.set-menu', strapi);
  const restaurant = () => contentApi('api::restaurant.restaurant', strapi);
  const items = new Map<'menu', Promise<PublicMenuItem[]>>();
  const facts = new Map<'restaurant', Promise<RestaurantInfo | null>>();
  const menuBodies = new Map<string, Promise<PreparedBody>>();
  const restaurantBodies = new Map<Locale, Promise<PreparedBody | null>>();

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
  const frenchFacts = () => remember(facts, 'restaurant', () => restaurant().find());
  const translated = translatedEntries(strapi, { menuItems, restaurantFacts: frenchFacts });
  const menuItemsIn = (locale: Locale = 'fr') => (locale === 'fr' ? menuItems() : translated.menuItems(locale));
  const restaurantFacts = (locale: Locale = 'fr') =>
    locale === 'fr' ? frenchFacts() : translated.restaurantFacts(locale);
  const setMenuAnswers = setMenuEntries(async (locale) => {
    const [stored, items] = await Promise.all([setMenuService().list(), menuItemsIn(locale)]);
    const shown = toPublicSetMenus(stored, items);
    if (locale === 'fr') return shown;
    const translations = await translated.shown();
    return shown.map((setMenu) =>
      localized(setMenu, setMenuSlots(setMenu), shownTranslationsOf(translations, 'formule', setMenu.id, locale)),
    );
  });
  /** The menu's bodies in the other languages, by language and filters: forgotten at any change. */
  const translatedMenuBodies = new Map<string, Promise<PreparedBody>>();
  /** The whole menu with these filters, in `locale`; a search also finds a translated dish by its French name. */
  async function menuBodyOf(filters: MenuFilters, locale: Locale): Promise<PreparedBody> {
    const whole = await menuItemsIn(locale);
    const { category, search } = filters;
    // The same rules as the staff's list (services/menu.ts): an exact category, the dashboard's search.
    const matches = menuSearch(search ?? '');
    const data = whole.filter((item) => (!category || item.category === category) && matches(item));
    const body: PublicMenuListResponse = { success: true, data };
    // Made again after every staff edit, in every process: brotli at its best would cost some 45 times the
    // processor time (0.3 s for the seeded menu) for 11 % fewer bytes, and under a burst of edits its queue on
    // libuv's threads held the menu's answers for seconds (npm run test:cluster).
    return prepareJson(body, 'fast');
  }

  const built = builtBodies();

  return {
    menuItems: menuItemsIn,
    restaurantFacts,
    setMenus(locale = 'fr') {
      turnOverIfNewServiceDay();
      return setMenuAnswers.setMenus(locale);
    },
    setMenusBody(locale = 'fr') {
      turnOverIfNewServiceDay();
      return setMenuAnswers.setMenusBody(locale);
    },

    menuBody(filters, locale = 'fr') {
      turnOverIfNewServiceDay();
      const key = filterKey(filters);
      const [bodies, bodyKey] = locale === 'fr' ? [menuBodies, key] : [translatedMenuBodies, `${locale}|${key}`];
      const promise = keptBody(bodies, bodyKey, () => menuBodyOf(filters, locale));
      return key === WHOLE_MENU ? built.keepWhenCurrent('menu', locale, () => bodies.get(bodyKey), promise) : promise;
    },

    restaurantBody(locale = 'fr') {
      const promise = remember(restaurantBodies, locale, async () => {
        const data = await restaurantFacts(locale);
        if (!data) return null;
        const body: RestaurantResponse = { success: true, data };
        return prepareJson(body, 'best');
      });
      return built.keepWhenCurrent('restaurant', locale, () => restaurantBodies.get(locale), promise);
    },

    ready(kind, locale = 'fr') {
      if (kind === 'menu') turnOverIfNewServiceDay();
      return built.get(kind, locale);
    },

    invalidate(kinds) {
      // Whatever changed, translated answers are made again: the change may be a translation's.
      translated.forget();
      translatedMenuBodies.clear();
      built.forgetTranslated();
      // Also while a menu read waits its turn: the set menus themselves are read apart, and may have changed.
      if (kinds.has('menu')) setMenuAnswers.forget();
      // What waits for the read still waiting for its turn (the bodies made from it too) will hold the change.
      if (kinds.has('menu') && !(waitingRead && items.get('menu') === waitingRead)) {
        menuTurnsOverAt = Number.POSITIVE_INFINITY;
        items.clear();
        menuBodies.clear();
        built.forget('menu');
      }
      // Translated facts are kept apart by language: a menu change may be a translation's, which is told as both kinds.
      for (const locale of restaurantBodies.keys()) if (locale !== 'fr') restaurantBodies.delete(locale);
      if (kinds.has('restaurant')) {
        facts.clear();
        restaurantBodies.clear();
        built.forget('restaurant');
      }
    },
  };
}
