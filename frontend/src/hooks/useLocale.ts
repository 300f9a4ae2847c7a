import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import {
  localeOf,
  pathFor,
  staffTextLang,
  type Dictionary,
  type Locale,
  type PageKey,
  type WithFallback,
} from '@ticino/shared';
import { dictionaryLoaded, heldDictionary } from '../lib/dictionaries';

/**
 * The language of a page whose address does not say it: a guest's manage page speaks the language they booked in
 * (app/layout/PageLanguage.tsx). Null everywhere else.
 */
export const PageLocaleContext = createContext<Locale | null>(null);

/**
 * The language of the page shown (docs/product.md#languages): the address says it (LOCALIZED_PAGES), so the server's
 * render and the browser agree; any other address is French, but for a guest's manage page (PageLocaleContext).
 */
export function useLocale(): Locale {
  const pageLocale = useContext(PageLocaleContext);
  const pathLocale = localeOf(useLocation().pathname);
  return pageLocale ?? pathLocale;
}

/**
 * The texts of `locale`: at once when the page holds them (the page's language is loaded before the app starts); else
 * the component waits (Suspense) while they load, and a navigation meanwhile keeps the page it leaves on screen
 * (docs/architecture.md#languages-in-the-browser).
 */
export function useDictionary(locale: Locale): Dictionary {
  const dictionary = heldDictionary(locale);
  if (dictionary) return dictionary;
  // React's way for a component to wait for a load: it renders again once the promise settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw dictionaryLoaded(locale);
}

/** The texts of the page's language. */
export function useT(): Dictionary {
  return useDictionary(useLocale());
}

/** The address of a restaurant page in the language of the page shown, for the site's own links. */
export function usePagePath(): (page: PageKey) => string {
  const locale = useLocale();
  return (page) => pathFor(page, locale);
}

/**
 * The `lang` of one text staff wrote, in a value of the public API (a dish, a set menu, the restaurant facts): French
 * where the page is in another language and that text has no validated translation (the value's `fallback`,
 * docs/product.md#translations); nothing where it is in the page's language.
 */
export function useTextLang(): (value: WithFallback, field: string) => 'fr' | undefined {
  const locale = useLocale();
  return (value, field) => staffTextLang(locale, value, field);
}

/**
 * The `lang` of what staff write in French and nobody translates (photo descriptions, a wine's producer and grape)
 * where the page is in another language, so screen readers pronounce it as French; nothing on a French page.
 */
export function useStaffTextLang(): 'fr' | undefined {
  return useLocale() === 'fr' ? undefined : 'fr';
}
