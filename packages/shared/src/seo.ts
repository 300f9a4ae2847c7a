import { formatReference } from 'swissqrbill/utils';
import type { RestaurantInfo } from './api';
import { EVENING_LIMITS, EVENING_PATH_PREFIXES, eveningPath, isEveningSlug, type PublicEvening } from './evening';
import { calendarParts, type OpeningSlot, type WeekDay } from './hours';
import type { OpeningException } from './hours';
import type { PaymentReference } from './payments';
import { reservationInstant } from './reservation';
import { genevaOffsetAt, type DayText } from './service-day';
import { RESTAURANT_NAME } from './brand';
import { MENU_CATEGORIES } from './categories';
import { dietInfo } from './law';
import { splitBoard } from './board';
import { formatChf, type PublicMenuItem } from './menu';
import { courseSummary, setMenuSchedule, type PublicSetMenu } from './set-menu';
import { ADMIN_PATHS, RESTAURANT_PATHS } from './site-paths';
import { dictionaryFor } from './i18n';
import type { Dictionary } from './i18n/dictionary';
import { DEFAULT_LOCALE, LOCALES, SWISS_LOCALES, type Locale } from './i18n/locales';
import {
  LOCALIZED_PATHS,
  alternates,
  localeOf,
  pageAndLocaleOf,
  pathFor,
  switchLocaleHref,
  type Alternate,
  type LocalizedPath,
  type PageKey,
} from './i18n/pages';

/**
 * What search engines and link previews read of each page (docs/product.md#search-engines): the tab titles and
 * descriptions, declared once for the server, which writes them into the page it sends, and for the website, which
 * sets the same tab title once running.
 */
const SITE_NAME = RESTAURANT_NAME;

export type RestaurantPath = (typeof RESTAURANT_PATHS)[number];

export interface PageHead {
  title: string;
  description: string;
}

/** A restaurant page's title and description in one language, from that language's dictionary. */
export function pageHead(page: PageKey, locale: Locale): PageHead {
  return dictionaryFor(locale).pages[page];
}

/**
 * Every page of the restaurant's own that has a tab title: its public pages, a guest's reservation (the private manage
 * link), the staff screen, the not-found page.
 */
export type TitledPage = LocalizedPath | 'reservation' | 'admin' | 'not-found';

export function pageTitle(page: TitledPage): string {
  return pageTitleIn(page, DEFAULT_LOCALE);
}

/** `locale`: the language of a page whose address does not say it (a guest's manage page, in their booking's). */
export function pageTitleIn(page: TitledPage, locale: Locale): string {
  const textsLocale = page === 'reservation' ? locale : (pageAndLocaleOf(page)?.locale ?? DEFAULT_LOCALE);
  return pageTitleFrom(page, dictionaryFor(textsLocale));
}

/** The texts a tab title is made of. */
export type TitleTexts = Pick<Dictionary, 'pages' | 'manage'>;

/**
 * `pageTitleIn` with the texts of the page's language (its address's, or a guest's booking's), for the browser, which
 * holds that language's dictionary only (docs/architecture.md#languages-in-the-browser).
 */
export function pageTitleFrom(page: TitledPage, texts: TitleTexts): string {
  if (page === 'admin') return `Administration — ${SITE_NAME}`;
  if (page === 'reservation') return `${texts.manage.heading} — ${SITE_NAME}`;
  if (page === 'not-found') return `Page Not Found — ${SITE_NAME}`;
  return texts.pages[pageAndLocaleOf(page)?.page ?? 'home'].title;
}

export function isRestaurantPath(pathname: string): pathname is RestaurantPath {
  return (RESTAURANT_PATHS as readonly string[]).includes(pathname);
}

export function isAdminPath(pathname: string): boolean {
  return (ADMIN_PATHS as readonly string[]).includes(pathname);
}

/** The picture link previews show: the home page's first hero picture. */
export const SHARE_IMAGE = {
  path: '/images/restaurant/hero-fondue-1600.jpg',
  width: 1600,
  height: 900,
  alt: 'Caquelon de fondue fumant sur une table en bois, entouré de pain, de verres de vin blanc et de bougies.',
} as const;

/** The public menu page, which the restaurant's structured data names as its menu. */
export const MENU_PATH: RestaurantPath = pathFor('menu', 'fr');

/** The booking page, which the restaurant's structured data names as where it takes reservations. */
export const BOOKING_PATH: RestaurantPath = pathFor('booking', 'fr');

/**
 * `text` without the slashes it ends with, in one pass from the end: an anchored pattern such as /\/+$/ retries from
 * every slash of a long run, so thousands of them cost seconds.
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}

/** An absolute address on the site; `baseUrl` is the public origin, with or without a trailing slash. */
export function absoluteUrl(baseUrl: string, pathname: string): string {
  return `${withoutTrailingSlashes(baseUrl)}${pathname}`;
}

const SCHEMA_DAYS: Readonly<Record<WeekDay, string>> = {
  Lundi: 'https://schema.org/Monday',
  Mardi: 'https://schema.org/Tuesday',
  Mercredi: 'https://schema.org/Wednesday',
  Jeudi: 'https://schema.org/Thursday',
  Vendredi: 'https://schema.org/Friday',
  Samedi: 'https://schema.org/Saturday',
  Dimanche: 'https://schema.org/Sunday',
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The CMS's opening slots as schema.org opening hours: one entry per distinct time range, listing its days from
 * Monday on, in the order the ranges first appear.
 */
export function openingHoursSpecification(slots: readonly OpeningSlot[]): OpeningHoursSpecification[] {
  const byRange = new Map<string, { opens: string; closes: string; days: Set<WeekDay> }>();
  for (const { day, opensAt, closesAt } of slots) {
    const key = `${opensAt}-${closesAt}`;
    const range = byRange.get(key) ?? { opens: opensAt, closes: closesAt, days: new Set<WeekDay>() };
    range.days.add(day);
    byRange.set(key, range);
  }
  const weekOrder = Object.keys(SCHEMA_DAYS) as WeekDay[];
  return [...byRange.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: weekOrder.filter((day) => days.has(day)).map((day) => SCHEMA_DAYS[day]),
    opens,
    closes,
  }));
}

export interface SpecialOpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  name: string;
  validFrom: string;
  validThrough: string;
  opens: string;
  closes: string;
}

/**
 * The dated exceptions as schema.org special opening hours, one entry each, in date order: a closed day opens and
 * closes at 00:00, schema.org's way of saying closed all day.
 */
export function specialOpeningHoursSpecification(
  exceptions: readonly OpeningException[],
): SpecialOpeningHoursSpecification[] {
  return [...exceptions]
    .sort((a, b) => a.date.localeCompare(b.date) || (a.opensAt ?? '').localeCompare(b.opensAt ?? ''))
    .map(({ date, label, closed, opensAt, closesAt }) => ({
      '@type': 'OpeningHoursSpecification',
      name: label,
      validFrom: date,
      validThrough: date,
      opens: closed || !opensAt ? '00:00' : opensAt,
      closes: closed || !closesAt ? '00:00' : closesAt,
    }));
}

const chfAmount = (price: number) => price.toFixed(2);

/** "CHF 9.50 – 48.00", from the cheapest to the dearest dish; null for an empty menu. */
export function menuPriceRange(items: readonly PublicMenuItem[]): string | null {
  if (items.length === 0) return null;
  const prices = items.map((item) => item.price);
  return `CHF ${chfAmount(Math.min(...prices))} – ${chfAmount(Math.max(...prices))}`;
}

/** UN/CEFACT codes of the volumes a drink is served in. */
const VOLUME_UNIT_CODES: Readonly<Record<string, string>> = { ml: 'MLT', cl: 'CLT', dl: 'DLT', l: 'LTR' };

/**
 * One Offer per served quantity (« 75 cl »: a QuantitativeValue of 75 CLT), else one Offer at the item's price; a dish
 * sold out for the day is offered as SoldOut.
 */
function menuItemOffers(item: PublicMenuItem): Record<string, unknown> | Record<string, unknown>[] {
  const soldOut = item.availability === 'épuisé' ? { availability: 'https://schema.org/SoldOut' } : {};
  if (item.quantities.length === 0)
    return { '@type': 'Offer', price: chfAmount(item.price), priceCurrency: 'CHF', ...soldOut };
  return item.quantities.map(({ quantity, price }) => {
    const [amount = '', unit = ''] = quantity.split(' ');
    const unitCode = VOLUME_UNIT_CODES[unit.toLowerCase()];
    return {
      '@type': 'Offer',
      price: chfAmount(price),
      priceCurrency: 'CHF',
      ...soldOut,
      eligibleQuantity: {
        '@type': 'QuantitativeValue',
        value: Number(amount.replace(',', '.')),
        ...(unitCode ? { unitCode } : {}),
        unitText: quantity,
      },
    };
  });
}

/** The sections that have dishes, each with them. */
const dishSections = (sections: readonly { name: string; dishes: readonly PublicMenuItem[] }[]) =>
  sections
    .filter(({ dishes }) => dishes.length > 0)
    .map(({ name, dishes }) => ({ '@type': 'MenuSection', name, hasMenuItem: dishes.map(menuItemJsonLd) }));

const menuItemJsonLd = (dish: PublicMenuItem) => ({
  '@type': 'MenuItem',
  name: dish.title,
  description: dish.description,
  offers: menuItemOffers(dish),
  ...(dish.diets.length > 0 ? { suitableForDiet: dish.diets.map((diet) => dietInfo(diet).schemaOrg) } : {}),
});

/**
 * A set menu (docs/product.md#set-menus) as a MenuSection with its own price as `offers`, its courses and when it is
 * served in its description, each course a section of the dishes to choose from.
 */
function setMenuJsonLd(setMenu: PublicSetMenu, locale: Locale): Record<string, unknown> {
  return {
    '@type': 'MenuSection',
    name: setMenu.name,
    description: `${courseSummary(setMenu.courses)} · ${setMenuSchedule(setMenu, locale)}`,
    offers: { '@type': 'Offer', price: chfAmount(setMenu.price), priceCurrency: 'CHF' },
    // Its dishes are in its courses' sections: none at its own level, so a reader listing every section's dishes
    // does not count a dish of the carte twice.
    hasMenuItem: [],
    hasMenuSection: setMenu.courses.map((course) => ({
      '@type': 'MenuSection',
      name: course.name,
      hasMenuItem: course.dishes.map((dish) => ({
        '@type': 'MenuItem',
        name: dish.title,
        description: dish.description,
      })),
    })),
  };
}

/**
 * The public menu as a schema.org Menu: today's board, the set menus, then one section per category with dishes, in
 * the printed menu's order. Its address, name and language are the menu page's in `locale`; `items` and `setMenus`
 * come translated into it (docs/product.md#translations).
 */
export function menuJsonLd(
  items: readonly PublicMenuItem[],
  baseUrl: string,
  locale: Locale = DEFAULT_LOCALE,
  setMenus: readonly PublicSetMenu[] = [],
): Record<string, unknown> {
  const menuUrl = absoluteUrl(baseUrl, pathFor('menu', locale));
  const { board, carte } = splitBoard(items);
  return {
    '@type': 'Menu',
    '@id': `${menuUrl}#menu`,
    name: dictionaryFor(locale).layout.menu,
    url: menuUrl,
    inLanguage: SWISS_LOCALES[locale].tag,
    // Today's board first, in a section of its own (docs/product.md#todays-board); then the items in the menu's order
    // (the staff's order within each category): grouping keeps it.
    hasMenuSection: [
      ...dishSections([{ name: dictionaryFor(locale).board.heading, dishes: board }]),
      ...setMenus.map((setMenu) => setMenuJsonLd(setMenu, locale)),
      ...dishSections(
        MENU_CATEGORIES.map((category) => ({
          name: dictionaryFor(locale).menu.categories[category],
          dishes: carte.filter((item) => item.category === category),
        })),
      ),
    ],
  };
}

export interface RestaurantJsonLdInput {
  restaurant: RestaurantInfo;
  menu: readonly PublicMenuItem[];
  setMenus?: readonly PublicSetMenu[];
  baseUrl: string;
  /** Whether the whole menu is written out (pages that show dishes) or only named by its address. */
  withMenu: boolean;
  /** The page the data is written into; its language names the menu and booking pages linked. French by default. */
  page?: { key: PageKey; locale: Locale; title: string };
}

/** The restaurant as a schema.org Restaurant, from the CMS's facts and public menu. */
export function restaurantJsonLd({
  restaurant,
  menu,
  setMenus = [],
  baseUrl,
  withMenu,
  page,
}: RestaurantJsonLdInput): Record<string, unknown> {
  const priceRange = menuPriceRange(menu);
  const locale = page?.locale ?? DEFAULT_LOCALE;
  const pageUrl = page ? absoluteUrl(baseUrl, pathFor(page.key, locale)) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${absoluteUrl(baseUrl, '/')}#restaurant`,
    name: restaurant.name,
    description: restaurant.description,
    url: absoluteUrl(baseUrl, '/'),
    image: absoluteUrl(baseUrl, SHARE_IMAGE.path),
    telephone: restaurant.phone,
    email: restaurant.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: restaurant.street,
      postalCode: restaurant.postalCode,
      addressLocality: restaurant.city,
      addressCountry: 'CH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: restaurant.latitude, longitude: restaurant.longitude },
    openingHoursSpecification: openingHoursSpecification(restaurant.openingHours),
    ...(restaurant.openingExceptions.length > 0
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(restaurant.openingExceptions) }
      : {}),
    servesCuisine: [...dictionaryFor(locale).menu.cuisines],
    ...(priceRange ? { priceRange } : {}),
    hasMenu: withMenu ? menuJsonLd(menu, baseUrl, locale, setMenus) : absoluteUrl(baseUrl, pathFor('menu', locale)),
    acceptsReservations: absoluteUrl(baseUrl, pathFor('booking', locale)),
    // The restaurant keeps one @id in every language; the page it is written into says which language it is in.
    ...(page && pageUrl
      ? {
          mainEntityOfPage: {
            '@type': 'WebPage',
            '@id': pageUrl,
            url: pageUrl,
            name: page.title,
            inLanguage: SWISS_LOCALES[locale].tag,
          },
        }
      : {}),
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * JSON made safe inside a <script> element: no "<" (so no "</script>" or "<!--") and no "&" or ">" are left as
 * such, nor the two line separators older JavaScript parsers refuse; JSON parsers read the escapes back as the
 * same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** What the server writes into the head of a page it sends. */
export interface PageMetadata {
  /** Absent: the page keeps the document's own title (the template pages set theirs once running). */
  title?: string;
  description?: string;
  /** Absolute address search engines should file the page under. */
  canonicalUrl?: string;
  /** Absolute address of the link-preview picture. */
  imageUrl?: string;
  /** Pages that must stay out of search results: staff screen, template pages, unknown addresses. */
  noindex: boolean;
  /** The page's language: `<html lang>` and the link preview's locale. French when absent. */
  locale?: Locale;
  /** The page in every language (`<link rel="alternate" hreflang>`), itself included. */
  alternates?: Alternate[];
  /** Structured data (schema.org), written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>;
}

export interface RestaurantData {
  restaurant: RestaurantInfo;
  menu: readonly PublicMenuItem[];
  /** The set menus visitors see (docs/product.md#set-menus); none when left out. */
  setMenus?: readonly PublicSetMenu[];
}

/** Pages that show dishes carry the whole menu in their structured data. */
const PAGES_WITH_DISHES: ReadonlySet<PageKey> = new Set<PageKey>(['home', 'menu']);

/**
 * The head of a restaurant page at one of its addresses (any language): title and description in its language,
 * canonical address, the five language alternates, link preview, and the restaurant's structured data when the CMS's
 * data is at hand.
 */
export function restaurantPageMetadata(
  path: LocalizedPath,
  baseUrl: string,
  data: RestaurantData | null,
): PageMetadata {
  const { page, locale } = pageAndLocaleOf(path) ?? { page: 'home', locale: DEFAULT_LOCALE };
  const { title, description } = pageHead(page, locale);
  return {
    title,
    description,
    canonicalUrl: absoluteUrl(baseUrl, pathFor(page, locale)),
    imageUrl: absoluteUrl(baseUrl, SHARE_IMAGE.path),
    noindex: false,
    locale,
    alternates: alternates(page, baseUrl),
    jsonLd: data
      ? restaurantJsonLd({
          ...data,
          baseUrl,
          withMenu: PAGES_WITH_DISHES.has(page),
          page: { key: page, locale, title },
        })
      : undefined,
  };
}

/** The tags of `metadata`, for the document's head; the link-preview (Open Graph) tags go with a canonical address. */
export function renderHeadTags(metadata: PageMetadata): string {
  const tags: string[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`);
  if (metadata.title !== undefined) tags.push(`<title>${escapeHtml(metadata.title)}</title>`);
  if (metadata.description !== undefined) meta('name', 'description', metadata.description);
  if (metadata.noindex) meta('name', 'robots', 'noindex');
  if (metadata.canonicalUrl !== undefined) {
    tags.push(`<link rel="canonical" href="${escapeHtml(metadata.canonicalUrl)}" />`);
    for (const { hreflang, href } of metadata.alternates ?? []) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
    }
    meta('property', 'og:type', 'website');
    meta('property', 'og:site_name', SITE_NAME);
    meta('property', 'og:locale', SWISS_LOCALES[metadata.locale ?? DEFAULT_LOCALE].og);
    meta('property', 'og:url', metadata.canonicalUrl);
    if (metadata.title !== undefined) meta('property', 'og:title', metadata.title);
    if (metadata.description !== undefined) meta('property', 'og:description', metadata.description);
    if (metadata.imageUrl !== undefined) {
      meta('property', 'og:image', metadata.imageUrl);
      meta('property', 'og:image:width', String(SHARE_IMAGE.width));
      meta('property', 'og:image:height', String(SHARE_IMAGE.height));
      meta('property', 'og:image:alt', SHARE_IMAGE.alt);
      meta('name', 'twitter:card', 'summary_large_image');
    }
  }
  if (metadata.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(metadata.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** One address of the sitemap, with its page's five language alternates. */
function sitemapUrl(baseUrl: string, path: string, links: readonly Alternate[]): string {
  return [
    '  <url>',
    `    <loc>${escapeHtml(absoluteUrl(baseUrl, path))}</loc>`,
    ...links.map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    '  </url>',
  ].join('\n');
}

/**
 * The sitemap: every restaurant page in every language, at its public address, each with its five language
 * alternates (the same as in the page's head); then each evening given (those still bookable, docs/product.md#evenings)
 * at its four addresses, likewise.
 */
export function sitemapXml(baseUrl: string, evenings: readonly Pick<PublicEvening, 'slug'>[] = []): string {
  const pages = LOCALIZED_PATHS.map((path) => {
    const { page } = pageAndLocaleOf(path) ?? { page: 'home' as const };
    return sitemapUrl(baseUrl, path, alternates(page, baseUrl));
  });
  const eveningPages = evenings.flatMap(({ slug }) =>
    LOCALES.map((locale) => sitemapUrl(baseUrl, eveningPath(locale, slug), eveningAlternates(slug, baseUrl))),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages,
    ...eveningPages,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the restaurant's pages are for everyone; the staff screen, the back-office and the API are not. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /cms',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

// ——— Evening pages (docs/product.md#evenings) ———

/** An evening's page: its slug, and the language its address is in. */
export interface EveningAddress {
  slug: string;
  locale: Locale;
}

/** Longer than any evening page's address: such a path is none, whatever it holds. */
const LONGEST_EVENING_PATH =
  Math.max(...Object.values(EVENING_PATH_PREFIXES).map((prefix) => prefix.length)) + 1 + EVENING_LIMITS.slugMaxLength;

/**
 * The evening page an address names (`/soirees/<slug>`, `/en/evenings/<slug>`…), or null for any other address; like
 * the router, ignores the prefix's case and trailing slashes. Whether that evening is listed is the server's to say.
 * Not a `sitePath`: an evening's page exists only while the evening is listed.
 */
export function eveningAddressOf(pathname: string): EveningAddress | null {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  if (end > LONGEST_EVENING_PATH) return null;
  const path = pathname.slice(0, end);
  const lower = path.toLowerCase();
  for (const locale of LOCALES) {
    const prefix = `${EVENING_PATH_PREFIXES[locale]}/`;
    if (!lower.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    return isEveningSlug(slug) ? { slug, locale } : null;
  }
  return null;
}

/** The language of the page at this address: a restaurant page's or an evening page's; French for any other. */
export function addressLocale(pathname: string): Locale {
  return eveningAddressOf(pathname)?.locale ?? localeOf(pathname);
}

/**
 * Where the language switcher leads from this address: the same restaurant page, or the same evening, in `locale`,
 * with the same search; null when the address has no page per language.
 */
export function switchAddressLocale(location: { pathname: string; search?: string }, locale: Locale): string | null {
  const evening = eveningAddressOf(location.pathname);
  if (evening) return `${eveningPath(locale, evening.slug)}${location.search ?? ''}`;
  return switchLocaleHref(location, locale);
}

/** An evening's page in the four languages, and French again as `x-default`, absolute. */
export function eveningAlternates(slug: string, baseUrl: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: absoluteUrl(baseUrl, eveningPath(locale, slug)) })),
    { hreflang: 'x-default' as const, href: absoluteUrl(baseUrl, eveningPath(DEFAULT_LOCALE, slug)) },
  ];
}

/** « jeudi 31 décembre 2026 », « Thursday 31 December 2026 »: a day in the words of `texts`' language. */
export function dayInWords(date: DayText, texts: Pick<Dictionary, 'booking'>): string {
  const parts = calendarParts(date);
  if (!parts) return date;
  const { booking } = texts;
  return booking.longDay(booking.weekdays[parts.weekDay], parts.day, booking.months[parts.month - 1], date.slice(0, 4));
}

const two = (value: number) => String(value).padStart(2, '0');

/** « 2026-12-31T19:00:00+01:00 »: a time of Geneva's clock on a day, in ISO 8601 with Geneva's offset then. */
export function genevaDateTime(date: DayText, time: string): string {
  const offset = genevaOffsetAt(reservationInstant(date, time).getTime());
  const minutes = Math.abs(offset);
  return `${date}T${time}:00${offset < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** The evening's fields its page's head is made of. */
type EveningHeadFields = Pick<PublicEvening, 'name' | 'date' | 'pricePerPerson'>;

/**
 * An evening page's tab title and description in the language of `texts` (the evening's name as the page has it:
 * translated by staff, or French): for the server, with `dictionaryFor`, and for the browser, with the page's own
 * dictionary.
 */
export function eveningHead(evening: EveningHeadFields, texts: Pick<Dictionary, 'evening' | 'booking'>): PageHead {
  return {
    title: texts.evening.title(evening.name),
    description: texts.evening.description(
      evening.name,
      dayInWords(evening.date, texts),
      formatChf(evening.pricePerPerson),
    ),
  };
}

/** Whether guests can still book the evening online: an arrival time ahead and a cover left. */
export const eveningBookable = (evening: Pick<PublicEvening, 'times' | 'coversLeft'>): boolean =>
  evening.times.length > 0 && evening.coversLeft > 0;

/** The restaurant as the place of an evening: its @id, name and address when the CMS's facts are at hand. */
function restaurantPlace(restaurant: RestaurantInfo | null, baseUrl: string): Record<string, unknown> {
  return {
    '@type': 'Restaurant',
    '@id': `${absoluteUrl(baseUrl, '/')}#restaurant`,
    name: restaurant?.name ?? SITE_NAME,
    url: absoluteUrl(baseUrl, '/'),
    ...(restaurant
      ? {
          telephone: restaurant.phone,
          address: {
            '@type': 'PostalAddress',
            streetAddress: restaurant.street,
            postalCode: restaurant.postalCode,
            addressLocality: restaurant.city,
            addressCountry: 'CH',
          },
        }
      : {}),
  };
}

export interface EveningJsonLdInput {
  evening: PublicEvening;
  restaurant: RestaurantInfo | null;
  baseUrl: string;
  /** The language of the page it is written into, whose address it names. */
  locale: Locale;
}

/**
 * An evening as a schema.org FoodEvent: its name and description (in the page's language once staff translated them,
 * else French), its start (the first arrival
 * time still to come, with Geneva's offset; the day alone once all have begun), the restaurant as its place and
 * organiser, and its price per person as an Offer, sold out without a cover or a time left.
 */
export function eveningJsonLd({ evening, restaurant, baseUrl, locale }: EveningJsonLdInput): Record<string, unknown> {
  const url = absoluteUrl(baseUrl, eveningPath(locale, evening.slug));
  const [firstTime] = evening.times;
  const place = restaurantPlace(restaurant, baseUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEvent',
    '@id': `${absoluteUrl(baseUrl, eveningPath(DEFAULT_LOCALE, evening.slug))}#soiree`,
    name: evening.name,
    ...(evening.description ? { description: evening.description } : {}),
    url,
    image: absoluteUrl(baseUrl, SHARE_IMAGE.path),
    startDate: firstTime ? genevaDateTime(evening.date, firstTime) : evening.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place,
    organizer: { '@type': 'Restaurant', '@id': place['@id'], name: place.name, url: place.url },
    offers: {
      '@type': 'Offer',
      price: chfAmount(evening.pricePerPerson),
      priceCurrency: 'CHF',
      availability: eveningBookable(evening) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
    },
  };
}

/**
 * The head of an evening's page in `locale` (docs/product.md#evenings): title and description in its language,
 * canonical address, the five language alternates, link preview, and the evening as a FoodEvent.
 */
export function eveningPageMetadata(
  evening: PublicEvening,
  locale: Locale,
  baseUrl: string,
  restaurant: RestaurantInfo | null,
): PageMetadata {
  return {
    ...eveningHead(evening, dictionaryFor(locale)),
    canonicalUrl: absoluteUrl(baseUrl, eveningPath(locale, evening.slug)),
    imageUrl: absoluteUrl(baseUrl, SHARE_IMAGE.path),
    noindex: false,
    locale,
    alternates: eveningAlternates(evening.slug, baseUrl),
    jsonLd: eveningJsonLd({ evening, restaurant, baseUrl, locale }),
  };
}

/** « RF18 5390 0754 7034 », « 21 00000 00003 13947 14300 09017 »: a payment reference as the QR-bill prints it. */
export const paymentReferenceText = (reference: PaymentReference): string => formatReference(reference.reference);
