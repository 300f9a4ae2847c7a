/**
 * The languages the public site speaks (docs/product.md#languages): French is the source and the default, the one
 * search engines are sent to when no other fits (`x-default`).
 */
export const LOCALES = ['fr', 'en', 'de', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** Each language named in itself, as the language switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
};

/** The language as written in Switzerland, for link previews (`og:locale`) and schema.org's `inLanguage`. */
export const SWISS_LOCALES: Readonly<Record<Locale, { og: string; tag: string }>> = {
  fr: { og: 'fr_CH', tag: 'fr-CH' },
  en: { og: 'en_CH', tag: 'en-CH' },
  de: { og: 'de_CH', tag: 'de-CH' },
  it: { og: 'it_CH', tag: 'it-CH' },
};

/**
 * A translated answer's texts left in French, because no translation of them was validated (docs/product.md#translations):
 * their fields' names. Absent on French answers, and on anything that was not translated at all.
 */
export interface WithFallback {
  fallback?: string[];
}
