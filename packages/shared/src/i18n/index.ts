import type { Dictionary } from './dictionary';
import { de } from './dictionaries/de';
import { en } from './dictionaries/en';
import { fr } from './dictionaries/fr';
import { it } from './dictionaries/it';
import type { Locale } from './locales';
import { wordMessage, type Message } from './messages';

export * from './locales';
export * from './pages';
export * from './suggestion';
export * from './messages';
export * from './staff-messages';
export type { Dictionary } from './dictionary';

/**
 * Each language's dictionary (the French one is the source of their shape), all four at hand: for the server. The
 * browser loads its page's language only (frontend/src/app/dictionary-files.ts).
 */
export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { fr, en, de, it };

export function dictionaryFor(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}

/** A message in one language (`messages` of its dictionary). */
export function messageIn(locale: Locale, message: Message): string {
  return wordMessage(DICTIONARIES[locale].messages, message);
}
