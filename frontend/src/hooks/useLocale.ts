import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import {
  dictionaryFor,
  localeOf,
  pathFor,
  staffTextLang,
  type Dictionary,
  type Locale,
  type PageKey,
  type WithFallback,
} from '@ticino/shared';

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

/** The texts of the page's language. */
export function useT(): Dictionary {
  return dictionaryFor(useLocale());
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
