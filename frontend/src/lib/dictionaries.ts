import type { Dictionary, Locale } from '@ticino/shared';

/**
 * The dictionaries this page holds (docs/architecture.md#languages-in-the-browser). In the browser each language is a
 * file of its own: the app starts once its page's language is loaded (boot.tsx), and loads another one only when the
 * visitor moves to a page in it. The server's render and the tests hold all four from the start.
 */
const held = new Map<Locale, Dictionary>();
const loading = new Map<Locale, Promise<Dictionary>>();
const waits = new Map<Locale, Promise<unknown>>();

/** How the browser loads a language's file (app/dictionary-files.ts, given by boot.tsx). */
type Loader = (locale: Locale) => Promise<Dictionary>;

/**
 * The address the document was loaded at, the language it started in (what a failed load falls back to), and the
 * loader.
 */
let started: { href: string; locale: Locale; load: Loader } | null = null;

/** Holds every language's dictionary from the start: the server's render and the tests, which have them all. */
export function holdDictionaries(dictionaries: Readonly<Record<Locale, Dictionary>>): void {
  for (const [locale, dictionary] of Object.entries(dictionaries) as [Locale, Dictionary][]) {
    held.set(locale, dictionary);
  }
}

/** The dictionary of `locale` if this page holds it. */
export function heldDictionary(locale: Locale): Dictionary | undefined {
  return held.get(locale);
}

/** Loads the language the document starts in with `load`, before the app's first render (boot.tsx). */
export async function loadFirstDictionary(locale: Locale, load: Loader): Promise<void> {
  started = { href: window.location.href, locale, load };
  await loadOnce(locale);
}

function loadOnce(locale: Locale): Promise<Dictionary> {
  let pending = loading.get(locale);
  if (!pending) {
    if (!started) return Promise.reject(new Error('The app has not started: it has no dictionary loader'));
    pending = started.load(locale).then((dictionary) => {
      held.set(locale, dictionary);
      return dictionary;
    });
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Resolves once `locale`'s dictionary is held, for a component that waits for it (Suspense): the app moved to a page
 * in another language. Should its file not load, the browser asks the server for the page instead, which sends it
 * complete in its language; on the very address the document was loaded at, the page keeps the language it started in
 * rather than asking again and again.
 */
export function dictionaryLoaded(locale: Locale): Promise<unknown> {
  let wait = waits.get(locale);
  if (!wait) {
    wait = loadOnce(locale).catch(() => {
      const here = window.location.href;
      const fallback = started ? held.get(started.locale) : undefined;
      if (here === started?.href && fallback) {
        held.set(locale, fallback);
        return;
      }
      if (here !== started?.href) window.location.assign(here);
      // The page stays as it is until the browser replaces it.
      return new Promise<never>(() => {});
    });
    waits.set(locale, wait);
  }
  return wait;
}
