import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessageOf, staffText, type MenuItem, type PublicSetMenu, type SetMenu } from '@ticino/shared';
import { staffRefusal, staffSaid } from './messages';
import { CMS_ROOT, loginToken, startStrapi, type TestStrapi } from './strapi';

const OWNER = { email: 'owner@example.org', password: 'Backoffice-2026' };
const CMS_SET_MENUS = '/content-manager/collection-types/api::set-menu.set-menu';

/** The real build of the website (`npm run build` first), copied: the server rewrites files of its build folder. */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-set-menus-'));

let app: TestStrapi;
let token: string;
let owner: { Authorization: string };
const auth = () => ({ Authorization: `Bearer ${token}` });

const publicSetMenus = async () =>
  (await app.request.get('/api/public/set-menus').expect(200)).body.data as PublicSetMenu[];
const staffSetMenus = async () =>
  (await app.request.get('/api/set-menus').set(auth()).expect(200)).body.data as SetMenu[];
const page = async (address: string) => (await app.request.get(address).set('Accept', 'text/html').expect(200)).text;
/** The page's body without its scripts (the menu's data and the JSON-LD): what the visitor reads. */
const visibleText = (html: string) => html.slice(html.indexOf('<body')).replace(/<script[\s\S]*?<\/script>/g, '');

interface JsonLdSection {
  name: string;
  description?: string;
  offers?: { price: string; priceCurrency: string };
  hasMenuSection?: JsonLdSection[];
  hasMenuItem?: { name: string }[];
}

/** The menu sections of the JSON-LD of a server-rendered page. */
function jsonLdSections(html: string): JsonLdSection[] {
  const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return (JSON.parse(script![1]) as { hasMenu: { hasMenuSection: JsonLdSection[] } }).hasMenu.hasMenuSection;
}

const staffMenu = async () => (await app.request.get('/api/menu').set(auth()).expect(200)).body.data as MenuItem[];

/** The seeded dishes' ids by title. */
let dishIds: Map<string, string>;
const idOf = (title: string) => dishIds.get(title)!;

const evening = () => ({
  name: '  Formule du soir ',
  price: '42.50',
  days: ['Samedi', 'Vendredi'],
  startsAt: '18:30',
  endsAt: '22:00',
  courses: [
    { name: 'Entrée', dishes: [idOf('Salade verte'), idOf('Carpaccio de bœuf'), idOf('Vitello tonnato')] },
    {
      name: 'Dessert',
      dishes: [idOf('Tiramisù maison'), idOf('Coupe Danemark'), idOf('Mousse au chocolat noir')],
    },
  ],
});

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({
    CMS_ADMIN_EMAIL: OWNER.email,
    CMS_ADMIN_PASSWORD: OWNER.password,
    FRONTEND_DIST: frontendDist,
    PUBLIC_URL: 'https://www.trattoria.example',
  });
  token = await loginToken(app.request);
  const login = await app.request.post('/admin/login').send(OWNER).expect(200);
  owner = { Authorization: `Bearer ${login.body.data.token as string}` };
  dishIds = new Map((await staffMenu()).map((item) => [item.title, item.id]));
});

afterAll(async () => {
  delete process.env.CMS_ADMIN_EMAIL;
  delete process.env.CMS_ADMIN_PASSWORD;
  await app?.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

describe('set menus (docs/product.md#set-menus)', () => {
  it('seeds « Formule midi » once, served on weekdays at lunch, its dishes with the law details', async () => {
    const [lunch] = await staffSetMenus();
    expect(lunch).toMatchObject({
      name: 'Formule midi',
      price: 26.5,
      days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
      startsAt: '11:30',
      endsAt: '14:00',
    });
    expect(lunch.courses.map((course) => [course.name, course.dishes.length])).toEqual([
      ['Entrée', 3],
      ['Plat', 3],
    ]);
    const [shown] = await publicSetMenus();
    expect(shown.courses[1].dishes.map((dish) => dish.title)).toEqual([
      "Penne all'arrabbiata",
      'Lasagnes al forno',
      'Spaghetti alla carbonara',
    ]);
    const lasagne = shown.courses[1].dishes[1];
    expect(lasagne).toMatchObject({ id: idOf('Lasagnes al forno'), category: 'Nos Pâtes' });
    expect(Array.isArray(lasagne.allergens) && Array.isArray(lasagne.origins)).toBe(true);
  });

  it('shows it on /la-carte as the server renders it, with its schedule, courses and choices, and in the JSON-LD', async () => {
    const html = await page('/la-carte');
    const text = visibleText(html);
    for (const words of [
      '>Formules</h2>',
      'Formule midi',
      'CHF 26.50',
      'servie du lundi au vendredi à midi',
      'Entrée',
      'Salade mêlée',
      'Soupe de légumes du marché',
      'Salade caprese',
      'Lasagnes al forno',
      'Spaghetti alla carbonara',
      'Penne all&#x27;arrabbiata',
    ]) {
      expect(text).toContain(words);
    }
    const lunch = jsonLdSections(html).find((section) => section.name === 'Formule midi')!;
    expect(lunch.offers).toEqual({ '@type': 'Offer', price: '26.50', priceCurrency: 'CHF' });
    expect(lunch.description).toBe('Entrée + plat · servie du lundi au vendredi à midi');
    expect(lunch.hasMenuSection!.map((course) => [course.name, course.hasMenuItem!.length])).toEqual([
      ['Entrée', 3],
      ['Plat', 3],
    ]);
    expect(visibleText(await page('/en/menu'))).toContain('served Monday to Friday at lunchtime');
  });

  it('keeps the staff routes for the staff', async () => {
    await app.request.get('/api/set-menus').expect(401);
    await app.request.post('/api/set-menus').send(evening()).expect(401);
  });

  it('creates a set menu cleaned by the shared rules, and shows it publicly', async () => {
    const response = await app.request.post('/api/set-menus').set(auth()).send(evening()).expect(201);
    expect(response.body).toMatchObject({ success: true, ...staffSaid(staffMessageOf('setMenu.created')) });
    const created = response.body.data as SetMenu;
    expect(created).toMatchObject({
      name: 'Formule du soir',
      price: 42.5,
      days: ['Vendredi', 'Samedi'],
      startsAt: '18:30',
      endsAt: '22:00',
    });
    expect(created.courses[1].dishes).toEqual(evening().courses[1].dishes);
    expect((await publicSetMenus()).map((setMenu) => setMenu.name)).toEqual(['Formule midi', 'Formule du soir']);
    const text = visibleText(await page('/la-carte'));
    expect(text).toContain('Formule du soir');
    expect(text).toContain('servie le vendredi et le samedi le soir');
  });

  it('refuses a bad set menu in French, with a 400 that changes nothing', async () => {
    const before = await staffSetMenus();
    const invalid = staffMessageOf('setMenu.invalid');
    const cases: [Record<string, unknown>, ReturnType<typeof staffRefusal>][] = [
      [{ courses: [] }, staffRefusal(invalid, { courses: staffMessageOf('setMenu.coursesRequired') })],
      [
        { courses: [{ name: 'Plat', dishes: [] }] },
        staffRefusal(invalid, { 'courses.0.dishes': staffMessageOf('setMenu.courseDishesRequired', { course: 1 }) }),
      ],
      // The price follows the dishes' rule, and says so with its code.
      [{ price: '0' }, staffRefusal(invalid, { price: staffMessageOf('menuItem.priceNotPositive') })],
      [{ days: [] }, staffRefusal(invalid, { days: staffMessageOf('setMenu.daysRequired') })],
      [
        { courses: [{ name: 'Plat', dishes: ['no-such-dish'] }] },
        staffRefusal(invalid, { courses: staffMessageOf('setMenu.courseDishUnknown', { course: 1 }) }),
      ],
    ];
    for (const [change, answer] of cases) {
      const response = await app.request
        .post('/api/set-menus')
        .set(auth())
        .send({ ...evening(), name: 'Refusée', ...change })
        .expect(400);
      expect(response.body).toEqual(answer);
    }
    const [first] = before;
    await app.request
      .put(`/api/set-menus/${first.id}`)
      .set(auth())
      .send({ ...first, courses: [] })
      .expect(400);
    expect(await staffSetMenus()).toEqual(before);
  });

  it('refuses a bad set menu from /cms too, in French, and saves nothing', async () => {
    const before = await staffSetMenus();
    const response = await app.request
      .post(CMS_SET_MENUS)
      .set(owner)
      .send({ name: 'Formule vide', price: 20, days: ['Lundi'], startsAt: '11:30', endsAt: '14:00', courses: [] })
      .expect(400);
    expect(JSON.stringify(response.body)).toContain(staffText('setMenu.coursesRequired'));
    const price = await app.request
      .post(CMS_SET_MENUS)
      .set(owner)
      .send({ name: 'Formule', price: 20.555, days: ['Lundi'], startsAt: '11:30', endsAt: '14:00', courses: [] })
      .expect(400);
    expect(JSON.stringify(price.body)).toContain(staffText('menuItem.priceTooPrecise'));
    expect(await staffSetMenus()).toEqual(before);
  });

  it('drops a hidden dish from the choices, and a set menu whose course it empties', async () => {
    const carpaccio = idOf('Carpaccio de bœuf');
    await app.request
      .put(`/api/menu/${carpaccio}/availability`)
      .set(auth())
      .send({ availability: 'masqué' })
      .expect(200);
    const soir = (await publicSetMenus()).find((setMenu) => setMenu.name === 'Formule du soir')!;
    expect(soir.courses[0].dishes.map((dish) => dish.id)).toEqual([idOf('Salade verte'), idOf('Vitello tonnato')]);

    const stored = (await staffSetMenus()).find((setMenu) => setMenu.name === 'Formule du soir')!;
    await app.request
      .put(`/api/set-menus/${stored.id}`)
      .set(auth())
      .send({ ...stored, courses: [{ name: 'Entrée', dishes: [carpaccio] }, stored.courses[1]] })
      .expect(200);
    expect((await publicSetMenus()).map((setMenu) => setMenu.name)).toEqual(['Formule midi']);
    // The staff still see it, to change the course.
    expect((await staffSetMenus()).map((setMenu) => setMenu.name)).toContain('Formule du soir');

    await app.request
      .put(`/api/menu/${carpaccio}/availability`)
      .set(auth())
      .send({ availability: 'disponible' })
      .expect(200);
    expect((await publicSetMenus()).map((setMenu) => setMenu.name)).toEqual(['Formule midi', 'Formule du soir']);
  });

  it('deletes a set menu, then knows it no more', async () => {
    const stored = (await staffSetMenus()).find((setMenu) => setMenu.name === 'Formule du soir')!;
    await app.request.delete(`/api/set-menus/${stored.id}`).set(auth()).expect(200);
    await app.request.delete(`/api/set-menus/${stored.id}`).set(auth()).expect(404);
    await app.request.put(`/api/set-menus/${stored.id}`).set(auth()).send(evening()).expect(404);
    expect((await publicSetMenus()).map((setMenu) => setMenu.name)).toEqual(['Formule midi']);
  });
});
