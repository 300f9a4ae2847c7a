import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDaysToDayText,
  nextServiceDayStart,
  serviceDayOf,
  type MenuItem,
  type PublicMenuItem,
} from '@ticino/shared';
import { atEachServiceDayStart } from '../src/site/content/service-day-timer';
import { loginToken, startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-availability-'));
const FALLBACK = path.join(frontendDist, 'food.menu.json');

const HIDDEN_SEED_ITEM = 'Sorbet colonel';
const DATED_SEED_ITEM = 'Menu St. Valentin en quatre services';

const dish = (title: string, category = 'Nos Desserts') => ({
  title,
  price: 11,
  description: 'Fait maison.',
  category,
});

const publicMenu = async (query = '') =>
  (await app.request.get(`/api/public/menu${query}`).expect(200)).body.data as PublicMenuItem[];
const staffMenu = async (query = '') =>
  (await app.request.get(`/api/menu${query}`).set(auth()).expect(200)).body.data as MenuItem[];
const fallbackTitles = () =>
  (JSON.parse(fs.readFileSync(FALLBACK, 'utf8')) as { title: string; availability?: string }[]).map(
    (entry) => `${entry.title}|${entry.availability ?? ''}`,
  );

interface JsonLdDish {
  name: string;
  offers: { availability?: string };
}

/** The dish's offer in the JSON-LD of a server-rendered page. */
async function pageOffer(page: string, name: string) {
  const html = (await app.request.get(page).set('Accept', 'text/html').expect(200)).text;
  const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  const data = JSON.parse(script![1]) as { hasMenu: { hasMenuSection: { hasMenuItem: JsonLdDish[] }[] } };
  return data.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem).find((dish) => dish.name === name)
    ?.offers;
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Still not the case after 30 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function createItem(title: string, extra: Record<string, unknown> = {}, category?: string): Promise<MenuItem> {
  return (
    await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...dish(title, category), ...extra })
      .expect(201)
  ).body.data as MenuItem;
}

beforeAll(async () => {
  fs.writeFileSync(FALLBACK, '[]');
  fs.writeFileSync(path.join(frontendDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  app = await startStrapi({ FRONTEND_DIST: frontendDist, PUBLIC_URL: 'https://www.trattoria.example' });
  token = await loginToken(app.request);
});

afterAll(async () => {
  vi.useRealTimers();
  await app?.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

describe('a hidden item (docs/product.md#availability)', () => {
  it('never leaves the server on a public route, and stays on the dashboard, marked', async () => {
    const staff = await staffMenu();
    const hidden = staff.find((item) => item.title === HIDDEN_SEED_ITEM);
    expect(hidden?.availability).toBe('masqué');

    for (const query of [
      '',
      '?category=Nos%20Desserts',
      `?search=${encodeURIComponent('colonel')}`,
      '?category=Toutes',
    ]) {
      expect((await publicMenu(query)).map((item) => item.title)).not.toContain(HIDDEN_SEED_ITEM);
    }
    await waitUntil(() => fallbackTitles().length > 0, 'the fallback file is written');
    expect(fallbackTitles().join()).not.toContain(HIDDEN_SEED_ITEM);
    for (const page of ['/', '/la-carte']) {
      const html = (await app.request.get(page).set('Accept', 'text/html').expect(200)).text;
      expect(html).toContain('Tiramisù maison');
      expect(html).not.toContain(HIDDEN_SEED_ITEM);
    }
  });

  it('hidden from the dashboard form leaves every public output at once; shown again, it comes back', async () => {
    const item = await createItem('Meringue glacée');
    expect((await publicMenu()).map((entry) => entry.title)).toContain('Meringue glacée');
    await app.request
      .put(`/api/menu/${item.id}`)
      .set(auth())
      .send({ ...dish('Meringue glacée'), availability: 'masqué' })
      .expect(200);
    expect((await publicMenu()).map((entry) => entry.title)).not.toContain('Meringue glacée');
    expect((await publicMenu('?search=meringue')).map((entry) => entry.title)).not.toContain('Meringue glacée');
    await waitUntil(() => !fallbackTitles().join().includes('Meringue glacée'), 'the fallback file drops it');
    const html = (await app.request.get('/la-carte').set('Accept', 'text/html').expect(200)).text;
    expect(html).not.toContain('Meringue glacée');

    await app.request.put(`/api/menu/${item.id}/availability`).set(auth()).send({ availability: 'disponible' });
    expect((await publicMenu()).map((entry) => entry.title)).toContain('Meringue glacée');
  });
});

describe('a dated item (docs/product.md#availability)', () => {
  it('is public within its dates only; the seeded Saint-Valentin menu waits for February', async () => {
    const today = serviceDayOf(new Date());
    const seeded = (await staffMenu()).find((item) => item.title === DATED_SEED_ITEM);
    expect(seeded).toMatchObject({ availableFrom: '2027-02-12', availableUntil: '2027-02-14' });
    if (today < '2027-02-12') expect((await publicMenu()).map((item) => item.title)).not.toContain(DATED_SEED_ITEM);

    await createItem('Bûche de Noël', { availableFrom: addDaysToDayText(today, 1) });
    await createItem('Gâteau des Rois', { availableUntil: addDaysToDayText(today, -1) });
    await createItem('Tarte du jour', { availableFrom: today, availableUntil: today });
    const titles = (await publicMenu()).map((item) => item.title);
    expect(titles).not.toContain('Bûche de Noël');
    expect(titles).not.toContain('Gâteau des Rois');
    expect(titles).toContain('Tarte du jour');
  });

  it('refuses a last day before the first with a French message, and changes nothing', async () => {
    const response = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...dish('Mauvaises dates'), availableFrom: '2027-02-14', availableUntil: '2027-02-12' })
      .expect(400);
    expect(response.body.errors).toEqual({ availableUntil: 'Le dernier jour ne peut pas précéder le premier jour' });
    expect(response.body.errorCodes).toEqual({ availableUntil: { code: 'menuItem.availableUntilBeforeFrom' } });
    expect((await staffMenu()).map((item) => item.title)).not.toContain('Mauvaises dates');
  });
});

describe('the order within a category (docs/product.md#order-within-a-category)', () => {
  it('puts a new item last in its category, in the dashboard and on the public menu', async () => {
    const created = await createItem('Zabaione', {}, 'Nos Pâtes');
    const pasta = await staffMenu('?category=Nos%20P%C3%A2tes');
    expect(pasta.at(-1)?.id).toBe(created.id);
    expect(created.position).toBe(pasta.length - 1);
    const publicPasta = (await publicMenu()).filter((item) => item.category === 'Nos Pâtes');
    expect(publicPasta.at(-1)?.title).toBe('Zabaione');
  });

  it('keeps the order the staff set and the public API follows it', async () => {
    const before = await staffMenu('?category=Nos%20Pizzas');
    const reversed = before.map((item) => item.id).reverse();
    const response = await app.request
      .put('/api/menu/order')
      .set(auth())
      .send({ category: 'Nos Pizzas', ids: reversed })
      .expect(200);
    expect(response.body.message).toBe(french('api.orderUpdated'));
    expect((response.body.data as MenuItem[]).map((item) => item.id)).toEqual(reversed);
    expect((await staffMenu('?category=Nos%20Pizzas')).map((item) => item.id)).toEqual(reversed);
    expect((await publicMenu('?category=Nos%20Pizzas')).map((item) => item.id)).toEqual(reversed);
    expect((await publicMenu()).filter((item) => item.category === 'Nos Pizzas').map((item) => item.id)).toEqual(
      reversed,
    );
  });

  it('refuses an order that does not name the category as it is, and changes nothing', async () => {
    const before = (await staffMenu('?category=Nos%20Desserts')).map((item) => item.id);
    for (const ids of [before.slice(1), [...before, before[0]], [...before.slice(1), 'inconnu']]) {
      const response = await app.request
        .put('/api/menu/order')
        .set(auth())
        .send({ category: 'Nos Desserts', ids: [...ids].reverse() })
        .expect(409);
      expect(response.body).toEqual({ success: false, message: french('api.staleOrder'), code: 'api.staleOrder' });
    }
    await app.request.put('/api/menu/order').set(auth()).send({ category: 'Nope', ids: [] }).expect(400);
    await app.request.put('/api/menu/order').send({ category: 'Nos Desserts', ids: before }).expect(401);
    expect((await staffMenu('?category=Nos%20Desserts')).map((item) => item.id)).toEqual(before);
  });

  it('sends an item moved to another category to the end of it', async () => {
    const moved = await createItem('Gelato al pistacchio', {}, 'Nos Desserts');
    await app.request
      .put(`/api/menu/${moved.id}`)
      .set(auth())
      .send(dish('Gelato al pistacchio', 'Nos Pizzas'))
      .expect(200);
    expect((await staffMenu('?category=Nos%20Pizzas')).at(-1)?.id).toBe(moved.id);
  });
});

describe('a dish sold out from its card (docs/product.md#availability)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows « épuisé » to visitors at once and is available again at 05:00 in Zurich, without a write', async () => {
    // Only Date is faked: Strapi's own timers, the database and the HTTP server keep running for real.
    const boundary = nextServiceDayStart(Date.now()).getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(boundary - 60_000);
    token = await loginToken(app.request);
    const item = (await staffMenu()).find((entry) => entry.title === 'Tiramisù maison')!;

    const marked = await app.request
      .put(`/api/menu/${item.id}/availability`)
      .set(auth())
      .send({ availability: 'épuisé' })
      .expect(200);
    expect(marked.body.data).toMatchObject({ availability: 'épuisé', soldOutOn: serviceDayOf(boundary - 60_000) });
    expect((await publicMenu()).find((entry) => entry.id === item.id)?.availability).toBe('épuisé');
    await waitUntil(() => fallbackTitles().includes('Tiramisù maison|épuisé'), 'the fallback file says épuisé');
    expect((await pageOffer('/la-carte', 'Tiramisù maison'))?.availability).toBe('https://schema.org/SoldOut');

    const untilFurtherNotice = await createItem('Cassata');
    await app.request
      .put(`/api/menu/${untilFurtherNotice.id}/availability`)
      .set(auth())
      .send({ availability: 'épuisé', untilFurtherNotice: true })
      .expect(200);

    vi.setSystemTime(boundary + 1_000);
    // The next visitor, whether answered from memory or through a filter, no longer sees it sold out.
    expect((await publicMenu()).find((entry) => entry.id === item.id)?.availability).toBe('disponible');
    expect((await publicMenu('?category=Nos%20Desserts')).find((entry) => entry.id === item.id)?.availability).toBe(
      'disponible',
    );
    await waitUntil(() => fallbackTitles().includes('Tiramisù maison|disponible'), 'the fallback file is rewritten');
    expect((await pageOffer('/la-carte', 'Tiramisù maison'))?.availability).toBeUndefined();
    token = await loginToken(app.request);
    expect((await staffMenu()).find((entry) => entry.id === item.id)).toMatchObject({
      availability: 'disponible',
      soldOutOn: null,
    });
    // « Jusqu'à nouvel ordre » does not end by itself.
    expect((await publicMenu()).find((entry) => entry.id === untilFurtherNotice.id)?.availability).toBe('épuisé');
  });

  it('refuses an unknown availability with a French message, and an unknown item with 404', async () => {
    const [first] = await staffMenu();
    const response = await app.request
      .put(`/api/menu/${first.id}/availability`)
      .set(auth())
      .send({ availability: 'sold-out' })
      .expect(400);
    expect(response.body.message).toBe(french('api.invalidAvailabilityRequest'));
    await app.request
      .put(`/api/menu/${first.id}/availability`)
      .set(auth())
      .send({ availability: 'épuisé', untilFurtherNotice: 'oui' })
      .expect(400);
    await app.request.put('/api/menu/inconnu/availability').set(auth()).send({ availability: 'épuisé' }).expect(404);
    expect((await staffMenu()).find((entry) => entry.id === first.id)?.availability).toBe(first.availability);
  });
});

describe('the service-day timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at 05:00 in Zurich each day, across the change to summer time', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2027-03-26T12:00:00Z'));
    const fired: string[] = [];
    const timer = atEachServiceDayStart(() => fired.push(new Date().toISOString()));
    vi.advanceTimersByTime(3 * 24 * 3600_000);
    timer.stop();
    // 05:00 is 04:00 UTC in winter, 03:00 UTC from 28 March.
    expect(fired).toEqual(['2027-03-27T04:00:00.000Z', '2027-03-28T03:00:00.000Z', '2027-03-29T03:00:00.000Z']);
  });
});
