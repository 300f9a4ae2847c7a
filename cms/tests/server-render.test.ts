import fs from 'fs';
import os from 'os';
import path from 'path';
import { tzOffset } from '@date-fns/tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CATEGORY,
  isPublicOn,
  serviceDayOf,
  type MenuItemValues,
  type PublicMenuItem,
  type PublicSetMenu,
  type RestaurantInfo,
  type ZoneOffsets,
} from '@ticino/shared';
import { BACK_OFFICE_ADMIN, CMS_ROOT, loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * The restaurant pages as the server renders them with the website's own components (docs/architecture.md#server-
 * rendered-pages), from the real build of the website: `npm run build` first.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const SEED_MENU = JSON.parse(
  fs.readFileSync(path.join(CMS_ROOT, 'data', 'seed', 'menu-items.json'), 'utf8'),
) as MenuItemValues[];
const SEED_RESTAURANT = JSON.parse(
  fs.readFileSync(path.join(CMS_ROOT, 'data', 'seed', 'restaurant.json'), 'utf8'),
) as RestaurantInfo;

let app: TestStrapi;
let staffToken: string;
let ownerToken: string;
// A copy of the parts of the build the pages are made from: the server rewrites files of its build folder.
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-render-'));

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({ FRONTEND_DIST: frontendDist });
  staffToken = await loginToken(app.request);
  ownerToken = (await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200)).body.data.token;
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

/** What curl asks for: any type, no compression. */
const page = async (pathname: string) => (await app.request.get(pathname).set('Accept', '*/*').expect(200)).text;

/** The markup inside #root, where the app's own render goes. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="donnees-initiales">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

interface PageData {
  restaurant: RestaurantInfo | null;
  menu: PublicMenuItem[] | null;
  genevaOffsets: ZoneOffsets;
  countryNames: { locale: string; names: Record<string, string> } | null;
}

function pageDataOf(html: string): PageData {
  const match = /<script type="application\/json" id="donnees-initiales">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]) as PageData;
}

/** The CMS content a page carries (what the server worked out for the browser aside). */
function dataOf(html: string): Omit<PageData, 'genevaOffsets' | 'countryNames'> {
  const { genevaOffsets: _clock, countryNames: _names, ...content } = pageDataOf(html);
  return content;
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const publicMenu = async () => (await app.request.get('/api/public/menu').expect(200)).body.data as PublicMenuItem[];
const staff = () => ({ Authorization: `Bearer ${staffToken}` });
const owner = () => ({ Authorization: `Bearer ${ownerToken}` });

describe('the restaurant pages as the server sends them', () => {
  it('/ carries the hero, the presentation, the default category of the menu and the restaurant facts', async () => {
    const html = await page('/');
    const root = rootOf(html);
    expect(root).toContain(`<h1 id="hero-titre" class="hero__title">${asHtml(SEED_RESTAURANT.name)}</h1>`);
    expect(root).toContain(asHtml(SEED_RESTAURANT.tagline));
    expect(root).toContain('Une trattoria tessinoise au cœur de Genève');
    expect(root).toContain(asHtml(SEED_RESTAURANT.chefName));
    for (const dish of SEED_MENU.filter((item) => item.category === DEFAULT_CATEGORY)) {
      expect(root).toContain(asHtml(dish.title));
    }
    const otherDish = SEED_MENU.find((item) => item.category !== DEFAULT_CATEGORY)!;
    expect(root).not.toContain(`>${asHtml(otherDish.title)}<`);
    expect(root).toContain(asHtml(SEED_RESTAURANT.phone));
    expect(root).toContain(asHtml(SEED_RESTAURANT.street));
    // The first screen's fonts and the first hero image are asked for from the head; the page's chunk is not, so it
    // does not share a slow link with them (the app's code loads after the first paint).
    expect(html).toMatch(/<link rel="preload" href="\/assets\/inter-latin-400-normal-[\w-]+\.woff2" as="font"/);
    expect(html).toMatch(/<link rel="preload" as="image" imagesrcset="\/images\/restaurant\/hero-fondue-640\.webp/);
    expect(html).not.toMatch(/<link rel="modulepreload" href="\/assets\/HomePage-/);
    expect(html).toContain('<script type="application/ld+json">');
  });

  it("carries its stylesheets inline, and asks for the app's scripts at low priority", async () => {
    for (const pathname of ['/', '/la-carte', '/galerie', '/contact', '/reserver']) {
      const html = await page(pathname);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      // The shell's rules and every restaurant page's: moving between them later loads no stylesheet.
      const inline = [
        ...head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<style>([\s\S]*?)<\/style>/g),
      ].map(([, css]) => css);
      // The shell's one stylesheet: a page's chunk with a stylesheet of its own would have the browser fetch it again
      // as the page's code arrives (e2e/server-render.spec.ts).
      expect(inline).toHaveLength(1);
      const styles = inline.join('\n');
      for (const rule of [
        '.skip-link{',
        '.hero{',
        '.dishes{',
        '.gallery__grid{',
        '.contact__grid{',
        '.booking-calendar{',
        '.booking-done{',
      ]) {
        expect(styles).toContain(rule);
      }
      expect(head).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/);
      expect(head).not.toMatch(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority="low")/);
    }
    // The dashboard, drawn in the browser, keeps index.html as it is.
    const admin = (await app.request.get('/admin').set('Accept', 'text/html').expect(200)).text;
    expect(admin).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    expect(admin).not.toContain('fetchpriority="low"');
  });

  it("carries AOS's fade-up only, not its whole stylesheet of animations, delays and easings", async () => {
    const html = await page('/');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('\n');
    expect(styles).toMatch(/\[data-aos=["']?fade-up["']?\]/);
    expect(styles).not.toMatch(/data-aos[=^]+["']?(zoom|flip|slide|fade-down)|data-aos-delay|data-aos-easing/);
  });

  it('/la-carte carries the whole menu, and the lazily loaded page does not preload its script', async () => {
    const html = await page('/la-carte');
    const root = rootOf(html);
    expect(root).toContain('<h1>La carte</h1>');
    // Every seeded dish guests may see today: hidden ones and those outside their dates stay out (availability.test.ts).
    const today = serviceDayOf(new Date());
    const undated = { availability: 'disponible', soldOutOn: null, availableFrom: null, availableUntil: null } as const;
    for (const dish of SEED_MENU.filter((seeded) => isPublicOn({ ...undated, ...seeded }, today))) {
      expect(root).toContain(asHtml(dish.title));
    }
    expect(root).not.toContain('Chargement de la carte');
    expect(html).not.toMatch(/<link rel="modulepreload" href="\/assets\/MenuRoute-/);
  });

  it('/galerie carries the gallery and /contact the contact blocks', async () => {
    const gallery = await page('/galerie');
    expect(rootOf(gallery)).toContain('<h1 class="gallery__title">Notre galerie</h1>');
    expect(rootOf(gallery).match(/class="gallery__item"/g)?.length).toBeGreaterThan(3);

    const contact = await page('/contact');
    const root = rootOf(contact);
    expect(root).toContain('CONTACT US');
    expect(root).toContain(asHtml(SEED_RESTAURANT.phone));
    expect(root).toContain(asHtml(SEED_RESTAURANT.email));
    expect(root).toContain('href="/reserver"');
  });

  it('/reserver carries its title and the party size, the calendar waiting for the app (it depends on today)', async () => {
    const root = rootOf(await page('/reserver'));
    expect(root).toContain('<h1 class="contact__title">Réserver une table</h1>');
    expect(root).toContain(asHtml(SEED_RESTAURANT.phone));
    expect(root).toContain('Nombre de personnes');
    expect(root).not.toContain('booking-calendar');
  });

  it('carries the data it was rendered from, the same as the public API answers, the menu only where it shows', async () => {
    const restaurant = (await app.request.get('/api/public/restaurant').expect(200)).body.data as RestaurantInfo;
    const menu = await publicMenu();
    const setMenus = (await app.request.get('/api/public/set-menus').expect(200)).body.data as PublicSetMenu[];
    expect(setMenus.length).toBeGreaterThan(0);
    // No evening to come: the home page lists none (docs/product.md#evenings).
    expect(dataOf(await page('/'))).toEqual({ restaurant, menu, setMenus: null, evenings: [] });
    expect(dataOf(await page('/la-carte'))).toEqual({ restaurant, menu, setMenus });
    for (const address of ['/galerie', '/contact', '/reserver']) {
      expect(dataOf(await page(address)), address).toEqual({ restaurant, menu: null, setMenus: null });
    }
  });

  it("carries Geneva's offsets from UTC for more than two years, so the browser needs no time-zone database", async () => {
    const { genevaOffsets } = pageDataOf(await page('/contact'));
    const [first, ...changes] = genevaOffsets.changes;
    expect(first.from).toBeLessThanOrEqual(Date.now());
    expect(genevaOffsets.until - Date.now()).toBeGreaterThan(2 * 366 * 24 * 3600_000);
    // Summer time starts and ends twice a year, each at 01:00 UTC.
    expect(changes.length).toBeGreaterThanOrEqual(4);
    for (const { from, minutes } of [first, ...changes]) {
      expect(tzOffset('Europe/Zurich', new Date(from)), new Date(from).toISOString()).toBe(minutes);
    }
    for (const { from } of changes) expect(new Date(from).toISOString()).toMatch(/T01:00:00\.000Z$/);
  });

  it("names the menu's countries of origin in the page's language, where the menu shows", async () => {
    const origins = (await publicMenu()).flatMap((item) => item.origins);
    // A sea fish is placed by its FAO area, with no country.
    const codes = new Set(origins.map((origin) => origin.country).filter((country) => country !== ''));
    expect(codes.has('CH')).toBe(true);
    const { countryNames } = pageDataOf(await page('/la-carte'));
    expect(countryNames?.locale).toBe('fr');
    expect(Object.keys(countryNames!.names).sort()).toEqual([...codes].sort());
    expect(countryNames!.names.CH).toBe('Suisse');
    expect(pageDataOf(await page('/de/speisekarte')).countryNames?.names.CH).toBe('Schweiz');
    expect(pageDataOf(await page('/contact')).countryNames).toBeNull();
  });

  it('after a new build of index.html, the lazily loaded pages are still rendered with their data', async () => {
    const lazyPages = {
      '/la-carte': SEED_MENU[0].title,
      '/galerie': 'Notre galerie',
      '/contact': SEED_RESTAURANT.phone,
      '/reserver': 'Réserver une table',
    };
    for (const [pathname, text] of Object.entries(lazyPages))
      expect(rootOf(await page(pathname))).toContain(asHtml(text));
    // The server loads the render again for a new index.html (another size): the pages' chunks must come with it.
    const indexFile = path.join(frontendDist, 'index.html');
    fs.writeFileSync(indexFile, `${fs.readFileSync(indexFile, 'utf8')}<!-- rebuilt -->\n`);
    for (const [pathname, text] of Object.entries(lazyPages)) {
      const html = await page(pathname);
      expect(html).toContain('<!-- rebuilt -->');
      expect(rootOf(html)).toContain(asHtml(text));
    }
  });

  it('leaves the dashboard and the template pages to the browser', async () => {
    for (const pathname of ['/admin', '/about']) {
      const html = (await app.request.get(pathname).set('Accept', 'text/html').expect(200)).text;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('donnees-initiales');
    }
  });
});

describe('edits show on the next request of a rendered page', () => {
  it('a dish edited through the staff API, text that could close the script element included', async () => {
    const [first] = await publicMenu();
    const description = 'Servie avec </script><script>alert(1)</script> & une <!-- salade -->';
    const title = 'Charbonnade du patron';
    await app.request
      .put(`/api/menu/${first.id}`)
      .set(staff())
      .send({ title, price: first.price, description, category: first.category })
      .expect(200);
    const html = await page('/la-carte');
    expect(rootOf(html)).toContain(asHtml(title));
    expect(rootOf(html)).toContain(asHtml(description));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(dataOf(html).menu?.find((item) => item.id === first.id)).toMatchObject({ title, description });
    expect(rootOf(await page('/'))).toContain(asHtml(title));
  });

  it('a dish created and a restaurant fact changed in /cms', async () => {
    const created = await app.request
      .post('/content-manager/collection-types/api::menu-item.menu-item')
      .set(owner())
      .send({ title: 'Polenta del Ticino', price: 24, description: 'Polenta au feu de bois.', category: 'Nos Pâtes' })
      .expect(201);
    expect(created.body.data.documentId).toBeTruthy();
    expect(rootOf(await page('/la-carte'))).toContain('Polenta del Ticino');

    const tagline = 'La cuisine du Tessin, à deux pas de Cornavin';
    await app.request
      .put('/content-manager/single-types/api::restaurant.restaurant')
      .set(owner())
      .send({ tagline })
      .expect(200);
    expect(rootOf(await page('/'))).toContain(`<p class="hero__tagline">${asHtml(tagline)}</p>`);
    expect(dataOf(await page('/contact')).restaurant?.tagline).toBe(tagline);
  });
});
