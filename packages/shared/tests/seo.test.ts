import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  RESTAURANT_PATHS,
  absoluteUrl,
  escapeHtml,
  jsonForScript,
  menuJsonLd,
  menuPriceRange,
  openingHoursSpecification,
  pageTitle,
  renderHeadTags,
  restaurantJsonLd,
  restaurantPageMetadata,
  robotsTxt,
  sitemapXml,
  sitePath,
  withoutTrailingSlashes,
  type Locale,
  type PublicMenuItem,
  type RestaurantInfo,
} from '../src';

const BASE = 'https://www.trattoria.example';

const restaurant: RestaurantInfo = {
  name: 'Trattoria Ticino',
  tagline: 'Cuisine de marché',
  description: 'Cuisine tessinoise près de Cornavin.',
  chefName: 'Marco Bernasconi',
  phone: '+41 22 731 48 50',
  email: 'info@trattoria-ticino.ch',
  street: 'Rue de Lausanne 42',
  postalCode: '1201',
  city: 'Genève',
  privateRoomSeats: 32,
  breadOrigin: 'Pain : Suisse',
  allergenNotice: 'Demandez-nous.',
  priceNotice: 'Prix en CHF, TVA et service compris',
  openingHours: [
    { day: 'Mardi', opensAt: '11:30', closesAt: '14:30' },
    { day: 'Lundi', opensAt: '11:30', closesAt: '14:30' },
    { day: 'Lundi', opensAt: '18:30', closesAt: '23:00' },
    { day: 'Samedi', opensAt: '18:00', closesAt: '23:30' },
  ],
  openingExceptions: [
    { date: '2026-12-31', label: 'Saint-Sylvestre', closed: false, opensAt: '19:00', closesAt: '02:00' },
    { date: '2026-09-10', label: 'Jeûne genevois', closed: true, opensAt: null, closesAt: null },
  ],
  latitude: 46.2127,
  longitude: 6.1447,
  mapZoom: 16,
};

/** As the public API gives it: in the menu's order, the staff's order within each category. */
const menu: PublicMenuItem[] = [
  {
    id: 'b',
    title: 'Tiramisu',
    price: 12,
    description: 'Maison',
    category: 'Nos Pâtes',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'c',
    title: 'Charbonnade',
    price: 48,
    description: 'Trois viandes',
    category: 'Nos Spécialités',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'a',
    title: 'Fondue moitié-moitié',
    price: 32.5,
    description: 'Gruyère et vacherin',
    category: 'Nos Spécialités',
    availability: 'disponible',
    ...NO_LAW_DETAILS,
    photo: null,
  },
];

describe('page titles', () => {
  it('gives each restaurant page the tab title of docs/product.md', () => {
    expect(RESTAURANT_PATHS.map(pageTitle)).toEqual([
      'Trattoria Ticino — Restaurant suisse-italien à Genève',
      'La carte — Trattoria Ticino',
      'Galerie — Trattoria Ticino',
      'Contact — Trattoria Ticino',
      'Réserver une table — Trattoria Ticino',
    ]);
    expect(pageTitle('reservation')).toBe('Votre réservation — Trattoria Ticino');
    expect(pageTitle('admin')).toBe('Administration — Trattoria Ticino');
    expect(pageTitle('not-found')).toBe('Page Not Found — Trattoria Ticino');
  });
});

describe('site paths', () => {
  it('names the page an address leads to as the route table writes it', () => {
    expect(sitePath('/La-Carte//')).toBe('/la-carte');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/nulle-part')).toBeNull();
  });
});

describe('opening hours', () => {
  it('groups the days sharing a time range, Monday first, ranges in the order they first appear', () => {
    expect(openingHoursSpecification(restaurant.openingHours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
        opens: '11:30',
        closes: '14:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday'],
        opens: '18:30',
        closes: '23:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '18:00',
        closes: '23:30',
      },
    ]);
  });

  it('has no opening hours when the CMS lists none', () => {
    expect(openingHoursSpecification([])).toEqual([]);
  });
});

describe('the menu as schema.org data', () => {
  it('is named and written in the page’s language', () => {
    expect(menuJsonLd(menu, BASE, 'de')).toMatchObject({
      '@id': `${BASE}/de/speisekarte#menu`,
      name: 'Speisekarte',
      inLanguage: 'de-CH',
    });
    // The sections too: the categories as the menu page names them.
    const english = menuJsonLd(menu, BASE, 'en').hasMenuSection as { name: string }[];
    expect(english.map(({ name }) => name)).toEqual(['Our specialities', 'Pasta']);
  });

  it('lists one section per category in menu order, dishes in the menu order, each with its price in CHF', () => {
    expect(menuJsonLd(menu, `${BASE}/`)).toEqual({
      '@type': 'Menu',
      '@id': `${BASE}/la-carte#menu`,
      name: 'La carte',
      url: `${BASE}/la-carte`,
      inLanguage: 'fr-CH',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Nos Spécialités',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Charbonnade',
              description: 'Trois viandes',
              offers: { '@type': 'Offer', price: '48.00', priceCurrency: 'CHF' },
            },
            {
              '@type': 'MenuItem',
              name: 'Fondue moitié-moitié',
              description: 'Gruyère et vacherin',
              offers: { '@type': 'Offer', price: '32.50', priceCurrency: 'CHF' },
            },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'Nos Pâtes',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Tiramisu',
              description: 'Maison',
              offers: { '@type': 'Offer', price: '12.00', priceCurrency: 'CHF' },
            },
          ],
        },
      ],
    });
  });

  it('gives the price range from the cheapest to the dearest dish, none for an empty menu', () => {
    expect(menuPriceRange(menu)).toBe('CHF 12.00 – 48.00');
    expect(menuPriceRange([])).toBeNull();
  });
});

describe('the restaurant as schema.org data', () => {
  it('carries the facts of the CMS, its place, hours, cuisine and prices', () => {
    const data = restaurantJsonLd({ restaurant, menu, baseUrl: BASE, withMenu: false });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Trattoria Ticino',
      url: `${BASE}/`,
      image: `${BASE}/images/restaurant/hero-fondue-1600.jpg`,
      telephone: '+41 22 731 48 50',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rue de Lausanne 42',
        postalCode: '1201',
        addressLocality: 'Genève',
        addressCountry: 'CH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 46.2127, longitude: 6.1447 },
      servesCuisine: ['Suisse', 'Italienne', 'Tessinoise'],
      priceRange: 'CHF 12.00 – 48.00',
      hasMenu: `${BASE}/la-carte`,
      acceptsReservations: `${BASE}/reserver`,
    });
    expect(data.openingHoursSpecification).toEqual(openingHoursSpecification(restaurant.openingHours));
  });

  it('carries the dated exceptions as special opening hours, a closed day opening and closing at midnight', () => {
    const data = restaurantJsonLd({ restaurant, menu, baseUrl: BASE, withMenu: false });
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Jeûne genevois',
        validFrom: '2026-09-10',
        validThrough: '2026-09-10',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Saint-Sylvestre',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '19:00',
        closes: '02:00',
      },
    ]);
    const withoutExceptions = { ...restaurant, openingExceptions: [], latitude: 46.21, longitude: 6.14 };
    const plain = restaurantJsonLd({ restaurant: withoutExceptions, menu, baseUrl: BASE, withMenu: false });
    expect(plain).not.toHaveProperty('specialOpeningHoursSpecification');
    expect(plain.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 46.21, longitude: 6.14 });
  });

  it('names its cuisines in the page’s language', () => {
    const page = (locale: Locale) => ({ key: 'home' as const, locale, title: 'Trattoria Ticino' });
    const cuisines = (locale: Locale) =>
      restaurantJsonLd({ restaurant, menu, baseUrl: BASE, withMenu: false, page: page(locale) }).servesCuisine;
    expect(cuisines('en')).toEqual(['Swiss', 'Italian', 'Ticinese']);
    expect(cuisines('de')).toEqual(['Schweizer Küche', 'Italienische Küche', 'Tessiner Küche']);
    expect(cuisines('it')).toEqual(['Svizzera', 'Italiana', 'Ticinese']);
  });

  it('writes the whole menu out when asked, and no price range for an empty menu', () => {
    expect(restaurantJsonLd({ restaurant, menu, baseUrl: BASE, withMenu: true }).hasMenu).toEqual(
      menuJsonLd(menu, BASE),
    );
    expect(restaurantJsonLd({ restaurant, menu: [], baseUrl: BASE, withMenu: false })).not.toHaveProperty('priceRange');
  });
});

describe('escaping', () => {
  it('makes text safe in an element or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Rösti & 'co'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Rösti &amp; &#39;co&#39;&lt;/a&gt;',
    );
  });

  it('leaves no way out of a script element, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('head tags', () => {
  it('writes title, description, canonical address, link preview and structured data of a restaurant page', () => {
    const head = renderHeadTags(restaurantPageMetadata('/la-carte', BASE, { restaurant, menu }));
    expect(head).toContain('<title>La carte — Trattoria Ticino</title>');
    expect(head).toContain('<meta name="description" content="La carte de la Trattoria Ticino');
    expect(head).toContain(`<link rel="canonical" href="${BASE}/la-carte" />`);
    expect(head).toContain(`<meta property="og:url" content="${BASE}/la-carte" />`);
    expect(head).toContain('<meta property="og:title" content="La carte — Trattoria Ticino" />');
    expect(head).toContain('<meta property="og:locale" content="fr_CH" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain(`<meta property="og:image" content="${BASE}/images/restaurant/hero-fondue-1600.jpg" />`);
    expect(head).not.toContain('noindex');
    const script = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head);
    expect(JSON.parse(script![1])).toEqual(
      restaurantJsonLd({
        restaurant,
        menu,
        baseUrl: BASE,
        withMenu: true,
        page: { key: 'menu', locale: 'fr', title: 'La carte — Trattoria Ticino' },
      }),
    );
  });

  it('names the menu by its address only on the pages without dishes', () => {
    for (const page of ['/galerie', '/contact'] as const) {
      expect(restaurantPageMetadata(page, BASE, { restaurant, menu }).jsonLd?.hasMenu).toBe(`${BASE}/la-carte`);
    }
    expect(restaurantPageMetadata('/', BASE, { restaurant, menu }).jsonLd?.hasMenu).toEqual(menuJsonLd(menu, BASE));
  });

  it('has no structured data without the CMS data, the rest of the head unchanged', () => {
    const head = renderHeadTags(restaurantPageMetadata('/', BASE, null));
    expect(head).toContain('<title>Trattoria Ticino — Restaurant suisse-italien à Genève</title>');
    expect(head).not.toContain('application/ld+json');
  });

  it('keeps a page out of search results with noindex, without a canonical address or link preview', () => {
    const head = renderHeadTags({ title: pageTitle('admin'), noindex: true });
    expect(head).toBe('<title>Administration — Trattoria Ticino</title>\n    <meta name="robots" content="noindex" />');
  });

  it('escapes what it writes into attributes and the script', () => {
    const hostile = { ...restaurant, name: '</script><script>alert("x")</script>' };
    const head = renderHeadTags(
      restaurantPageMetadata('/contact', 'https://e.example/"><b>', { restaurant: hostile, menu }),
    );
    expect(head).not.toContain('</script><script>');
    expect(head).not.toContain('"><b>');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('absolute addresses', () => {
  it.each([
    ['https://www.trattoria.example', 'https://www.trattoria.example'],
    ['https://www.trattoria.example/', 'https://www.trattoria.example'],
    ['https://www.trattoria.example///', 'https://www.trattoria.example'],
    ['///', ''],
    ['', ''],
  ])('trims the trailing slashes of %j', (text, trimmed) => {
    expect(withoutTrailingSlashes(text)).toBe(trimmed);
  });

  it('trims a run of 16,000 slashes, the hostile Host of a request, to nothing', () => {
    const hostile = `x${'/'.repeat(16_000)}`;
    expect(withoutTrailingSlashes(hostile)).toBe('x');
    expect(absoluteUrl(`${BASE}${'/'.repeat(16_000)}`, '/la-carte')).toBe(`${BASE}/la-carte`);
  });

  it('joins the public origin, with or without its slash, and a page', () => {
    expect(absoluteUrl(BASE, '/galerie')).toBe(`${BASE}/galerie`);
    expect(absoluteUrl(`${BASE}/`, '/')).toBe(`${BASE}/`);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the restaurant pages in every language at their public addresses', () => {
    const xml = sitemapXml(`${BASE}/`);
    const french = [`${BASE}/`, `${BASE}/la-carte`, `${BASE}/galerie`, `${BASE}/contact`, `${BASE}/reserver`];
    const english = [`${BASE}/en`, `${BASE}/en/menu`, `${BASE}/en/gallery`, `${BASE}/en/contact`, `${BASE}/en/book`];
    const german = [`${BASE}/de`, `${BASE}/de/speisekarte`, `${BASE}/de/galerie`, `${BASE}/de/kontakt`];
    const italian = [`${BASE}/it`, `${BASE}/it/menu`, `${BASE}/it/galleria`, `${BASE}/it/contatti`];
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      ...french,
      ...english,
      ...german,
      `${BASE}/de/reservieren`,
      ...italian,
      `${BASE}/it/prenota`,
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it('gives every address of the sitemap the five alternates of its page, itself included', () => {
    const xml = sitemapXml(BASE);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    expect(entries).toHaveLength(20);
    const germanMenu = entries.find((entry) => entry.includes(`<loc>${BASE}/de/speisekarte</loc>`));
    expect([...germanMenu!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)]).toEqual([
      expect.arrayContaining(['fr', `${BASE}/la-carte`]),
      expect.arrayContaining(['en', `${BASE}/en/menu`]),
      expect.arrayContaining(['de', `${BASE}/de/speisekarte`]),
      expect.arrayContaining(['it', `${BASE}/it/menu`]),
      expect.arrayContaining(['x-default', `${BASE}/la-carte`]),
    ]);
  });

  it('keeps crawlers out of the dashboard, the back-office and the API, and names the sitemap', () => {
    const robots = robotsTxt(BASE);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/cms$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${BASE}/sitemap.xml$`, 'm'));
  });
});
