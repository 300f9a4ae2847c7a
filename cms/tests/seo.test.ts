import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicOn, serviceDayOf, validateMenuItem, type MenuItemValues } from '@ticino/shared';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

const PUBLIC_URL = 'https://www.trattoria.example';
/** The seed's items visitors see today (docs/product.md#availability: no hidden item, none outside its dates). */
const SEED_MENU = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'data', 'seed', 'menu-items.json'), 'utf8')) as unknown[]
)
  .map((raw) => validateMenuItem(raw as Record<string, unknown>))
  .flatMap((result) => (result.ok ? [result.values] : []))
  .filter((item: MenuItemValues) => isPublicOn(item, serviceDayOf(new Date())));
const SEED_RESTAURANT = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', 'data', 'seed', 'restaurant.json'), 'utf8'),
) as { name: string; phone: string; street: string };

let app: TestStrapi;
let token: string;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-dist-'));

beforeAll(async () => {
  // The head of the built index.html, as Vite writes it.
  fs.writeFileSync(
    path.join(frontendDist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="fr">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      // Vite keeps index.html's line breaks: the description's attributes stand on lines of their own.
      '    <meta',
      '      name="description"',
      '      content="Description du site."',
      '    />',
      '    <title>Titre du site</title>',
      '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  );
  app = await startStrapi({ FRONTEND_DIST: frontendDist, PUBLIC_URL: `${PUBLIC_URL}/` });
  token = await loginToken(app.request);
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

/** What curl asks for: any type, no compression. */
const curl = (pathname: string) => app.request.get(pathname).set('Accept', '*/*');
const navigate = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html,application/xhtml+xml');

interface JsonLdMenu {
  hasMenuSection: { name: string; hasMenuItem: { name: string; offers: { price: string; priceCurrency: string } }[] }[];
}

function jsonLd(html: string): Record<string, unknown> & { hasMenu: JsonLdMenu | string } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]);
}

const dishesOf = (menu: JsonLdMenu) => menu.hasMenuSection.flatMap((section) => section.hasMenuItem);

const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('the head of the restaurant pages as the server sends them', () => {
  it.each([
    ['/', 'Trattoria Ticino — Restaurant suisse-italien à Genève'],
    ['/la-carte', 'La carte — Trattoria Ticino'],
    ['/galerie', 'Galerie — Trattoria Ticino'],
    ['/contact', 'Contact — Trattoria Ticino'],
    ['/reserver', 'Réserver une table — Trattoria Ticino'],
  ])('gives %s its French title, description, canonical address and link preview', async (page, title) => {
    const { text } = await curl(page).expect(200).expect('Content-Type', /html/);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain(`<title>${title}</title>`);
    expect(text).not.toContain('Description du site.');
    expect(text.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(metaContent(text, 'name', 'description')).toMatch(/Trattoria Ticino/);
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${page}" />`);
    expect(metaContent(text, 'property', 'og:url')).toBe(`${PUBLIC_URL}${page}`);
    expect(metaContent(text, 'property', 'og:title')).toBe(title);
    expect(metaContent(text, 'property', 'og:locale')).toBe('fr_CH');
    expect(metaContent(text, 'property', 'og:type')).toBe('website');
    expect(metaContent(text, 'property', 'og:image')).toBe(`${PUBLIC_URL}/images/restaurant/hero-fondue-1600.jpg`);
    expect(text).not.toContain('noindex');
    // The head tags go inside the head, the app's own tags kept.
    expect(text.indexOf('<link rel="canonical"')).toBeLessThan(text.indexOf('</head>'));
    expect(text).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it.each(['/', '/la-carte'])(
    'writes the restaurant and every seeded dish with its price in CHF into %s',
    async (page) => {
      const data = jsonLd((await curl(page).expect(200)).text);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Restaurant',
        name: SEED_RESTAURANT.name,
        telephone: SEED_RESTAURANT.phone,
        address: { streetAddress: SEED_RESTAURANT.street, addressCountry: 'CH' },
        geo: { '@type': 'GeoCoordinates' },
        servesCuisine: expect.arrayContaining(['Italienne']),
        priceRange: expect.stringMatching(/^CHF \d+\.\d\d – \d+\.\d\d$/),
      });
      expect(data.openingHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '18:00',
        closes: '23:30',
      });
      const dishes = dishesOf(data.hasMenu as JsonLdMenu);
      expect(dishes.map((dish) => dish.name).sort()).toEqual(SEED_MENU.map((dish) => dish.title).sort());
      const first = SEED_MENU[0];
      expect(dishes.find((dish) => dish.name === first.title)?.offers).toEqual({
        '@type': 'Offer',
        price: first.price.toFixed(2),
        priceCurrency: 'CHF',
      });
    },
  );

  it.each(['/galerie', '/contact', '/reserver'])(
    'names the menu by its address on %s, which shows no dishes',
    async (page) => {
      expect(jsonLd((await navigate(page).expect(200)).text).hasMenu).toBe(`${PUBLIC_URL}/la-carte`);
    },
  );

  it.each(['/', '/contact'])('names /reserver, at its public address, as where %s takes reservations', async (page) => {
    expect(jsonLd((await curl(page).expect(200)).text).acceptsReservations).toBe(`${PUBLIC_URL}/reserver`);
  });

  it('files an address written differently under the page it leads to', async () => {
    const { text } = await navigate('/La-Carte/').expect(200);
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/la-carte" />`);
  });

  it('sends the same page compressed with brotli or gzip', async () => {
    const plain = await curl('/la-carte').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // supertest decodes what it receives.
    for (const encoding of ['br', 'gzip']) {
      const compressed = await curl('/la-carte').set('Accept-Encoding', encoding).expect(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.text).toBe(plain.text);
    }
  });
});

describe('pages kept out of search results', () => {
  it.each([
    ['/about', undefined],
    ['/home3/room', undefined],
    ['/admin/dashboard', 'Administration — Trattoria Ticino'],
    ['/nulle-part', 'Page Not Found — Trattoria Ticino'],
  ])('marks %s noindex, without canonical address, link preview or structured data', async (page, title) => {
    const { text } = await navigate(page);
    expect(metaContent(text, 'name', 'robots')).toBe('noindex');
    expect(text).not.toContain('rel="canonical"');
    expect(text).not.toContain('og:');
    expect(text).not.toContain('application/ld+json');
    expect(text).toContain(`<title>${title ?? 'Titre du site'}</title>`);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the restaurant pages at their public addresses', async () => {
    const response = await app.request.get('/sitemap.xml').set('Accept', 'text/html,*/*').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    // The French pages first; the other languages' follow (tests/languages.test.ts).
    expect(locations.slice(0, 5)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/la-carte`,
      `${PUBLIC_URL}/galerie`,
      `${PUBLIC_URL}/contact`,
      `${PUBLIC_URL}/reserver`,
    ]);
    expect(locations).toHaveLength(20);
  });

  it('points crawlers at the sitemap', async () => {
    const response = await app.request.get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap.xml$`, 'm'));
  });
});

describe('the structured data after an edit', () => {
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const dish: Pick<MenuItemValues, 'title' | 'price' | 'description' | 'category'> = {
    title: 'Risotto al Merlot',
    price: 27.5,
    description: 'Riz Carnaroli, Merlot du Tessin.',
    category: 'Nos Spécialités',
  };
  const menuDishes = async (page: string) =>
    dishesOf(jsonLd((await curl(page).expect(200)).text).hasMenu as JsonLdMenu);

  it('shows a staff edit of a dish on the next page sent', async () => {
    await menuDishes('/la-carte');
    const created = await app.request.post('/api/menu').set(auth()).send(dish).expect(201);
    const id = created.body.data.id as string;
    expect((await menuDishes('/la-carte')).find((item) => item.name === dish.title)?.offers.price).toBe('27.50');

    await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...dish, title: 'Risotto al Merlot del Ticino', price: 29 })
      .expect(200);
    const edited = await menuDishes('/');
    expect(edited.some((item) => item.name === dish.title)).toBe(false);
    expect(edited.find((item) => item.name === 'Risotto al Merlot del Ticino')?.offers.price).toBe('29.00');

    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
    expect((await menuDishes('/la-carte')).some((item) => item.name.startsWith('Risotto al Merlot'))).toBe(false);
  });

  it("shows a change of the restaurant's facts in the back-office on the next page sent", async () => {
    const restaurants = app.strapi.documents('api::restaurant.restaurant');
    const current = await restaurants.findFirst({ fields: ['phone'] });
    await curl('/contact').expect(200);
    await restaurants.update({ documentId: current!.documentId, data: { phone: '+41 22 000 00 00' } });
    try {
      expect(jsonLd((await curl('/contact').expect(200)).text).telephone).toBe('+41 22 000 00 00');
    } finally {
      await restaurants.update({ documentId: current!.documentId, data: { phone: current!.phone ?? undefined } });
    }
  });

  it('keeps a dish whose name looks like markup inside the structured data', async () => {
    const title = 'Tarte </script><script>alert(1)</script>';
    const created = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...dish, title })
      .expect(201);
    try {
      const { text } = await curl('/la-carte').expect(200);
      expect(text).not.toContain('<script>alert(1)');
      expect(dishesOf(jsonLd(text).hasMenu as JsonLdMenu).some((item) => item.name === title)).toBe(true);
    } finally {
      await app.request.delete(`/api/menu/${created.body.data.id}`).set(auth()).expect(200);
    }
  });
});
