import type { Core } from '@strapi/strapi';
import { EVENING_UID, MENU_ITEM_UID, SET_MENU_UID, TRANSLATION_UID } from '@ticino/shared';
import { frontendDist } from '../../utils/frontend-dist';
import { createPublicContentCache, type PublicContentCache } from './cache';
import {
  announcePublicContentChange,
  coalesced,
  notifyPublicContentChange,
  onPublicContentChange,
  watchOtherProcesses,
  type PublicContentKind,
} from './changes';
import { rewriteFallbackFile } from './fallback-file';
import { atEachServiceDayStart } from './service-day-timer';

/** The content types whose documents the public API shows, and what they are part of. */
const KINDS_OF: Record<string, PublicContentKind[]> = {
  [MENU_ITEM_UID]: ['menu'],
  // Set menus are part of the menu: their public answer is made from the menu's dishes (docs/product.md#set-menus).
  [SET_MENU_UID]: ['menu'],
  'api::restaurant.restaurant': ['restaurant'],
  // Translations are of the menu's texts, the restaurant's and the evenings' (docs/product.md#translations).
  [TRANSLATION_UID]: ['menu', 'restaurant', 'evenings'],
  // The home page lists the evenings to come (docs/product.md#evenings).
  [EVENING_UID]: ['evenings'],
};

/** Document actions that leave the content as it was. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

interface Installed {
  cache: PublicContentCache;
  /** Rewrites the fallback file from the menu as it now is. */
  writeFallbackFile(): Promise<void>;
  watcher: { stop(): void } | null;
  /** Turns the menu over at each service day's start. */
  serviceDayTimer: { stop(): void } | null;
}

const installed = new WeakMap<Core.Strapi, Installed>();

function stateOf(strapi: Core.Strapi): Installed {
  const found = installed.get(strapi);
  if (!found) throw new Error('The public content cache is not installed (see src/index.ts register).');
  return found;
}

/** The public API's cache of this Strapi (docs/architecture.md#public-content). */
export const publicContent = (strapi: Core.Strapi): PublicContentCache => stateOf(strapi).cache;

/**
 * At register: the cache, and the document middleware that tells it, the fallback file and the other processes
 * about every change to the menu or the restaurant facts, whoever makes it (the staff API, /cms, the seed). A
 * document action commits before `next()` resolves; inside a caller's own transaction the change is told on its
 * commit. The cache forgets at once, in the write's turn, so the write's answer cannot leave before it; rebuilding
 * and telling the others follow without holding the answer back.
 */
export function installPublicContent(strapi: Core.Strapi): void {
  // A new service day changes the public menu by itself (docs/product.md#availability): every listener hears of it
  // as of a change made in this process. Other processes have their own clock, so nothing is announced to them.
  const cache = createPublicContentCache(strapi, () => notifyPublicContentChange(strapi, ['menu']));
  const logFailure = (what: string) => (error: unknown) =>
    strapi.log.warn(`${what}: ${(error as Error).message ?? String(error)}`);

  const fallbackFolder = frontendDist(strapi.dirs.app.root);
  const writeFallbackFile = async () => {
    await rewriteFallbackFile(fallbackFolder, await cache.menuItems());
  };
  const warmMenu = coalesced(async () => {
    await cache.menuBody({});
    await writeFallbackFile();
  }, logFailure('Could not rebuild the public menu or rewrite /food.menu.json'));
  const warmRestaurant = coalesced(async () => {
    await cache.restaurantBody();
  }, logFailure('Could not rebuild the public restaurant facts'));

  const toAnnounce = new Set<PublicContentKind>();
  const announce = coalesced(async () => {
    const kinds = [...toAnnounce];
    toAnnounce.clear();
    await announcePublicContentChange(strapi, kinds);
  }, logFailure('Could not tell the other processes about a change of the public content'));

  onPublicContentChange(strapi, (kinds) => {
    // The public API's bodies are the menu's and the restaurant's: a change of the evenings alone leaves them be.
    if (kinds.has('menu') || kinds.has('restaurant')) cache.invalidate(kinds);
    if (kinds.has('menu')) warmMenu();
    if (kinds.has('restaurant')) warmRestaurant();
  });
  installed.set(strapi, { cache, writeFallbackFile, watcher: null, serviceDayTimer: null });

  const changed = (kinds: PublicContentKind[]) => {
    notifyPublicContentChange(strapi, kinds);
    for (const kind of kinds) toAnnounce.add(kind);
    announce();
  };

  strapi.documents.use(async (context, next) => {
    const kinds = KINDS_OF[context.uid];
    if (!kinds || READS.has(context.action)) return next();
    try {
      return await next();
    } finally {
      if (strapi.db.inTransaction()) await strapi.db.transaction(({ onCommit }) => onCommit(() => changed(kinds)));
      else changed(kinds);
    }
  });
}

/**
 * At bootstrap, once the seed is in: the fallback file is made true to the database (it may come from a build older
 * than the last edits, or a restore), and on PostgreSQL, where several processes may share the database, the other
 * processes' changes are watched.
 */
export async function startPublicContent(strapi: Core.Strapi): Promise<void> {
  const state = stateOf(strapi);
  // At each service day's start, sold-out periods marked for the day end and dated items come and go
  // (docs/product.md#availability): the menu, the fallback file and the server-rendered pages are rebuilt then,
  // without waiting for a visitor, who would find the cache turned over on read anyway should the timer be late.
  state.serviceDayTimer = atEachServiceDayStart(() => notifyPublicContentChange(strapi, ['menu']));
  if (strapi.db.dialect.client === 'postgres') state.watcher = await watchOtherProcesses(strapi);
  try {
    await state.writeFallbackFile();
  } catch (error) {
    strapi.log.warn(`Could not rewrite /food.menu.json: ${(error as Error).message}`);
  }
}

export function stopPublicContent(strapi: Core.Strapi): void {
  const state = installed.get(strapi);
  state?.watcher?.stop();
  state?.serviceDayTimer?.stop();
}
