import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToDayText,
  dictionaryFor,
  dishPriceText,
  isWineCategory,
  serviceDayOf,
  setMenuSchedule,
  splitBoard,
  type PublicMenuItem,
  type PublicSetMenu,
  type RestaurantInfo,
} from '@ticino/shared';
import { getPdf as getPdfOf, markedLanguages, normalizedText, pdfText } from './pdf';
import { rawRequest } from './raw-http';
import { CMS_ROOT, loginToken, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });
/** The real build of the website, copied: the server rewrites files of its build folder. */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-print-'));
const pdfFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-print-pdf-'));
const getPdf = (address: string) => getPdfOf(app.request, address);

/** Staff texts as printed: French spacing puts no-break spaces where the text had spaces, or none. */
const printedForm = (text: string) =>
  normalizedText(text)
    .replace(/ ?([:;!?»])/gu, ' $1')
    .replace(/« ?/gu, '« ');
const comparable = (text: string) =>
  printedForm(text)
    .replace(/ ([:;!?»])/gu, '$1')
    .replace(/« /gu, '«');

async function menuPdfText(address = '/carte.pdf'): Promise<string> {
  const pdf = await getPdf(address);
  expect(pdf.status).toBe(200);
  return comparable(pdfText(pdf.bytes));
}

const publicMenu = async () => (await app.request.get('/api/public/menu').expect(200)).body.data as PublicMenuItem[];
const restaurant = async () =>
  (await app.request.get('/api/public/restaurant').expect(200)).body.data as RestaurantInfo;

/** Each dish's name, then its price before the next dish's name: the PDF holds the dishes in this order. */
function expectInOrder(text: string, items: readonly PublicMenuItem[]): void {
  let from = 0;
  for (const [index, item] of items.entries()) {
    const at = text.indexOf(comparable(item.title), from);
    expect(at, `${item.title} after the dish before it`).toBeGreaterThanOrEqual(0);
    const next = items[index + 1];
    const nextAt = next ? text.indexOf(comparable(next.title), at + 1) : text.length;
    const priceAt = text.indexOf(dishPriceText(item), at);
    expect(priceAt, `the price of ${item.title}`).toBeGreaterThan(at);
    expect(priceAt, `the price of ${item.title}, before the next dish: ${text.slice(at, at + 160)}`).toBeLessThan(
      nextAt === -1 ? Infinity : nextAt,
    );
    from = at + 1;
  }
}

/** The board's dishes, then the carte's after the set menus (whose choices name dishes of the carte, priceless). */
function expectMenuInOrder(text: string, menu: readonly PublicMenuItem[]): void {
  const { board, carte } = splitBoard(menu);
  expectInOrder(text, board);
  const firstCategory = comparable(dictionaryFor('fr').menu.categories[carte[0].category]);
  const carteStart = text.indexOf(firstCategory, Math.max(0, text.indexOf('Formules')));
  expect(carteStart).toBeGreaterThanOrEqual(0);
  expectInOrder(text.slice(carteStart), carte);
}

const dish = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  price: '31.50',
  description: 'Pour le menu imprimé.',
  category: 'Nos Pâtes',
  allergens: ['gluten'],
  ...extra,
});
const addDish = async (values: Record<string, unknown>) =>
  (await app.request.post('/api/menu').set(auth()).send(values).expect(201)).body.data as { id: number };

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({ FRONTEND_DIST: frontendDist, PUBLIC_URL: 'https://www.trattoria.example' });
  token = await loginToken(app.request);
});

afterAll(async () => {
  await app?.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
  fs.rmSync(pdfFolder, { recursive: true, force: true });
});

describe('the printed menu /carte.pdf (docs/product.md#printed-menu)', () => {
  it('is an A4 PDF of every public dish and price in menu order, with the allergen notice and legend', async () => {
    const pdf = await getPdf('/carte.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="carte.pdf"');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.bytes.includes('/Lang (fr)')).toBe(true);

    const text = comparable(pdfText(pdf.bytes));
    const menu = await publicMenu();
    expect(menu.length).toBeGreaterThan(100);
    expectMenuInOrder(text, menu);
    const facts = await restaurant();
    expect(text).toContain(comparable(facts.allergenNotice));
    expect(text).toContain(comparable(facts.priceNotice));
    expect(text).toContain('Symboles des allergènes');
    expect(text).toContain('Gl Céréales contenant du gluten');
  });

  it('names its title, author and language in its metadata', async () => {
    const file = path.join(pdfFolder, 'metadata.pdf');
    fs.writeFileSync(file, (await getPdf('/carte.pdf')).bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const { name } = await restaurant();
    expect(info).toMatch(new RegExp(`^Title: +${name} — La carte$`, 'mu'));
    expect(info).toMatch(new RegExp(`^Author: +${name}$`, 'mu'));
    expect(info).toMatch(/^Page size: +595\.28 x 841\.89 pts \(A4\)$/mu);
    // Real text in embedded subsets of the site's typefaces, not an image.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/\+Inter-Regular .* yes yes yes/u);
    expect(fonts).toMatch(/\+CormorantGaramond-Bold .* yes yes yes/u);
  });

  it('keeps sold-out dishes, leaves out hidden and out-of-date ones, and shows a new dish in the next PDF', async () => {
    const yesterday = addDaysToDayText(serviceDayOf(new Date()), -1);
    await addDish(dish('Tagliatelle épuisées du test', { availability: 'épuisé' }));
    await addDish(dish('Tagliatelle masquées du test', { availability: 'masqué' }));
    await addDish(dish('Tagliatelle passées du test', { availableUntil: yesterday }));
    const before = await menuPdfText();
    expect(before).toContain('Tagliatelle épuisées du test');
    expect(before).not.toContain('Tagliatelle masquées du test');
    expect(before).not.toContain('Tagliatelle passées du test');
    expect(before).not.toContain('Ravioli nouveaux du test');

    await addDish(dish('Ravioli nouveaux du test', { price: '27.00' }));
    const after = await menuPdfText();
    expectMenuInOrder(after, await publicMenu());
    expect(after).toContain('Ravioli nouveaux du test');
  });

  it("prints today's board on page one", async () => {
    const origin = { animal: 'poisson', name: 'Perche', production: 'elevage', country: 'Suisse', faoArea: null };
    await addDish(
      dish("Perche du Léman de l'ardoise", {
        category: 'Nos Poissons',
        allergens: ['poissons'],
        origins: [origin],
        boardUntil: serviceDayOf(new Date()),
      }),
    );
    const pdf = await getPdf('/carte.pdf');
    const pageOne = comparable(pdfText(pdf.bytes, { first: 1, last: 1 }));
    expect(pageOne).toContain("L'ardoise du jour");
    expect(pageOne).toContain("Perche du Léman de l'ardoise");
    expect(pageOne).toContain('Origine: Perche: élevage, Suisse');
    // Its country is stored as a code, named in each printed menu's language.
    const german = comparable(pdfText((await getPdf('/de/speisekarte.pdf')).bytes, { first: 1, last: 1 }));
    expect(german).toContain('Perche: Zucht, Schweiz');
    // Once: on the board, never also under its category.
    const text = comparable(pdfText(pdf.bytes));
    expect(text.split("Perche du Léman de l'ardoise").length - 1).toBe(1);
  });

  it('prints the set menus on page one, each with its price, when it is served and its choices', async () => {
    const response = await app.request.get('/api/public/set-menus').expect(200);
    const setMenus = response.body.data as PublicSetMenu[];
    expect(setMenus.length).toBeGreaterThan(0);
    const pageOne = comparable(pdfText((await getPdf('/carte.pdf')).bytes, { first: 1, last: 1 }));
    expect(pageOne).toContain('Formules');
    for (const setMenu of setMenus) {
      const at = pageOne.indexOf(comparable(setMenu.name));
      expect(at, setMenu.name).toBeGreaterThanOrEqual(0);
      expect(pageOne.indexOf(`CHF ${setMenu.price.toFixed(2)}`, at)).toBeGreaterThan(at);
      expect(pageOne.indexOf(comparable(setMenuSchedule(setMenu, 'fr')), at)).toBeGreaterThan(at);
      for (const course of setMenu.courses) {
        const courseAt = pageOne.indexOf(`${comparable(course.name)} (au choix):`, at);
        expect(courseAt, course.name).toBeGreaterThan(at);
        for (const choice of course.dishes) {
          expect(pageOne.indexOf(comparable(choice.title), courseAt), choice.title).toBeGreaterThan(courseAt);
        }
      }
    }
    const german = comparable(pdfText((await getPdf('/de/speisekarte.pdf')).bytes, { first: 1, last: 1 }));
    expect(german).toContain(setMenuSchedule(setMenus[0], 'de'));
  });

  it('prints the wine list alone at ?section=vins, and refuses an unknown part in French', async () => {
    const menu = await publicMenu();
    const wines = menu.filter((item) => isWineCategory(item.category));
    expect(wines.length).toBeGreaterThan(10);
    const pdf = await getPdf('/carte.pdf?section=vins');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="carte-vins.pdf"');
    const text = comparable(pdfText(pdf.bytes));
    expect(text).toContain('Carte des vins');
    expectInOrder(text, wines);
    for (const item of menu.filter((candidate) => !isWineCategory(candidate.category))) {
      expect(text).not.toContain(`${comparable(item.title)} `);
    }
    expect(text).toContain(comparable((await restaurant()).allergenNotice));

    for (const section of ['desserts', '', 'VINS']) {
      const refused = await app.request.get(`/carte.pdf?section=${section}`).expect(400);
      expect(refused.text).toBe(`Partie de la carte inconnue : « ${section} ». Parties imprimables : vins.`);
    }
  });

  it('answers 304 to a conditional request for the same version, and a new PDF after a change', async () => {
    const first = await rawRequest(app, { path: '/carte.pdf' });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/u);
    const again = await rawRequest(app, { path: '/carte.pdf', headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await addDish(dish('Gnocchi au changement du test'));
    const changed = await rawRequest(app, { path: '/carte.pdf', headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('prints the headings, legend and board in the language of its address', async () => {
    const german = await getPdf('/de/speisekarte.pdf');
    expect(german.status).toBe(200);
    expect(german.bytes.includes('/Lang (de)')).toBe(true);
    const text = comparable(pdfText(german.bytes));
    expect(text).toContain('Speisekarte');
    expect(text).toContain('Symbole der Allergene');
    expect(text).toContain('Heute auf der Tafel');
    expect(text).toContain('Seite 1 von');
    // Dish names stay as stored.
    expect(text).toContain("Perche du Léman de l'ardoise");

    const english = comparable(pdfText((await getPdf('/en/menu.pdf?section=vins')).bytes));
    expect(english).toContain('Wine list');
    const italian = comparable(pdfText((await getPdf('/it/menu.pdf')).bytes));
    expect(italian).toContain('Simboli degli allergeni');
  });

  it('prints the staff’s translations in its language, French tagged as French where one is missing', async () => {
    const english = await getPdf('/en/menu.pdf');
    const text = comparable(pdfText(english.bytes));
    for (const translated of ['Beef charbonnade', 'Set lunch menu', 'Starter + main course', 'Bread and pastries']) {
      expect(text).toContain(translated);
    }
    for (const french of ['Charbonnade de bœuf', 'Formule midi', 'Entrée + plat', 'Pain et pâtisseries']) {
      expect(text).not.toContain(french);
    }
    // Today's board dish has no translation: printed as written, in a span marked French.
    expect(text).toContain("Perche du Léman de l'ardoise");
    expect(markedLanguages(english.bytes)).toEqual(['fr']);
    // The French menu marks nothing: all of it is in the document's language.
    expect(markedLanguages((await getPdf('/carte.pdf')).bytes)).toEqual([]);
  });
});
