import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, PAGE_KEYS, PRINTED_MENU_PATHS, pathFor, type Locale, type PageKey } from '@ticino/shared';
import { frenchIn } from '../../e2e/french-words';
import { getPdf } from './pdf';
import { CMS_ROOT, startStrapi, type TestStrapi } from './strapi';

/**
 * The restaurant pages in their four languages as the server sends them, rendered from the real build of the website
 * (docs/product.md#languages): `npm run build` first.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const PUBLIC_URL = 'https://www.trattoria.example';

let app: TestStrapi;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-languages-'));

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({ FRONTEND_DIST: frontendDist, PUBLIC_URL });
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

/** What a browser without JavaScript receives. */
const page = async (pathname: string) =>
  (await app.request.get(pathname).set('Accept', 'text/html').expect(200).expect('Content-Type', /html/)).text;

const TITLES: Readonly<Record<PageKey, Readonly<Record<Locale, string>>>> = {
  home: {
    fr: 'Trattoria Ticino — Restaurant suisse-italien à Genève',
    en: 'Trattoria Ticino — Swiss-Italian restaurant in Geneva',
    de: 'Trattoria Ticino — Schweizerisch-italienisches Restaurant in Genf',
    it: 'Trattoria Ticino — Ristorante italo-svizzero a Ginevra',
  },
  menu: {
    fr: 'La carte — Trattoria Ticino',
    en: 'Menu — Trattoria Ticino',
    de: 'Speisekarte — Trattoria Ticino',
    it: 'Il menu — Trattoria Ticino',
  },
  gallery: {
    fr: 'Galerie — Trattoria Ticino',
    en: 'Gallery — Trattoria Ticino',
    de: 'Galerie — Trattoria Ticino',
    it: 'Galleria — Trattoria Ticino',
  },
  contact: {
    fr: 'Contact — Trattoria Ticino',
    en: 'Contact — Trattoria Ticino',
    de: 'Kontakt — Trattoria Ticino',
    it: 'Contatti — Trattoria Ticino',
  },
  booking: {
    fr: 'Réserver une table — Trattoria Ticino',
    en: 'Book a table — Trattoria Ticino',
    de: 'Tisch reservieren — Trattoria Ticino',
    it: 'Prenota un tavolo — Trattoria Ticino',
  },
};

/** The skip link, first thing of every restaurant page, in each language. */
const SKIP_LINKS: Readonly<Record<Locale, string>> = {
  fr: 'Aller au contenu',
  en: 'Skip to content',
  de: 'Zum Inhalt springen',
  it: 'Vai al contenuto',
};

const alternateLinks = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
    lang,
    href,
  ]);

const PAGES = PAGE_KEYS.flatMap((key) => LOCALES.map((locale) => [pathFor(key, locale), key, locale] as const));

describe('the restaurant pages in four languages, as the server sends them without JavaScript', () => {
  it.each(PAGES)('sends %s in its language, with its title and the five alternates', async (pathname, key, locale) => {
    const html = await page(pathname);
    expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}">`, 'i'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${TITLES[key][locale].replace(/'/g, '&#39;')}</title>`);
    expect(alternateLinks(html)).toEqual([
      ['fr', `${PUBLIC_URL}${pathFor(key, 'fr')}`],
      ['en', `${PUBLIC_URL}${pathFor(key, 'en')}`],
      ['de', `${PUBLIC_URL}${pathFor(key, 'de')}`],
      ['it', `${PUBLIC_URL}${pathFor(key, 'it')}`],
      ['x-default', `${PUBLIC_URL}${pathFor(key, 'fr')}`],
    ]);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${pathname}" />`);
    // The page itself is rendered in its language, the switcher marking it.
    expect(html).toContain(`>${SKIP_LINKS[locale]}</a>`);
    expect(html).toMatch(
      new RegExp(`hrefLang="${locale}" lang="${locale}" aria-label="[^"]+" aria-current="true"`, 'i'),
    );
  });

  it('renders the home page in German: navigation, presentation and links to the German pages', async () => {
    const html = await page('/de');
    expect(html).toContain('Eine Tessiner Trattoria mitten in Genf');
    expect(html).toContain('href="/de/speisekarte"');
    expect(html).toContain('href="/de/reservieren"');
    expect(html).not.toContain('Une trattoria tessinoise au cœur de Genève');
  });

  it('keeps one @id for the restaurant in every language and names the page language', async () => {
    for (const locale of LOCALES) {
      const html = await page(pathFor('contact', locale));
      const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
      const data = JSON.parse(script![1]) as Record<string, unknown>;
      expect(data['@id']).toBe(`${PUBLIC_URL}/#restaurant`);
      expect(data.mainEntityOfPage).toMatchObject({ inLanguage: `${locale}-CH` });
      expect(data.acceptsReservations).toBe(`${PUBLIC_URL}${pathFor('booking', locale)}`);
    }
  });

  it('lists every page in every language in the sitemap, each with its five alternates', async () => {
    const { text } = await app.request.get('/sitemap.xml').expect(200);
    const entries = [...text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    expect(entries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)![1]).sort()).toEqual(
      PAGES.map(([pathname]) => `${PUBLIC_URL}${pathname}`).sort(),
    );
    for (const entry of entries) expect(entry.match(/<xhtml:link rel="alternate" hreflang=/g)).toHaveLength(5);
  });

  it('does not redirect by the browser’s language', async () => {
    const response = await app.request.get('/').set('Accept', 'text/html').set('Accept-Language', 'de-CH,de;q=0.9');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<html lang="fr">/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

/**
 * What a reader sees of a page: its HTML without the scripts (the data carried for the app holds the CMS's French
 * texts) and without the elements marked as French (the staff's texts, the language switcher's « Français »).
 */
function shownInPageLanguage(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<(?!html\b)(\w+)\b[^>]*\slang="fr"[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/\s(?:lang|hrefLang)="fr"/gi, '');
}

/** Interface phrases of the French pages; none may show on the same page in another language. */
const FRENCH_PHRASES: Partial<Record<PageKey, readonly string[]>> = {
  home: ['Nos Spécialités', 'Nos Pizzas', 'Catégories de la carte', 'La salle du restaurant'],
  menu: [
    'Cuisine suisse-italienne de marché',
    'Plats, vins et boissons',
    'Prix en francs suisses',
    'Imprimer la carte',
    'Rechercher un plat',
    'Catégories',
    'Filtrer la carte',
    'Sans gluten',
    'Végétarien',
    'Nos Spécialités',
    'Vins Rouges',
    'Épuisé',
    'Allergènes et régime',
    'Contient :',
    'Peut contenir des traces',
    'Origine :',
    'Aussi servi',
    'Vin genevois',
    'Provenance de nos viandes et poissons',
    'Symboles des allergènes',
    'Céréales contenant du gluten',
    'élevage',
  ],
  booking: [
    'Choisissez le nombre de personnes',
    'Votre table',
    'Nombre de personnes',
    '2 personnes',
    'demande de groupe',
    'Date souhaitée',
    'Voir les horaires libres',
  ],
  gallery: ['Notre galerie', 'Accueil', 'Photos de la trattoria', 'Agrandir', 'La salle du restaurant', 'Fil d'],
  contact: [
    'CONTACTEZ-NOUS',
    'NOS COORDONNÉES',
    'HORAIRES',
    'NOUS CONTACTER',
    'Votre nom',
    'Sujet',
    'ENVOYER',
    'Site web',
    'Afficher une carte plus grande',
    'Plan :',
  ],
};

const TRANSLATED_PAGES = (Object.keys(FRENCH_PHRASES) as PageKey[]).flatMap((key) =>
  LOCALES.filter((locale) => locale !== 'fr').map((locale) => [pathFor(key, locale), key] as const),
);

describe('the page bodies in their language, as the server sends them', () => {
  it('shows each French phrase on the French page, so the checks below look for what is really there', async () => {
    for (const key of Object.keys(FRENCH_PHRASES) as PageKey[]) {
      const shown = shownInPageLanguage(await page(pathFor(key, 'fr')));
      for (const phrase of FRENCH_PHRASES[key]!) expect(shown, `${key}: ${phrase}`).toContain(phrase);
    }
  });

  it.each(TRANSLATED_PAGES)('%s shows no French interface phrase', async (pathname, key) => {
    const shown = shownInPageLanguage(await page(pathname));
    for (const phrase of FRENCH_PHRASES[key]!) expect(shown, phrase).not.toContain(phrase);
  });

  it('shows the staff’s texts translated on /en/menu, none marked French while all are, and none on /la-carte', async () => {
    const english = await page('/en/menu');
    const titles = english.match(/<h3 class="dish__title"[^>]*>/g) ?? [];
    expect(titles.length).toBeGreaterThan(10);
    for (const title of titles) expect(title).not.toContain('lang=');
    expect(english.match(/<p class="dish__description"[^>]*>/g)).toEqual(
      titles.map(() => '<p class="dish__description">'),
    );
    expect(english).toContain('>Beef charbonnade</h3>');
    expect(english).toMatch(/<p class="carte-law__allergens">/);
    const menu = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(english)![1]).hasMenu;
    expect(menu).toMatchObject({ name: 'Menu', inLanguage: 'en-CH' });
    expect(english).toContain('Prices in Swiss francs, VAT included.');
    // The countries of origin are codes, named in the page's language by the server.
    expect(english).toContain('<span>Switzerland</span>');
    expect(english).not.toMatch(/>Suisse</);
    expect(english).toMatch(/CHF \d+\.\d{2}/);

    const french = await page('/la-carte');
    expect(french).not.toMatch(/class="dish__(?:title|description)" lang=/);
    expect(french).not.toContain('class="carte-law__allergens" lang=');
  });

  it('renders /de/speisekarte and /it/galleria in Swiss German and Italian', async () => {
    const german = await page('/de/speisekarte');
    expect(german).toContain('<h1>Speisekarte</h1>');
    expect(german).toContain('Herkunft unseres Fleisches und Fisches');
    expect(german).toContain('>Unsere Spezialitäten</');
    expect(german).toContain('Glutenfrei');
    const italian = await page('/it/galleria');
    expect(italian).toContain('La nostra galleria');
    expect(italian).toContain('alt="Il forno a legna aperto, una pizza margherita pronta da infornare"');
  });
});

describe('the answers in the request’s language, as codes (docs/product.md#messages-as-codes)', () => {
  const booking = { date: '2026-02-30', time: '19:30', partySize: 2, name: 'Anna Keller', email: 'anna@', phone: '' };

  it('words a refused booking in the language it is made in, each field coded beside its words', async () => {
    const refused = await app.request
      .post('/api/reservations')
      .send({ ...booking, language: 'de' })
      .expect(400);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Bitte korrigieren Sie die Felder des Formulars.',
      code: 'reservation.invalid',
      errors: {
        date: 'Wählen Sie ein gültiges Datum.',
        email: 'Diese E-Mail-Adresse ist ungültig.',
        phone: 'Die Telefonnummer ist erforderlich.',
      },
      errorCodes: {
        date: { code: 'reservation.dateInvalid' },
        email: { code: 'reservation.emailInvalid' },
        phone: { code: 'reservation.phoneRequired' },
      },
    });
    // The booking's own language comes before the address's.
    const english = await app.request.post('/api/reservations?locale=it').send({ ...booking, language: 'en' });
    expect(english.body.errors.date).toBe('Choose a valid date.');
  });

  it('words the contact form’s refusals in the language asked, and in French for one the site does not speak', async () => {
    const italian = await app.request.post('/api/contact?locale=it').send({}).expect(400);
    expect(italian.body).toMatchObject({
      message: 'La preghiamo di correggere i campi del modulo.',
      code: 'contact.invalid',
      errors: { name: 'Il nome è obbligatorio.' },
      errorCodes: { name: { code: 'contact.nameRequired' } },
    });
    const unknown = await app.request.post('/api/contact?locale=xx').send({}).expect(400);
    expect(unknown.body).toMatchObject({
      message: 'Veuillez corriger les champs du formulaire.',
      code: 'contact.invalid',
    });
    const malformed = await app.request
      .post('/api/contact?locale=de')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(malformed.body).toEqual({ success: false, message: 'Ungültige Anfrage', code: 'api.invalidJson' });
  });

  it('words a day’s notice with its values, in the language asked', async () => {
    const far = await app.request.get('/api/public/availability?date=2099-01-01&party=2&locale=en').expect(200);
    expect(far.body).toMatchObject({
      message: expect.stringMatching(/^Online bookings are open up to \d+ days ahead\.$/),
      code: 'reservation.beyondHorizon',
      params: { days: expect.any(Number) },
    });
    const italian = await app.request.get('/api/public/availability?date=2020-01-01&party=2&locale=it').expect(200);
    expect(italian.body).toMatchObject({ message: 'Questa data è passata.', code: 'reservation.pastDay' });
  });
});

/** The seeded wines' producers, appellations and grapes: names, printed as written in every language. */
const WINE_NAMES = (
  JSON.parse(fs.readFileSync(path.join(CMS_ROOT, 'data', 'seed', 'menu-items.json'), 'utf8')) as {
    wine?: { producer?: string; appellation?: string; grape?: string };
  }[]
).flatMap(({ wine }) => [wine?.producer, wine?.appellation, wine?.grape].filter((name): name is string => !!name));

describe('the printed menus in English, German and Italian (docs/product.md#printed-menu)', () => {
  it('hold no French but names, the seeded dishes, set menu and notices all translated', async () => {
    const found: string[] = [];
    for (const locale of ['en', 'de', 'it'] as const) {
      const pdf = await getPdf(app.request, PRINTED_MENU_PATHS[locale]);
      expect(pdf.status).toBe(200);
      const lines = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.bytes, encoding: 'utf8' }).split(
        '\n',
      );
      for (const line of lines) {
        const french = frenchIn(line.trim(), locale, WINE_NAMES);
        if (french.length > 0) found.push(`${locale}: « ${line.trim()} » (${french.join(', ')})`);
      }
    }
    expect(found).toEqual([]);
  });
});

// Last in the file: it empties the restaurant's facts.
describe('the public reads’ refusals, as codes', () => {
  it('answers an unknown language in French, and missing restaurant facts in the language asked', async () => {
    const unknown = await app.request.get('/api/public/restaurant?locale=xx').expect(400);
    expect(unknown.body).toEqual({
      success: false,
      message: 'Langue inconnue : choisissez fr, en, de ou it.',
      code: 'api.localeUnknown',
      errors: { locale: 'Langue inconnue : choisissez fr, en, de ou it.' },
      errorCodes: { locale: { code: 'api.localeUnknown' } },
    });
    const restaurant = app.strapi.documents('api::restaurant.restaurant');
    await restaurant.delete({ documentId: (await restaurant.findFirst())!.documentId });
    const missing = await app.request.get('/api/public/restaurant?locale=de').expect(404);
    expect(missing.body).toEqual({
      success: false,
      message: 'Die Angaben zum Restaurant sind noch nicht erfasst',
      code: 'api.restaurantMissing',
    });
  });
});
