import { AsyncResource } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * What the public API serves and the pages show, by the content it comes from (docs/product.md#public-api).
 * A change to one is announced to this process's listeners at once, and to the other processes sharing the database
 * through a version kept in Strapi's core store.
 */
export type PublicContentKind = 'menu' | 'restaurant' | 'evenings';
export const PUBLIC_CONTENT_KINDS: readonly PublicContentKind[] = ['menu', 'restaurant', 'evenings'];

/** Called synchronously, in the write's own turn: it must not query the database itself (see `coalesced`). */
export type PublicContentListener = (kinds: ReadonlySet<PublicContentKind>) => void;

const listeners = new WeakMap<Core.Strapi, Set<PublicContentListener>>();

/**
 * The hook for whatever keeps public content in memory (the API's bodies, the fallback file, server-rendered pages):
 * the listener hears of every change, made by this process (once committed, before the write's answer is sent) or by
 * another one sharing the PostgreSQL database (within two seconds). Returns the unsubscribe function.
 */
export function onPublicContentChange(strapi: Core.Strapi, listener: PublicContentListener): () => void {
  let set = listeners.get(strapi);
  if (!set) {
    set = new Set();
    listeners.set(strapi, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function notifyPublicContentChange(strapi: Core.Strapi, kinds: Iterable<PublicContentKind>): void {
  const changed: ReadonlySet<PublicContentKind> = new Set(kinds);
  for (const listener of listeners.get(strapi) ?? []) {
    try {
      listener(changed);
    } catch (error) {
      strapi.log.error(`A public content listener failed: ${(error as Error).stack ?? String(error)}`);
    }
  }
}

/**
 * Runs `task` soon, once for any number of calls made meanwhile, and again after it if called while it ran.
 * It runs in the async context of this function's caller, not of the trigger's: a trigger made inside a database
 * transaction (Strapi keeps the current one in AsyncLocalStorage) must not read through it, or after its end.
 */
export function coalesced(task: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let scheduled = false;
  let running = false;
  let again = false;
  const launch = AsyncResource.bind(() => {
    setImmediate(() => void run());
  });
  async function run(): Promise<void> {
    scheduled = false;
    running = true;
    try {
      await task();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
      if (again) {
        again = false;
        trigger();
      }
    }
  }
  function trigger(): void {
    if (running) again = true;
    else if (!scheduled) {
      scheduled = true;
      launch();
    }
  }
  return trigger;
}

const CORE_STORE = 'strapi::core-store';
const versionKey = (kind: PublicContentKind) => `ticino_public_content_version_${kind}`;

/**
 * Tells the other processes on this database that public content changed: each kind's version becomes a new random
 * value. Random rather than counted, so no read-modify-write is needed and a restored backup, which brings back its
 * own values, still reads as a change (unless nothing changed since it was made).
 */
export async function announcePublicContentChange(
  strapi: Core.Strapi,
  kinds: Iterable<PublicContentKind>,
): Promise<void> {
  const store = strapi.db.query(CORE_STORE);
  for (const kind of new Set(kinds)) {
    const key = versionKey(kind);
    const value = JSON.stringify(crypto.randomUUID());
    const { count } = await store.updateMany({ where: { key }, data: { value } });
    if (count === 0) await store.create({ data: { key, value, type: 'string' } });
  }
}

type Versions = Map<PublicContentKind, string>;

async function readVersions(strapi: Core.Strapi): Promise<Versions> {
  const rows = (await strapi.db.query(CORE_STORE).findMany({
    select: ['id', 'key', 'value'],
    where: { key: { $in: PUBLIC_CONTENT_KINDS.map(versionKey) } },
    orderBy: { id: 'asc' },
  })) as { key: string; value: string | null }[];
  return new Map(
    PUBLIC_CONTENT_KINDS.map((kind) => [
      kind,
      rows
        .filter((row) => row.key === versionKey(kind))
        .map((row) => row.value ?? '')
        .join(','),
    ]),
  );
}

export const VERSION_POLL_MS = 1_000;

/**
 * Reads the versions every second and announces to this process's listeners the kinds another process changed.
 * Its own writes show up here too: the listeners then rebuild once more, identically, which is cheap, whereas
 * skipping its own values could miss another process's write committed in between.
 */
export async function watchOtherProcesses(strapi: Core.Strapi): Promise<{ stop(): void }> {
  let known = await readVersions(strapi);
  let busy = false;
  let failing = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    readVersions(strapi)
      .then((versions) => {
        failing = false;
        const changed = PUBLIC_CONTENT_KINDS.filter((kind) => versions.get(kind) !== known.get(kind));
        known = versions;
        if (changed.length > 0) notifyPublicContentChange(strapi, changed);
      })
      .catch((error: Error) => {
        if (!failing) strapi.log.warn(`Could not read the public content versions: ${error.message}`);
        failing = true;
      })
      .finally(() => {
        busy = false;
      });
  }, VERSION_POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Work under way per key, so that a caller can wait for what began before it. */
export interface WorkInProgress<Key> {
  /** Resolves once the work begun for `key` before this call has ended, whether it failed or not. */
  ended(key: Key): Promise<void>;
  isRunning(key: Key): boolean;
  /** Records `work` as the work under way for `key` until it settles. */
  track(key: Key, work: Promise<unknown>): void;
}

export function workInProgress<Key>(): WorkInProgress<Key> {
  const running = new Map<Key, Promise<void>>();
  return {
    ended: async (key) => running.get(key),
    isRunning: (key) => running.has(key),
    track(key, work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      running.set(key, settled);
      void settled.then(() => {
        if (running.get(key) === settled) running.delete(key);
      });
    },
  };
}
