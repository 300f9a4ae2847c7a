import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { french, wordedIn } from './messages';
import { rawRequest } from './raw-http';
import { openEveryDay, setDepositAccount } from './reservation-mail-helpers';
import { CMS_ROOT, TEST_ENVIRONMENT, loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * An evening's booking form without JavaScript (docs/product.md#evenings): the evening's page posts to its own
 * address, form-encoded, and the server answers with the page rendered again (from the real build of the website,
 * `npm run build` first), through the same service and refusals as `POST /api/reservations` with the evening's id.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const SITE = TEST_ENVIRONMENT.PUBLIC_URL;
const RESERVATION_UID = 'api::reservation.reservation';
const DAY = addDaysToDayText(genevaDay(new Date()), 12);
/** The bookings one address may send in the limit's window: room for this file's posts from supertest's address. */
const RATE_LIMIT = 40;

const EVENING = {
  name: 'Menu de St. Silvestre',
  date: DAY,
  times: ['19:00', '21:30'],
  menuText: 'Vitello tonnato · Risotto al Merlot · Panettone',
  pricePerPerson: 145,
  capacity: 6,
  depositPerPerson: 50,
  maxPartyOnline: 4,
  published: true,
};
const SLUG = 'menu-de-st-silvestre';

let app: TestStrapi;
let eveningId: string;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-evening-form-'));

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({ FRONTEND_DIST: frontendDist, RESERVATION_RATE_LIMIT_MAX: String(RATE_LIMIT) });
  const staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi, [{ date: DAY, label: 'Fermeture', closed: true }]);
  await setDepositAccount(app.request, staff);
  eveningId = (await app.request.post('/api/evenings').set(staff).send(EVENING).expect(201)).body.data.id;
});

afterAll(async () => {
  await app.stop();
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

beforeEach(async () => {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
});

const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The evening's page at `address`, as a browser without JavaScript gets it: its form's token. */
async function pageToken(address = `/soirees/${SLUG}`): Promise<string> {
  return formTokenOf((await app.request.get(address).set('Accept', 'text/html').expect(200)).text);
}

/** The form as a browser posts it from the evening's page. */
const post = (fields: Record<string, string>, address = `/soirees/${SLUG}`, origin: string | null = SITE) => {
  const request = app.request.post(address).type('form').set('Accept', 'text/html');
  return (origin ? request.set('Origin', origin) : request).send(fields);
};

/** The page's text without its tags, its entities decoded as a browser shows them. */
const shown = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

const storedBookings = () => app.strapi.db.query(RESERVATION_UID).count({ where: {} });

let guestNumber = 0;
function guest(overrides: Record<string, string> = {}) {
  guestNumber += 1;
  return {
    time: '21:30',
    partySize: '2',
    name: 'Giulia Bernasconi',
    email: `giulia${guestNumber}@example.ch`,
    phone: '+41 22 555 01 02',
    notes: '',
    website: '',
    ...overrides,
  };
}

describe('an evening’s page without JavaScript', () => {
  it('carries a form posting the booking’s fields and a token to its own address, its button working', async () => {
    const { text } = await app.request.get(`/de/abende/${SLUG}`).set('Accept', 'text/html').expect(200);
    expect(text).toMatch(new RegExp(`<form [^>]*method="post" action="/de/abende/${SLUG}"`));
    for (const field of ['time', 'partySize', 'name', 'email', 'phone', 'notes', 'allergens', 'allergyConsent']) {
      expect(text).toContain(`name="${field}"`);
    }
    expect(text).toContain('name="website"');
    expect(formTokenOf(text)).toMatch(/^\d+\.[\w-]+$/);
    const form = /<form class="booking"[\s\S]*?<\/form>/.exec(text)?.[0] ?? '';
    expect(form).toContain(
      '<button class="button button--primary" type="submit" aria-busy="false">Reservieren</button>',
    );
  });

  it('books in French: the reference, the deposit to pay, its QR reference and deadline, and the manage link', async () => {
    const fields = guest();
    const response = await post({ ...fields, formToken: await pageToken() }).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.text;
    // The page works without the app, which would not take it over.
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain('<script type="module"');
    const stored = await app.strapi.db
      .query(RESERVATION_UID)
      .findOne({ where: { email: fields.email }, populate: ['evening'] });
    expect(stored).toMatchObject({ date: DAY, partySize: 2, status: 'awaiting_payment', language: 'fr' });
    expect(stored.evening.documentId).toBe(eveningId);
    const text = shown(html);
    expect(text).toContain('Réservation enregistrée');
    expect(text).toContain(stored.reference);
    expect(html).toMatch(/Acompte<\/dt><dd>CHF (?:<!-- -->)?100\.00<\/dd>/);
    const reference = /booking-done__reference">([^<]+)</.exec(html)?.[1] ?? '';
    expect(reference).toMatch(/^RF\d\d(?: [0-9A-Z]{1,4})+$/);
    const deadline = /À payer d’ici au<\/dt><dd>(\d\d\.\d\d\.\d{4})<\/dd>/.exec(html)?.[1] ?? '';
    expect(text).toContain(french('reservation.awaitingPayment', { amount: '100.00', deadline }));
    const manageUrl = new RegExp(`href="(${SITE}/reservation/${stored.reference}/[^"]+)"`).exec(html)?.[1] ?? '';
    expect(manageUrl).not.toBe('');
    // The guest's manage page, which offers the QR-bill, holds the same deposit.
    const manage = await app.request.get(new URL(manageUrl).pathname).set('Accept', 'text/html').expect(200);
    expect(shown(manage.text)).toContain(reference);
  });

  it('books in German on the German page, the booking speaking German', async () => {
    const fields = guest({ time: '19:00', partySize: '3' });
    const address = `/de/abende/${SLUG}`;
    const { text } = await post({ ...fields, formToken: await pageToken(address) }, address).expect(201);
    expect(text).toContain('<html lang="de">');
    expect(shown(text)).toContain('Reservation erfasst');
    const stored = await app.strapi.db.query(RESERVATION_UID).findOne({ where: { email: fields.email } });
    expect(stored).toMatchObject({ partySize: 3, language: 'de' });
    expect(String(stored.time)).toMatch(/^19:00/);
    expect(shown(text)).toContain(stored.reference);
  });

  it('is the not-found page for an evening not listed', async () => {
    await post({ ...guest(), formToken: await pageToken() }, '/soirees/soiree-inconnue').expect(404);
    expect(await storedBookings()).toBe(0);
  });
});

describe('the evening’s form and the API refuse the same posts the same way', () => {
  const apiBooking = (fields: Record<string, string>) =>
    app.request.post('/api/reservations').send({ ...fields, partySize: Number(fields.partySize), eventId: eveningId });

  it.each([
    ['a time the evening does not offer', { time: '20:00' }],
    ['a party above the evening’s online maximum', { partySize: '5' }],
    ['no name and an address that is not one', { name: '', email: 'giulia-at-example.ch' }],
  ])('%s: 400, the same reasons beside their fields, what was typed kept, nothing booked', async (_case, change) => {
    const fields = guest(change);
    const api = await apiBooking(fields).expect(400);
    const errors = api.body.errors as Record<string, string>;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    const form = await post({ ...fields, formToken: await pageToken() }).expect(400);
    const text = shown(form.text);
    expect(text).toContain(api.body.message as string);
    for (const [field, reason] of Object.entries(errors)) {
      expect(text).toContain(reason);
      // Beside its field: the field names its error.
      expect(form.text).toMatch(
        new RegExp(`id="evening-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="evening-${field}"`),
      );
    }
    expect(form.text).toContain('value="+41 22 555 01 02"');
    expect(formTokenOf(form.text)).not.toBe('');
    expect(await storedBookings()).toBe(0);
  });

  it('a full evening: 409, the same message, the page saying « Complet »', async () => {
    const token = await pageToken();
    await apiBooking(guest({ partySize: '4' })).expect(201);
    await apiBooking(guest({ partySize: '2' })).expect(201);
    const api = await apiBooking(guest()).expect(409);
    expect(api.body.message).toBe(french('reservation.eveningFull'));
    const form = await post({ ...guest(), formToken: token }).expect(409);
    expect(shown(form.text)).toContain(french('reservation.eveningFull'));
    expect(shown(form.text)).toContain('Complet');
    expect(await storedBookings()).toBe(2);
  });
});

describe('the evening’s form takes only what this site’s evening page gave out', () => {
  it('refuses a missing token, a changed one, and the booking page’s', async () => {
    const [issuedAt, signature] = (await pageToken()).split('.');
    const bookingPage = await app.request
      .post('/reserver')
      .type('form')
      .set('Origin', SITE)
      .send({ intent: 'times', partySize: '2', date: addDaysToDayText(DAY, 1) })
      .expect(200);
    const foreign = formTokenOf(bookingPage.text);
    expect(foreign).not.toBe('');
    for (const formToken of ['', `${Number(issuedAt) + 1}.${signature}`, foreign]) {
      const { text } = await post({ ...guest(), formToken }).expect(400);
      expect(shown(text)).toContain(french('reservation.expired'));
      expect(text).toContain('value="Giulia Bernasconi"');
    }
    // The German page answers in German.
    const address = `/de/abende/${SLUG}`;
    const german = await post({ ...guest(), formToken: '' }, address).expect(400);
    expect(shown(german.text)).toContain(wordedIn('de', 'reservation.expired'));
    expect(await storedBookings()).toBe(0);
  });

  it('refuses a post from another site, or one that does not say where it comes from', async () => {
    const booking = { ...guest(), formToken: await pageToken() };
    for (const origin of ['https://evil.example', 'null', null]) {
      const { text } = await post(booking, `/soirees/${SLUG}`, origin).expect(403);
      expect(shown(text)).toContain(french('reservation.eveningForeignOrigin'));
    }
    await post(booking).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(await storedBookings()).toBe(0);
  });
});

describe('the per-address limit', () => {
  /** A post from `address`, an address of its own on loopback, as the API or the form gets it. */
  const from = (address: string, pathname: string, type: 'json' | 'form', body: string) =>
    rawRequest(app, {
      method: 'POST',
      path: pathname,
      localAddress: address,
      headers: {
        'Content-Type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
        Accept: type === 'json' ? 'application/json' : 'text/html',
        Origin: SITE,
      },
      chunks: [Buffer.from(body)],
    });

  it('counts the evening’s form with the bookings of the address, whichever way each came', async () => {
    const address = '127.0.9.1';
    const formBody = new URLSearchParams({ ...guest({ name: '' }), formToken: await pageToken() }).toString();
    for (let sent = 0; sent < RATE_LIMIT - 1; sent += 1) {
      expect((await from(address, '/api/reservations', 'json', '{}')).status).toBe(400);
    }
    // The last one allowed, by the form: refused for its empty name, and counted.
    expect((await from(address, `/soirees/${SLUG}`, 'form', formBody)).status).toBe(400);
    expect((await from(address, '/api/reservations', 'json', '{}')).status).toBe(429);
    const limited = await from(address, `/soirees/${SLUG}`, 'form', formBody);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(shown(limited.text)).toContain(french('reservation.rateLimited'));
    expect(limited.text).toContain('value="+41 22 555 01 02"');
  });
});
