import { isLocale, type Locale } from './locales';

/** What the language suggestion says, in the language it suggests: the visitor reads that one, not the page's. */
export interface SuggestionTexts {
  /** Names the suggestion for assistive technologies. */
  label: string;
  text: string;
  /** The link to the same page in the suggested language. */
  action: string;
  /** Closes the suggestion, staying in the page's language. */
  dismiss: string;
}

export const LANGUAGE_SUGGESTIONS: Readonly<Record<Locale, SuggestionTexts>> = {
  fr: {
    label: 'Langue',
    text: 'Cette page existe aussi en français.',
    action: 'Lire en français',
    dismiss: 'Non merci',
  },
  en: {
    label: 'Language',
    text: 'This page is also available in English.',
    action: 'Read in English',
    dismiss: 'No thanks',
  },
  de: {
    label: 'Sprache',
    text: 'Diese Seite gibt es auch auf Deutsch.',
    action: 'Auf Deutsch lesen',
    dismiss: 'Nein danke',
  },
  it: {
    label: 'Lingua',
    text: 'Questa pagina è disponibile anche in italiano.',
    action: 'Leggi in italiano',
    dismiss: 'No, grazie',
  },
};

/** The site's language for a language tag as browsers give them (`de-CH` → `de`); null when the site lacks it. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The language to suggest on a page in `current` (docs/product.md#languages): the one the visitor chose on this site
 * before, if any, since the browser's settings never overrule a choice; else the first of the browser's languages the
 * site speaks. Null when that is the page's language, or when none fits.
 */
export function suggestedLocale(
  current: Locale,
  chosen: string | null,
  browserLanguages: readonly string[],
): Locale | null {
  const wanted = isLocale(chosen)
    ? chosen
    : (browserLanguages.map(localeOfTag).find((locale) => locale !== null) ?? null);
  return wanted === current ? null : wanted;
}
