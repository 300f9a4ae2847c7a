import { describe, expect, it } from 'vitest';
import {
  addressLocale,
  dayInWords,
  dictionaryFor,
  eveningAddressOf,
  eveningHead,
  eveningJsonLd,
  eveningPageMetadata,
  genevaDateTime,
  paymentReferenceText,
  renderHeadTags,
  sitemapXml,
  switchAddressLocale,
  type PublicEvening,
  type RestaurantInfo,
} from '../src';

const BASE = 'https://www.trattoria.example';

const EVENING: PublicEvening = {
  id: 'soiree31',
  name: 'Menu de St. Silvestre',
  description: 'Cinq plats et un verre de Merlot à minuit.',
  slug: 'menu-de-st-silvestre',
  date: '2026-12-31',
  times: ['19:00', '21:30'],
  setMenuId: null,
  menuText: 'Vitello tonnato',
  pricePerPerson: 145,
  depositPerPerson: 50,
  maxPartyOnline: 4,
  cancellationTerms: '',
  coversLeft: 6,
  deposit: 50,
};

const RESTAURANT = {
  name: 'Trattoria Ticino',
  phone: '+41 22 731 48 50',
  street: 'Rue de Lausanne 42',
  postalCode: '1201',
  city: 'Genève',
} as RestaurantInfo;

describe('the addresses of an evening’s page', () => {
  it('reads the slug and the language of each prefix, as the router does', () => {
    expect(eveningAddressOf('/soirees/menu-de-st-silvestre')).toEqual({ slug: 'menu-de-st-silvestre', locale: 'fr' });
    expect(eveningAddressOf('/en/evenings/menu-de-st-silvestre/')).toEqual({
      slug: 'menu-de-st-silvestre',
      locale: 'en',
    });
    expect(eveningAddressOf('/DE/Abende/silvester')).toEqual({ slug: 'silvester', locale: 'de' });
    expect(eveningAddressOf('/it/serate/san-silvestro')).toEqual({ slug: 'san-silvestro', locale: 'it' });
    expect(addressLocale('/it/serate/san-silvestro')).toBe('it');
    expect(addressLocale('/de/speisekarte')).toBe('de');
  });

  it('knows no evening at other addresses, however long', () => {
    for (const pathname of [
      '/soirees',
      '/soirees/',
      '/soirees/Menu',
      '/soirees/a/b',
      '/en/soirees/menu',
      '/evenings/menu',
      `/soirees/${'a'.repeat(81)}`,
      `/soirees/menu${'/'.repeat(10_000)}x`,
    ]) {
      expect(eveningAddressOf(pathname)).toBeNull();
    }
  });

  it('leads the language switcher to the same evening, keeping the search', () => {
    expect(switchAddressLocale({ pathname: '/soirees/menu', search: '?x=1' }, 'de')).toBe('/de/abende/menu?x=1');
    expect(switchAddressLocale({ pathname: '/la-carte' }, 'it')).toBe('/it/menu');
  });
});

describe('an evening’s head and structured data', () => {
  it('titles and describes the page in its language, the name as the staff wrote it', () => {
    expect(eveningHead(EVENING, dictionaryFor('fr'))).toEqual({
      title: 'Menu de St. Silvestre — Trattoria Ticino',
      description:
        'Menu de St. Silvestre, jeudi 31 décembre 2026, à la Trattoria Ticino à Genève : CHF 145.00 par personne, réservation en ligne.',
    });
    expect(dayInWords('2026-12-31', dictionaryFor('de'))).toBe('Donnerstag, 31. Dezember 2026');
  });

  it('writes the first arrival time with Geneva’s offset, summer and winter', () => {
    expect(genevaDateTime('2026-12-31', '19:00')).toBe('2026-12-31T19:00:00+01:00');
    expect(genevaDateTime('2026-07-01', '19:30')).toBe('2026-07-01T19:30:00+02:00');
  });

  it('is a FoodEvent at the restaurant, its price offered in CHF while bookable, sold out when full', () => {
    const jsonLd = eveningJsonLd({ evening: EVENING, restaurant: RESTAURANT, baseUrl: `${BASE}/`, locale: 'en' });
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FoodEvent',
      name: 'Menu de St. Silvestre',
      startDate: '2026-12-31T19:00:00+01:00',
      url: `${BASE}/en/evenings/menu-de-st-silvestre`,
      location: {
        '@type': 'Restaurant',
        '@id': `${BASE}/#restaurant`,
        address: { streetAddress: 'Rue de Lausanne 42', postalCode: '1201', addressCountry: 'CH' },
      },
      offers: {
        '@type': 'Offer',
        price: '145.00',
        priceCurrency: 'CHF',
        availability: 'https://schema.org/InStock',
        url: `${BASE}/en/evenings/menu-de-st-silvestre`,
      },
    });
    const full = eveningJsonLd({
      evening: { ...EVENING, coversLeft: 0 },
      restaurant: null,
      baseUrl: BASE,
      locale: 'fr',
    });
    expect(full.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(full.location).toMatchObject({ name: 'Trattoria Ticino' });
  });

  it('names its four addresses and French as x-default, canonical its own', () => {
    const head = renderHeadTags(eveningPageMetadata(EVENING, 'it', BASE, RESTAURANT));
    expect(head).toContain(`<link rel="canonical" href="${BASE}/it/serate/menu-de-st-silvestre" />`);
    for (const [lang, path] of [
      ['fr', '/soirees'],
      ['en', '/en/evenings'],
      ['de', '/de/abende'],
      ['it', '/it/serate'],
      ['x-default', '/soirees'],
    ]) {
      expect(head).toContain(`<link rel="alternate" hreflang="${lang}" href="${BASE}${path}/menu-de-st-silvestre" />`);
    }
    expect(head).toContain('<title>Menu de St. Silvestre — Trattoria Ticino</title>');
    expect(head).toContain('<meta property="og:locale" content="it_CH" />');
    expect(head).toContain('"@type":"FoodEvent"');
  });
});

describe('the evenings in the sitemap', () => {
  it('adds each evening at its four addresses, each with the five alternates, after the pages', () => {
    const xml = sitemapXml(BASE, [EVENING]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(-4)).toEqual([
      `${BASE}/soirees/menu-de-st-silvestre`,
      `${BASE}/en/evenings/menu-de-st-silvestre`,
      `${BASE}/de/abende/menu-de-st-silvestre`,
      `${BASE}/it/serate/menu-de-st-silvestre`,
    ]);
    const last = xml.slice(xml.lastIndexOf('<url>'));
    expect(last.match(/<xhtml:link rel="alternate"/g)).toHaveLength(5);
    expect(sitemapXml(BASE)).not.toContain('soirees');
  });
});

describe('a payment reference as the slip prints it', () => {
  it('groups a QR reference by five from the right, a creditor reference by four', () => {
    expect(paymentReferenceText({ type: 'QRR', reference: '210000000003139471430009017' })).toBe(
      '21 00000 00003 13947 14300 09017',
    );
    expect(paymentReferenceText({ type: 'SCOR', reference: 'RF18539007547034' })).toBe('RF18 5390 0754 7034');
  });
});
