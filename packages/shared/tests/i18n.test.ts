import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  LOCALES,
  LOCALIZED_PAGES,
  PAGE_KEYS,
  alternates,
  dictionaryFor,
  localeOf,
  pageAndLocaleOf,
  pageTitle,
  pageTitleFrom,
  pageTitleIn,
  pathFor,
  renderHeadTags,
  restaurantJsonLd,
  restaurantPageMetadata,
  sitePath,
  switchLocaleHref,
  type Dictionary,
  type RestaurantInfo,
} from '../src';

const BASE = 'https://www.trattoria.example';

describe('the localized page table', () => {
  it('gives each of the five pages its address in the four languages, French ones unchanged', () => {
    expect(LOCALES).toEqual(['fr', 'en', 'de', 'it']);
    expect(PAGE_KEYS).toEqual(['home', 'menu', 'gallery', 'contact', 'booking']);
    expect(LOCALIZED_PAGES).toEqual({
      home: { fr: '/', en: '/en', de: '/de', it: '/it' },
      menu: { fr: '/la-carte', en: '/en/menu', de: '/de/speisekarte', it: '/it/menu' },
      gallery: { fr: '/galerie', en: '/en/gallery', de: '/de/galerie', it: '/it/galleria' },
      contact: { fr: '/contact', en: '/en/contact', de: '/de/kontakt', it: '/it/contatti' },
      booking: { fr: '/reserver', en: '/en/book', de: '/de/reservieren', it: '/it/prenota' },
    });
  });

  it('reads every address back as its page and language, and the server knows it as a page', () => {
    for (const page of PAGE_KEYS) {
      for (const locale of LOCALES) {
        expect(pageAndLocaleOf(pathFor(page, locale))).toEqual({ page, locale });
        expect(sitePath(pathFor(page, locale))).toBe(pathFor(page, locale));
      }
    }
  });

  it('reads an address as the router does: any case, trailing slashes', () => {
    expect(pageAndLocaleOf('/DE/Speisekarte/')).toEqual({ page: 'menu', locale: 'de' });
    expect(pageAndLocaleOf('/en//')).toEqual({ page: 'home', locale: 'en' });
    expect(pageAndLocaleOf('/')).toEqual({ page: 'home', locale: 'fr' });
  });

  it('knows no page at other addresses, and calls their language French', () => {
    for (const pathname of [
      '/fr',
      '/en/la-carte',
      '/de/menu',
      '/admin',
      '/nulle-part',
      '',
      `/en${'/'.repeat(10_000)}x`,
    ]) {
      expect(pageAndLocaleOf(pathname)).toBeNull();
      expect(localeOf(pathname)).toBe('fr');
    }
  });
});

describe('alternates', () => {
  it('lists the page in the four languages and French as x-default, absolute, with or without a trailing slash', () => {
    for (const base of [BASE, `${BASE}/`]) {
      expect(alternates('contact', base)).toEqual([
        { hreflang: 'fr', href: `${BASE}/contact` },
        { hreflang: 'en', href: `${BASE}/en/contact` },
        { hreflang: 'de', href: `${BASE}/de/kontakt` },
        { hreflang: 'it', href: `${BASE}/it/contatti` },
        { hreflang: 'x-default', href: `${BASE}/contact` },
      ]);
    }
  });

  it('writes the same five links, reciprocal, into the head of every language of a page', () => {
    const heads = LOCALES.map((locale) => renderHeadTags(restaurantPageMetadata(pathFor('menu', locale), BASE, null)));
    const links = heads.map((head) => head.match(/<link rel="alternate" hreflang="[^"]+" href="[^"]+" \/>/g));
    for (const pageLinks of links) {
      expect(pageLinks).toHaveLength(5);
      expect(pageLinks).toEqual(links[0]);
    }
    expect(heads[2]).toContain(`<link rel="alternate" hreflang="de" href="${BASE}/de/speisekarte" />`);
    expect(heads[2]).toContain(`<link rel="canonical" href="${BASE}/de/speisekarte" />`);
    expect(heads[2]).toContain('<meta property="og:locale" content="de_CH" />');
  });
});

describe('the language switcher', () => {
  it('leads to the same page in the other language, keeping the search and its filters', () => {
    expect(switchLocaleHref({ pathname: '/la-carte', search: '?regime=sans-gluten' }, 'de')).toBe(
      '/de/speisekarte?regime=sans-gluten',
    );
    expect(switchLocaleHref({ pathname: '/it/menu', search: '?q=rosti&regime=vegan' }, 'fr')).toBe(
      '/la-carte?q=rosti&regime=vegan',
    );
    expect(switchLocaleHref({ pathname: '/en/book', search: '' }, 'it')).toBe('/it/prenota');
    expect(switchLocaleHref({ pathname: '/de' }, 'en')).toBe('/en');
  });

  it('has nowhere to lead from a page that has no address per language', () => {
    expect(switchLocaleHref({ pathname: '/reservation/R-1/token' }, 'en')).toBeNull();
  });
});

describe('titles and structured data per language', () => {
  it('translates the title of each page', () => {
    expect(LOCALES.map((locale) => pageTitle(pathFor('booking', locale)))).toEqual([
      'Réserver une table — Trattoria Ticino',
      'Book a table — Trattoria Ticino',
      'Tisch reservieren — Trattoria Ticino',
      'Prenota un tavolo — Trattoria Ticino',
    ]);
  });

  it('titles a page alike from its language (the server) and from its texts (the browser)', () => {
    for (const locale of LOCALES) {
      for (const page of [
        ...PAGE_KEYS.map((key) => pathFor(key, locale)),
        'reservation',
        'admin',
        'not-found',
      ] as const) {
        expect(pageTitleFrom(page, dictionaryFor(locale))).toBe(pageTitleIn(page, locale));
      }
    }
    expect(pageTitleFrom('reservation', dictionaryFor('de'))).toBe('Ihre Reservation — Trattoria Ticino');
  });

  it('keeps one @id for the restaurant in every language and says which language the page is in', () => {
    const restaurant = {
      name: 'Trattoria Ticino',
      openingHours: [],
      openingExceptions: [],
    } as unknown as RestaurantInfo;
    const data = LOCALES.map(
      (locale) => restaurantPageMetadata(pathFor('contact', locale), BASE, { restaurant, menu: [] }).jsonLd!,
    );
    expect(new Set(data.map((jsonLd) => jsonLd['@id']))).toEqual(new Set([`${BASE}/#restaurant`]));
    expect(data[1]).toMatchObject({
      hasMenu: `${BASE}/en/menu`,
      acceptsReservations: `${BASE}/en/book`,
      mainEntityOfPage: { '@id': `${BASE}/en/contact`, inLanguage: 'en-CH', name: 'Contact — Trattoria Ticino' },
    });
    expect(restaurantJsonLd({ restaurant, menu: [], baseUrl: BASE, withMenu: false })).not.toHaveProperty(
      'mainEntityOfPage',
    );
  });
});

/** Every key of a dictionary, as dotted paths. */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, entry]) =>
    typeof entry === 'object' && entry !== null && !Array.isArray(entry)
      ? keysOf(entry as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the dictionaries', () => {
  it('have the French keys, each a text or a phrasing, in every language', () => {
    const french = keysOf(DICTIONARIES.fr);
    for (const locale of LOCALES) {
      expect(keysOf(DICTIONARIES[locale])).toEqual(french);
      expect(DICTIONARIES[locale].home.specialities).toHaveLength(DICTIONARIES.fr.home.specialities.length);
      expect(DICTIONARIES[locale].home.privateRoomTitle(32)).toContain('32');
    }
  });

  it('write German the Swiss way, without ß', () => {
    expect(JSON.stringify(DICTIONARIES.de)).not.toContain('ß');
  });

  it('refuse, at compile time, a language that lacks a French key', () => {
    const { skipLink: _dropped, ...layoutWithoutSkipLink } = DICTIONARIES.en.layout;
    // @ts-expect-error -- `layout.skipLink` is missing: a dictionary without one of the French keys does not compile.
    const incomplete: Dictionary = { ...DICTIONARIES.en, layout: layoutWithoutSkipLink };
    expect(incomplete.layout).not.toHaveProperty('skipLink');
  });

  it('refuse, at compile time, a phrasing that does not take the French arguments', () => {
    const wrong: Dictionary = {
      ...DICTIONARIES.en,
      // @ts-expect-error -- the French phrasing takes a number of seats, not a name.
      home: { ...DICTIONARIES.en.home, privateRoomTitle: (name: { first: string }) => name.first },
    };
    expect(wrong.home).toBeDefined();
  });
});
