import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDaysToDayText,
  menuToCsv,
  nextServiceDayStart,
  serviceDayOf,
  staffMessageOf,
  type AnimalOrigin,
  type MenuItem,
  type MenuStatistics,
  type PublicMenuItem,
} from '@ticino/shared';
import { menuItemRefusal } from './messages';
import { getPdf, pdfText } from './pdf';
import { CMS_ROOT, loginToken, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });
/** The real build of the website (`npm run build` first), copied: the server rewrites files of its build folder. */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-board-'));

const HEADING = "Aujourd'hui à l'ardoise";
/** The heading as React writes it in the server's HTML. */
const HEADING_HTML = 'Aujourd&#x27;hui à l&#x27;ardoise';
const PERCH: AnimalOrigin = {
  animal: 'poisson',
  name: 'Perche',
  production: 'elevage',
  country: 'CH',
  faoArea: null,
};

const boardDish = (title: string, boardUntil: string, extra: Record<string, unknown> = {}) => ({
  title,
  price: '27.50',
  description: 'Selon le marché.',
  category: 'Nos Spécialités',
  allergens: ['lait'],
  boardUntil,
  ...extra,
});

const publicMenu = async (query = '') =>
  (await app.request.get(`/api/public/menu${query}`).expect(200)).body.data as PublicMenuItem[];
const staffMenu = async () => (await app.request.get('/api/menu').set(auth()).expect(200)).body.data as MenuItem[];
const page = async (address: string) => (await app.request.get(address).set('Accept', 'text/html').expect(200)).text;

interface JsonLdSection {
  name: string;
  hasMenuItem: { name: string; offers: { availability?: string } }[];
}

/** The menu sections of the JSON-LD of a server-rendered page. */
function jsonLdSections(html: string): JsonLdSection[] {
  const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return (JSON.parse(script![1]) as { hasMenu: { hasMenuSection: JsonLdSection[] } }).hasMenu.hasMenuSection;
}

/** The page's body without its scripts (the menu's data and the JSON-LD): what the visitor reads. */
const visibleText = (html: string) => html.slice(html.indexOf('<body')).replace(/<script[\s\S]*?<\/script>/g, '');
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

async function addToBoard(values: Record<string, unknown>): Promise<MenuItem> {
  return (await app.request.post('/api/menu').set(auth()).send(values).expect(201)).body.data as MenuItem;
}

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({ FRONTEND_DIST: frontendDist, PUBLIC_URL: 'https://www.trattoria.example' });
  token = await loginToken(app.request);
});

afterAll(async () => {
  vi.useRealTimers();
  await app?.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

describe("today's board (docs/product.md#todays-board)", () => {
  it('shows nothing while the board is empty', async () => {
    expect((await publicMenu()).some((item) => item.board)).toBe(false);
    for (const address of ['/', '/la-carte']) expect(await page(address)).not.toContain(HEADING_HTML);
    expect(jsonLdSections(await page('/la-carte')).map((section) => section.name)).not.toContain(HEADING);
  });

  it('refuses a board dish of fish without its origin, with the law message, and saves nothing', async () => {
    const today = serviceDayOf(new Date());
    for (const values of [
      boardDish('Perche du Léman', today, { category: 'Nos Poissons', allergens: ['poissons'] }),
      boardDish('Moules marinière', today, { allergens: ['mollusques'] }),
      boardDish('Brasato', today, { category: 'Nos Viandes', allergens: [] }),
    ]) {
      const response = await app.request.post('/api/menu').set(auth()).send(values).expect(400);
      expect(response.body).toEqual(menuItemRefusal({ origins: staffMessageOf('law.originMissing') }));
      expect(response.body.errors.origins).toBe('Origine de la viande ou du poisson non déclarée');
    }
    const titles = (await staffMenu()).map((item) => item.title);
    expect(titles).not.toContain('Perche du Léman');
    expect(titles).not.toContain('Brasato');
  });

  it('shows a board dish at the top of /la-carte and on /, in the API and the JSON-LD, once', async () => {
    const today = serviceDayOf(new Date());
    const perch = await addToBoard(
      boardDish('Perche du Léman meunière', today, {
        category: 'Nos Poissons',
        allergens: ['poissons', 'lait'],
        origins: [PERCH],
      }),
    );
    expect(perch.boardUntil).toBe(today);

    const shown = (await publicMenu()).filter((item) => item.title === 'Perche du Léman meunière');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: perch.id, board: true, category: 'Nos Poissons' });
    expect(shown[0]).not.toHaveProperty('boardUntil');
    expect((await publicMenu()).filter((item) => item.board !== true).every((item) => !('board' in item))).toBe(true);

    for (const address of ['/', '/la-carte']) {
      const html = visibleText(await page(address));
      expect(html).toContain(HEADING_HTML);
      expect(html.indexOf(HEADING_HTML)).toBeLessThan(html.indexOf('Perche du Léman meunière'));
    }
    const carte = await page('/la-carte');
    // Once, on the board: never also under « Nos Poissons ».
    expect(occurrences(visibleText(carte), 'Perche du Léman meunière')).toBe(1);
    const sections = jsonLdSections(carte);
    expect(sections[0].name).toBe(HEADING);
    expect(sections[0].hasMenuItem.map((dish) => dish.name)).toEqual(['Perche du Léman meunière']);
    const elsewhere = sections.slice(1).flatMap((section) => section.hasMenuItem.map((dish) => dish.name));
    expect(elsewhere).not.toContain('Perche du Léman meunière');
  });

  it('« Épuisé » works on a board dish as on any dish', async () => {
    const dish = await addToBoard(boardDish('Gnocchi à la sauge', serviceDayOf(new Date())));
    await app.request.put(`/api/menu/${dish.id}/availability`).set(auth()).send({ availability: 'épuisé' }).expect(200);
    expect((await publicMenu()).find((item) => item.id === dish.id)).toMatchObject({
      board: true,
      availability: 'épuisé',
    });
    const section = jsonLdSections(await page('/la-carte'))[0];
    expect(section.hasMenuItem.find((entry) => entry.name === 'Gnocchi à la sauge')?.offers.availability).toBe(
      'https://schema.org/SoldOut',
    );
  });

  it('stays on the board until a chosen date', async () => {
    const dish = await addToBoard(boardDish('Polenta taragna du jour', addDaysToDayText(serviceDayOf(new Date()), 3)));
    expect((await publicMenu()).find((item) => item.id === dish.id)?.board).toBe(true);
  });

  it('is left out of the menu file, which neither changes nor removes it on import', async () => {
    const items = await staffMenu();
    const board = items.filter((item) => item.boardUntil !== null);
    expect(board.length).toBeGreaterThan(0);
    const csv = menuToCsv(items);
    for (const dish of board) expect(csv).not.toContain(dish.title);
    const preview = await app.request.post('/api/menu/import').set(auth()).send({ csv, mode: 'preview' }).expect(200);
    expect(preview.body.data).toMatchObject({ added: [], changed: [], removed: [] });
    const applied = await app.request
      .post('/api/menu/import')
      .set(auth())
      .send({ csv, mode: 'apply', version: preview.body.data.version })
      .expect(200);
    expect(applied.body.data.applied).toBe(true);
    const after = (await staffMenu()).map((item) => item.id);
    for (const dish of board) expect(after).toContain(dish.id);
  });

  it('is counted apart in the statistics', async () => {
    const items = await staffMenu();
    const statistics = (await app.request.get('/api/menu/statistics').set(auth()).expect(200)).body
      .data as MenuStatistics;
    const menuDishes = items.filter((item) => item.boardUntil === null);
    expect(statistics.total).toBe(menuDishes.length);
    expect(statistics.board).toEqual({ today: items.length - menuDishes.length, kept: 0 });
    expect(statistics.byCategory.find((entry) => entry.category === 'Nos Poissons')?.count).toBe(
      menuDishes.filter((item) => item.category === 'Nos Poissons').length,
    );
  });

  it("orders a category's own dishes without its board dishes", async () => {
    const fish = (await staffMenu()).filter((item) => item.category === 'Nos Poissons' && item.boardUntil === null);
    const reversed = fish.map((item) => item.id).reverse();
    const response = await app.request
      .put('/api/menu/order')
      .set(auth())
      .send({ category: 'Nos Poissons', ids: reversed })
      .expect(200);
    expect((response.body.data as MenuItem[]).map((item) => item.id)).toEqual(reversed);
  });
});

describe('the end of a board dish’s days', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves every public output at 05:00 in Zurich by itself, and is kept for reuse', async () => {
    // Only Date is faked: Strapi's own timers, the database and the HTTP server keep running for real.
    const boundary = nextServiceDayStart(Date.now()).getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(boundary - 60_000);
    token = await loginToken(app.request);
    const today = serviceDayOf(boundary - 60_000);
    const dish = await addToBoard(
      boardDish('Osso buco gremolata', today, {
        category: 'Nos Viandes',
        origins: [{ ...PERCH, animal: 'veau', name: 'Veau' }],
      }),
    );
    expect((await publicMenu()).find((item) => item.id === dish.id)?.board).toBe(true);
    expect(await page('/la-carte')).toContain('Osso buco gremolata');
    const printedPageOne = async () => pdfText((await getPdf(app.request, '/carte.pdf')).bytes, { first: 1, last: 1 });
    expect(await printedPageOne()).toContain('Osso buco gremolata');

    vi.setSystemTime(boundary + 1_000);
    expect((await publicMenu()).map((item) => item.id)).not.toContain(dish.id);
    expect((await publicMenu('?category=Nos%20Viandes')).map((item) => item.id)).not.toContain(dish.id);
    for (const address of ['/', '/la-carte']) expect(await page(address)).not.toContain('Osso buco gremolata');
    const names = jsonLdSections(await page('/la-carte')).flatMap((section) => section.hasMenuItem.map((d) => d.name));
    expect(names).not.toContain('Osso buco gremolata');
    expect(await printedPageOne()).not.toContain('Osso buco gremolata');

    token = await loginToken(app.request);
    const kept = (await staffMenu()).find((item) => item.id === dish.id);
    expect(kept).toMatchObject({ title: 'Osso buco gremolata', boardUntil: today });
    const statistics = (await app.request.get('/api/menu/statistics').set(auth()).expect(200)).body
      .data as MenuStatistics;
    expect(statistics.board.kept).toBeGreaterThanOrEqual(1);
  });
});
