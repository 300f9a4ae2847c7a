import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENING_UID, addDaysToDayText, genevaDay, type PublicEvening } from '@ticino/shared';
import { CMS_ROOT, loginToken, startStrapi, type TestStrapi } from './strapi';
import { setDepositAccount } from './reservation-mail-helpers';

/**
 * An evening's page as the server sends it (docs/product.md#evenings), from the real build of the website (`npm run
 * build` first): rendered at its four addresses while the evening is listed, the not-found page otherwise; the home
 * page's list of evenings; the sitemap.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const PUBLIC_URL = 'https://www.trattoria.example';
const DAY = addDaysToDayText(genevaDay(new Date()), 12);

const EVENING = {
  name: 'Menu de St. Silvestre',
  description: 'Cinq plats et un verre de Merlot del Ticino à minuit.',
  date: DAY,
  times: ['19:00', '21:30'],
  menuText: 'Vitello tonnato · Risotto al Merlot · Panettone',
  pricePerPerson: 145,
  capacity: 20,
  depositPerPerson: 50,
  maxPartyOnline: 6,
  cancellationTerms: 'Acompte rendu jusqu’à 7 jours avant.',
  published: true,
};
const SLUG = 'menu-de-st-silvestre';
const ADDRESSES = [`/soirees/${SLUG}`, `/en/evenings/${SLUG}`, `/de/abende/${SLUG}`, `/it/serate/${SLUG}`];

let app: TestStrapi;
let staff: { Authorization: string };
let eveningId: string;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-evenings-'));

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({ FRONTEND_DIST: frontendDist, PUBLIC_URL: `${PUBLIC_URL}/` });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await setDepositAccount(app.request, staff);
  eveningId = (await app.request.post('/api/evenings').set(staff).send(EVENING).expect(201)).body.data.id;
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

/** What curl asks for: any type, no compression. */
const curl = (pathname: string) => app.request.get(pathname).set('Accept', '*/*');
const navigate = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html,application/xhtml+xml');

function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="donnees-initiales">');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]) as Record<string, unknown>;
const eveningsOf = (html: string) =>
  (
    JSON.parse(/<script type="application\/json" id="donnees-initiales">([^<]*)<\/script>/.exec(html)![1]) as {
      evenings?: PublicEvening[] | null;
    }
  ).evenings;
const sitemapLocs = async () =>
  [...(await curl('/sitemap.xml').expect(200)).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('an evening’s page while the evening is listed', () => {
  it('is rendered with the evening, its head naming its four addresses and the evening as a FoodEvent', async () => {
    const response = await curl(`/soirees/${SLUG}`).expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A public page, like the restaurant's (hardening.test.ts).
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    const html = response.text;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Menu de St. Silvestre — Trattoria Ticino</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/soirees/${SLUG}" />`);
    for (const [lang, address] of [...ADDRESSES.map((each, index) => [['fr', 'en', 'de', 'it'][index], each])]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${PUBLIC_URL}${address}" />`);
    }
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'FoodEvent',
      name: EVENING.name,
      startDate: expect.stringMatching(new RegExp(`^${DAY}T19:00:00\\+0[12]:00$`)),
      location: { '@type': 'Restaurant', '@id': `${PUBLIC_URL}/#restaurant` },
      offers: {
        price: '145.00',
        priceCurrency: 'CHF',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/soirees/${SLUG}`,
      },
    });
    const root = rootOf(html);
    expect(root).toContain('>Menu de St. Silvestre</h1>');
    expect(root).toContain('Vitello tonnato · Risotto al Merlot · Panettone');
    expect(root).toContain('Acompte par personne');
    expect(root).toContain('CHF 50.00');
    expect(root).toContain('20 places');
    expect(root).toContain('Réserver pour cette soirée');
    expect(eveningsOf(html)).toEqual([expect.objectContaining({ id: eveningId, slug: SLUG, coversLeft: 20 })]);
  });

  it('is at its address in each language, the evening’s French marked as such', async () => {
    const html = (await curl(`/de/abende/${SLUG}`).expect(200)).text;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/abende/${SLUG}" />`);
    const root = rootOf(html);
    expect(root).toContain('lang="fr">Menu de St. Silvestre</h1>');
    expect(root).toContain('Anzahlung pro Person');
  });

  it('is listed on the home page and, with its four addresses, in the sitemap', async () => {
    const root = rootOf((await curl('/').expect(200)).text);
    expect(root).toContain(`href="/soirees/${SLUG}"`);
    expect(root).toContain('Nos soirées');
    const english = rootOf((await curl('/en').expect(200)).text);
    expect(english).toContain(`lang="fr" href="/en/evenings/${SLUG}"`);
    expect(await sitemapLocs()).toEqual(expect.arrayContaining(ADDRESSES.map((address) => `${PUBLIC_URL}${address}`)));
  });
});

describe('an evening’s page once the evening is not listed', () => {
  it('is the not-found page for an evening unknown, unpublished, or whose day has passed', async () => {
    const notFound = await navigate('/soirees/soiree-inconnue').expect(404);
    expect(notFound.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(notFound.text).toContain('<meta name="robots" content="noindex" />');
    // Not a browser: Strapi's own answer.
    await curl('/soirees/soiree-inconnue').expect(404);

    await app.request
      .put(`/api/evenings/${eveningId}`)
      .set(staff)
      .send({ ...EVENING, published: false })
      .expect(200);
    await navigate(`/en/evenings/${SLUG}`).expect(404);
    expect(rootOf((await curl('/').expect(200)).text)).not.toContain('/soirees/');
    expect((await sitemapLocs()).some((loc) => loc.includes('/soirees/'))).toBe(false);

    await app.request.put(`/api/evenings/${eveningId}`).set(staff).send(EVENING).expect(200);
    await curl(`/soirees/${SLUG}`).expect(200);
    expect(rootOf((await curl('/').expect(200)).text)).toContain(`href="/soirees/${SLUG}"`);

    // The day passes: written past the rules and the news of changes, as time would pass. (The home page's list, read
    // after each change of the evenings, drops an evening whose day has passed at each request.)
    await app.strapi.db
      .query(EVENING_UID)
      .update({ where: { documentId: eveningId }, data: { date: addDaysToDayText(genevaDay(new Date()), -1) } });
    for (const address of ADDRESSES) await navigate(address).expect(404);
    expect((await sitemapLocs()).some((loc) => loc.includes('/soirees/'))).toBe(false);
  });
});
