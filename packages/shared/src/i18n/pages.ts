import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The address of each restaurant page in each language (docs/product.md#languages): the one table the website's
 * route table, the server's render and the sitemap are made from. The French addresses are the site's historical
 * ones and never change.
 */
export const LOCALIZED_PAGES = {
  home: { fr: '/', en: '/en', de: '/de', it: '/it' },
  menu: { fr: '/la-carte', en: '/en/menu', de: '/de/speisekarte', it: '/it/menu' },
  gallery: { fr: '/galerie', en: '/en/gallery', de: '/de/galerie', it: '/it/galleria' },
  contact: { fr: '/contact', en: '/en/contact', de: '/de/kontakt', it: '/it/contatti' },
  booking: { fr: '/reserver', en: '/en/book', de: '/de/reservieren', it: '/it/prenota' },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

export type PageKey = keyof typeof LOCALIZED_PAGES;
/** The pages in the order the site lists them (navigation, sitemap). */
export const PAGE_KEYS = Object.keys(LOCALIZED_PAGES) as PageKey[];
/** Any restaurant page's address, in any language. */
export type LocalizedPath = (typeof LOCALIZED_PAGES)[PageKey][Locale];
/** A restaurant page's French (historical) address. */
export type FrenchPath = (typeof LOCALIZED_PAGES)[PageKey]['fr'];

export function pathFor<P extends PageKey, L extends Locale>(page: P, locale: L): (typeof LOCALIZED_PAGES)[P][L] {
  return LOCALIZED_PAGES[page][locale];
}

export interface PageAndLocale {
  page: PageKey;
  locale: Locale;
}

const PAGE_OF_PATH = new Map<string, PageAndLocale>(
  PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => [pathFor(page, locale), { page, locale }] as const)),
);

/** Every restaurant page's address, French ones first, then English, German and Italian. */
export const LOCALIZED_PATHS: readonly LocalizedPath[] = LOCALES.flatMap((locale) =>
  PAGE_KEYS.map((page) => pathFor(page, locale)),
);

/** Longer than any page address: such a path is no restaurant page, whatever it holds. */
const LONGEST_PATH = Math.max(...LOCALIZED_PATHS.map((path) => path.length)) + 1;

/**
 * The restaurant page and language of an address, or null for any other address; like the router, ignores case and
 * trailing slashes. The work is bounded whatever the path (no pattern that backtracks over a run of slashes).
 */
export function pageAndLocaleOf(pathname: string): PageAndLocale | null {
  let end = pathname.length;
  if (end > 1) while (end > 1 && pathname[end - 1] === '/') end -= 1;
  if (end > LONGEST_PATH) return null;
  return PAGE_OF_PATH.get(pathname.slice(0, end).toLowerCase()) ?? null;
}

/** The language of the page at this address; French for any address that is no restaurant page. */
export function localeOf(pathname: string): Locale {
  return pageAndLocaleOf(pathname)?.locale ?? DEFAULT_LOCALE;
}

export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/**
 * The five `hreflang` alternates of a page: one per language, itself included, and French again as `x-default`,
 * absolute from the site's public origin (`baseUrl`, with or without a trailing slash).
 */
export function alternates(page: PageKey, baseUrl: string): Alternate[] {
  let end = baseUrl.length;
  while (end > 0 && baseUrl[end - 1] === '/') end -= 1;
  const origin = baseUrl.slice(0, end);
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${pathFor(page, locale)}` })),
    { hreflang: 'x-default' as const, href: `${origin}${pathFor(page, DEFAULT_LOCALE)}` },
  ];
}

/**
 * Where the language switcher leads from this address: the same page in `locale`, with the same search (filter codes
 * are the same in every language); null when the address is no restaurant page.
 */
export function switchLocaleHref(location: { pathname: string; search?: string }, locale: Locale): string | null {
  const current = pageAndLocaleOf(location.pathname);
  if (!current) return null;
  return `${pathFor(current.page, locale)}${location.search ?? ''}`;
}
