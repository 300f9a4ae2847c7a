import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENING_UID,
  MENU_ITEM_UID,
  addDaysToDayText,
  genevaDay,
  messageOf,
  staffMessageOf,
  type MenuItem,
  type PublicEvening,
  type PublicMenuItem,
  type PublicSetMenu,
  type RestaurantInfo,
  type StaffMessage,
  type TranslationGrid,
  type TranslationGridField,
  type TranslationWrite,
} from '@ticino/shared';
import translationSubjectNames from '../src/migrations/2026-11-27-translation-subject-names';
import { CMS_ROOT, loginToken, startStrapi, type TestStrapi } from './strapi';
import { french, staffRefusal, staffSaid } from './messages';
import { rawRequest } from './raw-http';

const OWNER = { email: 'owner@example.org', password: 'Backoffice-2026' };
const CMS_TRANSLATIONS = '/content-manager/collection-types/api::translation.translation';

/** The real build of the website (`npm run build` first), copied: the server rewrites files of its build folder. */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-translations-'));

let app: TestStrapi;
let token: string;
let owner: { Authorization: string };
const auth = () => ({ Authorization: `Bearer ${token}` });

const publicMenu = async (query = '') =>
  (await app.request.get(`/api/public/menu${query}`).expect(200)).body.data as PublicMenuItem[];
const dishIn = async (locale: string, id: string) => (await publicMenu(`?locale=${locale}`)).find((d) => d.id === id)!;
const grid = async () =>
  (await app.request.get('/api/translations').set(auth()).expect(200)).body.data as TranslationGrid;
const write = (change: Partial<TranslationWrite>) => app.request.put('/api/translations').set(auth()).send(change);
const cell = async (subjectId: string, field: string) =>
  (await grid()).rows.find((row) => row.subjectId === subjectId)!.fields.find((line) => line.field === field)!.cells;

let perch: MenuItem;

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
  const staffMenu = (await app.request.get('/api/menu').set(auth()).expect(200)).body.data as MenuItem[];
  perch = staffMenu.find((item) => item.title === 'Filets de perche meunière')!;
});

afterAll(async () => {
  delete process.env.CMS_ADMIN_EMAIL;
  delete process.env.CMS_ADMIN_PASSWORD;
  await app?.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

describe('the public answers in four languages (docs/product.md#translations)', () => {
  it('gives the seeded menu in English, German and Italian, with the same prices and nothing left in French', async () => {
    const french = await publicMenu();
    expect(french.every((item) => item.fallback === undefined)).toBe(true);
    expect(await publicMenu('?locale=fr')).toEqual(french);
    for (const locale of ['en', 'de', 'it']) {
      const translated = await publicMenu(`?locale=${locale}`);
      expect(translated.map((item) => [item.id, item.price, item.allergens, item.category])).toEqual(
        french.map((item) => [item.id, item.price, item.allergens, item.category]),
      );
      expect(translated.filter((item) => item.fallback!.length > 0).map((item) => item.title)).toEqual([]);
    }
    const charbonnade = (id: string, items: PublicMenuItem[]) => items.find((item) => item.id === id)!.title;
    const id = french.find((item) => item.title === 'Charbonnade de bœuf')!.id;
    expect(charbonnade(id, await publicMenu('?locale=en'))).toBe('Beef charbonnade');
    expect(charbonnade(id, await publicMenu('?locale=de'))).toBe('Rindfleisch-Charbonnade');
    expect(charbonnade(id, await publicMenu('?locale=it'))).toBe('Charbonnade di manzo');
    const perchInEnglish = await dishIn('en', perch.id);
    expect(perchInEnglish.origins.map((origin) => origin.name)).toEqual(['Perch']);
    expect(perchInEnglish.origins.map((origin) => origin.country)).toEqual(perch.origins.map((o) => o.country));
  });

  it('gives the restaurant facts and the set menus translated, the restaurant under one address', async () => {
    const facts = (await app.request.get('/api/public/restaurant?locale=en').expect(200)).body.data as RestaurantInfo;
    expect(facts).toMatchObject({ priceNotice: 'Prices in CHF, VAT and service included', fallback: [] });
    const german = (await app.request.get('/api/public/restaurant?locale=de').expect(200)).body.data as RestaurantInfo;
    expect(german.openingExceptions[0].label).toBe('Restauration der Genfer Republik');
    expect(german.phone).toBe(facts.phone);
    const [lunch] = (await app.request.get('/api/public/set-menus?locale=it').expect(200)).body.data as PublicSetMenu[];
    expect(lunch.name).toBe('Menu di mezzogiorno');
    expect(lunch.courses.map((course) => course.name)).toEqual(['Antipasto', 'Piatto principale']);
    expect(lunch.courses[1].dishes.every((dish) => dish.fallback?.length === 0)).toBe(true);
  });

  it('refuses a language the site does not speak with a 400 in French', async () => {
    for (const address of [
      '/api/public/menu?locale=es',
      '/api/public/restaurant?locale=EN',
      '/api/public/set-menus?locale=',
    ]) {
      const refused = await app.request.get(address).expect(400);
      expect(refused.body).toEqual({
        success: false,
        message: french('api.localeUnknown'),
        code: 'api.localeUnknown',
        errors: { locale: french('api.localeUnknown') },
        errorCodes: { locale: messageOf('api.localeUnknown') },
      });
    }
  });

  it('finds a dish on the English menu by its English text and by its French name', async () => {
    const titles = async (query: string) => (await publicMenu(query)).map((item) => item.title);
    expect(await titles('?locale=en&search=perch')).toContain('Perch fillets meunière');
    expect(await titles('?locale=en&search=perche meuni')).toContain('Perch fillets meunière');
    expect(await titles('?locale=en&search=thin slices')).toContain('Beef charbonnade');
    expect(await titles('?locale=en&search=fines tranches')).not.toContain('Beef charbonnade');
    expect(await titles('?search=perch')).not.toContain('Perch fillets meunière');
  });

  it('keeps an entity tag per language, answered 304 when the client has it', async () => {
    const english = await rawRequest(app, { path: '/api/public/menu?locale=en' });
    const french = await rawRequest(app, { path: '/api/public/menu' });
    expect(english.headers.etag).toBeTruthy();
    expect(english.headers.etag).not.toBe(french.headers.etag);
    const again = await rawRequest(app, {
      path: '/api/public/menu?locale=en',
      headers: { 'If-None-Match': String(english.headers.etag) },
    });
    expect(again.status).toBe(304);
  });
});

describe('the staff translations (docs/product.md#translations)', () => {
  it('are for the staff only', async () => {
    await app.request.get('/api/translations').expect(401);
    await app.request.put('/api/translations').send({}).expect(401);
  });

  it('list every dish, set menu and restaurant text with the seeded translations validated', async () => {
    const { rows, counts } = await grid();
    expect(counts).toEqual({ missing: 0, toReview: 0 });
    const perchRow = rows.find((row) => row.subjectId === perch.id)!;
    expect(perchRow).toMatchObject({ subject: 'plat', name: 'Filets de perche meunière', category: perch.category });
    expect(perchRow.fields.map((field) => field.field)).toEqual(['title', 'description', 'origins.Perche']);
    expect(perchRow.fields[0].cells.de).toMatchObject({ state: 'validée' });
    expect(rows.filter((row) => row.subject === 'restaurant')).toHaveLength(1);
    expect(rows.filter((row) => row.subject === 'formule').map((row) => row.name)).toEqual(['Formule midi']);
  });

  it('shows a dish in French, marked as such, once its English text is removed, and counts it missing', async () => {
    const removed = await write({
      subject: 'plat',
      subjectId: perch.id,
      field: 'title',
      language: 'en',
      text: '',
      validate: false,
    }).expect(200);
    expect(removed.body).toMatchObject(staffSaid(staffMessageOf('translation.removed')));
    expect((removed.body.data as TranslationGridField).cells.en).toEqual({ text: '', state: 'manquante', shown: null });
    expect(await dishIn('en', perch.id)).toMatchObject({ title: perch.title, fallback: ['title'] });
    expect((await dishIn('de', perch.id)).fallback).toEqual([]);
    expect((await grid()).counts).toEqual({ missing: 1, toReview: 0 });
    const page = (await app.request.get('/en/menu').set('Accept', 'text/html').expect(200)).text;
    expect(page).toContain(`lang="fr">${perch.title}<`);

    await write({
      subject: 'plat',
      subjectId: perch.id,
      field: 'title',
      language: 'en',
      text: 'Lake perch',
      validate: true,
    }).expect(200);
    expect(await dishIn('en', perch.id)).toMatchObject({ title: 'Lake perch', fallback: [] });
    expect((await grid()).counts).toEqual({ missing: 0, toReview: 0 });
  });

  it('sends translations back « à revoir » when the French text changes, showing the last validated text meanwhile', async () => {
    const before = await dishIn('it', perch.id);
    await app.strapi.documents(MENU_ITEM_UID).update({
      documentId: perch.id,
      data: { description: 'Filets de perche du Léman dorés au beurre, frites maison.' },
    });
    expect((await dishIn('it', perch.id)).description).toBe(before.description);
    const cells = await cell(perch.id, 'description');
    expect([cells.en.state, cells.de.state, cells.it.state]).toEqual(['à revoir', 'à revoir', 'à revoir']);
    expect((await grid()).counts).toEqual({ missing: 0, toReview: 3 });
    const stored = await app.strapi.db.query('api::translation.translation').findMany({
      where: { subjectId: perch.id, field: 'description' },
    });
    expect(stored.map((row: { validation: string }) => row.validation)).toEqual(['à revoir', 'à revoir', 'à revoir']);

    // Written, not validated: visitors still read the text validated before.
    const draft = 'Filetti di pesce persico del Lemano dorati al burro, patatine fatte in casa.';
    await write({
      subject: 'plat',
      subjectId: perch.id,
      field: 'description',
      language: 'it',
      text: draft,
      validate: false,
    }).expect(200);
    expect((await dishIn('it', perch.id)).description).toBe(before.description);
    expect((await cell(perch.id, 'description')).it).toEqual({
      text: draft,
      state: 'à revoir',
      shown: before.description,
    });
    const validated = await write({
      subject: 'plat',
      subjectId: perch.id,
      field: 'description',
      language: 'it',
      text: draft,
      validate: true,
    }).expect(200);
    expect(validated.body).toMatchObject(staffSaid(staffMessageOf('translation.validated')));
    expect((await dishIn('it', perch.id)).description).toBe(draft);
    expect((await grid()).counts).toEqual({ missing: 0, toReview: 2 });
  });

  it('shows a price change in every language with no translation edited', async () => {
    await app.strapi.documents(MENU_ITEM_UID).update({ documentId: perch.id, data: { price: 39.5 } });
    for (const locale of ['fr', 'en', 'de', 'it']) expect((await dishIn(locale, perch.id)).price).toBe(39.5);
  });

  it('refuses a bad translation with a 400 or 404 in French, changing nothing', async () => {
    const before = await grid();
    const valid = {
      subject: 'plat',
      subjectId: perch.id,
      field: 'title',
      language: 'de',
      text: 'Egli',
      validate: true,
    };
    /** A refusal of one field, the answer naming it under that field too. */
    const onField = (field: string, message: StaffMessage) => staffRefusal(message, { [field]: message });
    const notFound = staffRefusal(staffMessageOf('translation.subjectNotFound'));
    const refusals: [Record<string, unknown>, number, ReturnType<typeof staffRefusal>][] = [
      [{ ...valid, language: 'fr' }, 400, onField('language', staffMessageOf('translation.languageUnknown'))],
      [{ ...valid, subject: 'vin' }, 400, onField('subject', staffMessageOf('translation.subjectUnknown'))],
      [{ ...valid, field: 'price' }, 400, onField('field', staffMessageOf('translation.fieldUnknown'))],
      [{ ...valid, validate: 'oui' }, 400, onField('validate', staffMessageOf('translation.validateNotBoolean'))],
      [{ ...valid, text: ' ' }, 400, onField('text', staffMessageOf('translation.emptyValidation'))],
      [{ ...valid, text: 'x'.repeat(201) }, 400, onField('text', staffMessageOf('translation.tooLong', { max: 200 }))],
      [{ ...valid, subjectId: 'inconnu' }, 404, notFound],
      [{ ...valid, subject: 'restaurant', subjectId: 'autre', field: 'tagline' }, 404, notFound],
    ];
    for (const [body, status, answer] of refusals) {
      const refused = await app.request.put('/api/translations').set(auth()).send(body).expect(status);
      expect(refused.body).toEqual(answer);
    }
    expect(await grid()).toEqual(before);
  });

  it('names each translation’s dish in /cms as the dish is called now, after an upgrade too', async () => {
    const translations = app.strapi.db.query('api::translation.translation');
    const names = async () => {
      const { body } = await app.request
        .get(`${CMS_TRANSLATIONS}?filters[subjectId][$eq]=${perch.id}&pageSize=100`)
        .set(owner)
        .expect(200);
      return new Set((body.results as { subjectName: string | null }[]).map((row) => row.subjectName));
    };
    expect(await names()).toEqual(new Set([perch.title]));

    await app.strapi.documents(MENU_ITEM_UID).update({ documentId: perch.id, data: { title: 'Perches du Léman' } });
    expect(await names()).toEqual(new Set(['Perches du Léman']));

    // Translations stored before the name was kept get it from the upgrade's migration.
    await translations.updateMany({ where: { subjectId: perch.id }, data: { subjectName: null } });
    await translationSubjectNames.up(app.strapi);
    expect(await names()).toEqual(new Set(['Perches du Léman']));
    expect(await translations.count({ where: { subjectName: { $null: true } } })).toBe(0);
  });

  it('publishes a translation validated in /cms, and forgets a deleted dish’s translations', async () => {
    const [row] = (await app.strapi.db.query('api::translation.translation').findMany({
      where: { subjectId: perch.id, field: 'title', language: 'de' },
    })) as { documentId: string }[];
    await app.request
      .put(`${CMS_TRANSLATIONS}/${row.documentId}`)
      .set(owner)
      .send({ text: 'Eglifilets', validation: 'validée' })
      .expect(200);
    expect((await dishIn('de', perch.id)).title).toBe('Eglifilets');

    await app.request.delete(`/api/menu/${perch.id}`).set(auth()).expect(200);
    expect(await app.strapi.db.query('api::translation.translation').count({ where: { subjectId: perch.id } })).toBe(0);
    expect((await grid()).rows.some((line) => line.subjectId === perch.id)).toBe(false);
  });
});

describe('an evening’s texts, translated in the grid (docs/product.md#translations, docs/product.md#evenings)', () => {
  const EVENING = {
    name: 'Menu de St. Silvestre',
    slug: 'menu-de-st-silvestre',
    description: 'Cinq plats et un verre de Merlot à minuit.',
    date: addDaysToDayText(genevaDay(new Date()), 12),
    times: ['19:00', '21:30'],
    menuText: 'Vitello tonnato · Risotto al Merlot · Panettone',
    pricePerPerson: 145,
    capacity: 20,
    cancellationTerms: 'Annulation sans frais jusqu’à 7 jours avant.',
    published: true,
  };
  const ENGLISH_NAME = 'New Year dinner';
  let eveningId: string;

  const eveningIn = async (locale: string) =>
    ((await app.request.get(`/api/public/evenings?locale=${locale}`).expect(200)).body.data as PublicEvening[]).find(
      (evening) => evening.id === eveningId,
    )!;
  const translateName = (text: string, validate: boolean) =>
    write({ subject: 'soirée', subjectId: eveningId, field: 'name', language: 'en', text, validate });
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="donnees-initiales"'));

  it('lists an evening to come with its four texts to translate, and no evening whose day has passed', async () => {
    const { counts: before } = await grid();
    eveningId = (await app.request.post('/api/evenings').set(auth()).send(EVENING).expect(201)).body.data.id;
    const past = (
      await app.request
        .post('/api/evenings')
        .set(auth())
        .send({ ...EVENING, name: 'Soirée passée', slug: 'soiree-passee' })
        .expect(201)
    ).body.data.id as string;
    // The day passes, as time would pass.
    await app.strapi.db
      .query(EVENING_UID)
      .update({ where: { documentId: past }, data: { date: addDaysToDayText(genevaDay(new Date()), -1) } });
    const { rows, counts } = await grid();
    const evenings = rows.filter((row) => row.subject === 'soirée');
    expect(evenings.map((row) => [row.subjectId, row.name])).toEqual([[eveningId, EVENING.name]]);
    expect(evenings[0].fields.map((line) => [line.field, line.label, line.maxLength])).toEqual([
      ['name', 'Nom', 120],
      ['description', 'Description', 2000],
      ['menuText', 'Menu', 2000],
      ['cancellationTerms', 'Conditions d’annulation', 2000],
    ]);
    const states = evenings[0].fields.flatMap((line) => Object.values(line.cells).map((cell) => cell.state));
    expect(states).toEqual(Array(12).fill('manquante'));
    expect(counts.missing).toBe(before.missing + 12);
  });

  it('shows the English name once validated, on the API, the page, its head and the home page; French elsewhere', async () => {
    const englishHome = async () => rootOf((await app.request.get('/en').set('Accept', '*/*').expect(200)).text);
    expect(await englishHome()).toContain(`lang="fr" href="/en/evenings/${EVENING.slug}">${EVENING.name}</a>`);
    await translateName(ENGLISH_NAME, false).expect(200);
    expect(await eveningIn('en')).toMatchObject({ name: EVENING.name, fallback: expect.arrayContaining(['name']) });

    const validated = await translateName(ENGLISH_NAME, true).expect(200);
    expect(validated.body).toMatchObject(staffSaid(staffMessageOf('translation.validated')));
    expect((validated.body.data as TranslationGridField).cells.en).toEqual({
      text: ENGLISH_NAME,
      state: 'validée',
      shown: ENGLISH_NAME,
    });
    expect(await eveningIn('en')).toMatchObject({
      name: ENGLISH_NAME,
      description: EVENING.description,
      pricePerPerson: 145,
      fallback: ['description', 'menuText', 'cancellationTerms'],
    });
    expect(await eveningIn('de')).toMatchObject({ name: EVENING.name, fallback: expect.arrayContaining(['name']) });
    const french = await eveningIn('fr');
    expect(french.name).toBe(EVENING.name);
    expect(french.fallback).toBeUndefined();
    await app.request.get('/api/public/evenings?locale=es').expect(400);

    const page = (await app.request.get(`/en/evenings/${EVENING.slug}`).set('Accept', '*/*').expect(200)).text;
    expect(page).toContain(`<title>${ENGLISH_NAME} — Trattoria Ticino</title>`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)![1]) as object;
    expect(jsonLd).toMatchObject({ '@type': 'FoodEvent', name: ENGLISH_NAME, description: EVENING.description });
    expect(rootOf(page)).toContain(`<h1 class="contact__title">${ENGLISH_NAME}</h1>`);
    expect(rootOf(page)).toContain(`lang="fr">${EVENING.description}</p>`);
    const german = (await app.request.get(`/de/abende/${EVENING.slug}`).set('Accept', '*/*').expect(200)).text;
    expect(rootOf(german)).toContain(`lang="fr">${EVENING.name}</h1>`);

    // The home page's list, read before, is read again once a translation is validated.
    expect(await englishHome()).toContain(`href="/en/evenings/${EVENING.slug}">${ENGLISH_NAME}</a>`);
    expect(rootOf((await app.request.get('/').set('Accept', '*/*').expect(200)).text)).toContain(
      `href="/soirees/${EVENING.slug}">${EVENING.name}</a>`,
    );
  });

  it('refuses a name longer than the evening’s, in French', async () => {
    const tooLong = staffMessageOf('translation.tooLong', { max: 120 });
    const refused = await translateName('x'.repeat(121), true).expect(400);
    expect(refused.body).toEqual(staffRefusal(tooLong, { text: tooLong }));
  });

  it('sends the name back « à revoir » when the French one changes, and forgets an evening’s translations with it', async () => {
    const renamed = { ...EVENING, name: 'Réveillon de St. Silvestre' };
    await app.request.put(`/api/evenings/${eveningId}`).set(auth()).send(renamed).expect(200);
    expect((await cell(eveningId, 'name')).en).toEqual({ text: ENGLISH_NAME, state: 'à revoir', shown: ENGLISH_NAME });
    expect(await eveningIn('en')).toMatchObject({ name: ENGLISH_NAME });

    await app.request.delete(`/api/evenings/${eveningId}`).set(auth()).expect(200);
    expect(await app.strapi.db.query('api::translation.translation').count({ where: { subjectId: eveningId } })).toBe(
      0,
    );
  });
});
