import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay, offerHeldUntil, waitlistOfferPath, type Locale } from '@ticino/shared';
import { oneCharacterOff, openEveryDay } from './reservation-mail-helpers';
import { CMS_ROOT, TEST_ENVIRONMENT, startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

/**
 * A waiting party's offer link without JavaScript (docs/product.md#booking-without-javascript): the server renders the
 * offer (from the real build of the website, `npm run build`), in the party's language, and takes the page's forms
 * posted to its own address.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const SITE = TEST_ENVIRONMENT.PUBLIC_URL;
const RESERVATION_UID = 'api::reservation.reservation';
const WAITLIST_UID = 'api::reservation.waitlist-entry';
/** Far from the notice and the cut-off, within the horizon. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let app: TestStrapi;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-offer-'));

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({
    FRONTEND_DIST: frontendDist,
    RESERVATION_RATE_LIMIT_MAX: '1000',
    // The waiting list's job runs when a test says so, not on its own.
    RESERVATION_WAITLIST_JOB_SECONDS: '3600',
  });
  // Open every day, lunch and dinner, so DAY takes bookings whatever weekday it is.
  await openEveryDay(app.strapi);
});

afterAll(async () => {
  await app.stop();
  for (const name of ['RESERVATION_RATE_LIMIT_MAX', 'RESERVATION_WAITLIST_JOB_SECONDS']) delete process.env[name];
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

beforeEach(async () => {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
  await app.strapi.db.query(WAITLIST_UID).deleteMany({ where: {} });
});

interface Offered {
  pathname: string;
  id: string;
  token: string;
}

let partyNumber = 0;
/**
 * A party offered a table at 19:00 on DAY, as the waiting list offers one (its token's hash kept, held for a while):
 * its link's path. The offer itself is the waiting list's business (waitlist.pg.test.ts); here, its page.
 */
async function offered({ language = 'fr' }: { language?: Locale } = {}): Promise<Offered> {
  partyNumber += 1;
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  const entry = await app.strapi.documents(WAITLIST_UID).create({
    data: {
      date: DAY,
      time: '19:00:00.000',
      partySize: 2,
      name: `Ruth Miller ${partyNumber}`,
      email: `ruth${partyNumber}@example.com`,
      phone: `+44 20 7946 ${String(partyNumber).padStart(4, '0')}`,
      language,
      status: 'offered',
      offerTokenHash: crypto.createHash('sha256').update(token).digest('hex'),
      offeredAt: new Date(now).toISOString(),
      offerExpiresAt: new Date(now + 30 * 60_000).toISOString(),
    } as never,
  });
  return { pathname: waitlistOfferPath(entry.documentId, token), id: entry.documentId, token };
}

const visit = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html');

/** A form of the page as a browser posts it from the site's own page. */
const post = (pathname: string, fields: Record<string, string>, origin: string | null = SITE) => {
  const request = app.request.post(pathname).type('form').set('Accept', 'text/html');
  return (origin ? request.set('Origin', origin) : request).send(fields);
};

const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
const entryOf = (id: string) => app.strapi.db.query(WAITLIST_UID).findOne({ where: { documentId: id } });

async function pageToken(pathname: string): Promise<string> {
  return formTokenOf((await visit(pathname).expect(200)).text);
}

describe("a waiting party's offer page without JavaScript", () => {
  it('shows the table offered and its forms, never cached, indexed or named to another site', async () => {
    const { pathname, id } = await offered();
    const response = await visit(pathname).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const { text } = response;
    expect(text).toContain('<title>Une table s’est libérée — Trattoria Ticino</title>');
    expect(text).toContain('<meta name="robots" content="noindex" />');
    const entry = await entryOf(id);
    const until = offerHeldUntil({ offerExpiresAt: new Date(entry.offerExpiresAt as string).toISOString() });
    for (const shown of ['Une table s’est libérée', '19:00', `Ruth Miller ${partyNumber}`, `jusqu’à ${until}.`]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain(`<form method="post" action="${pathname}"`);
    expect(text).toContain('value="accept"');
    expect(text).toContain('value="decline-ask"');
    expect(formTokenOf(text)).toMatch(/^\d+\.[\w-]+$/);
    // With JavaScript the app renders the page anew and uses the API: it gets no data to hydrate the render with.
    expect(text).toContain('<script type="module"');
    expect(text).not.toContain('id="donnees-initiales"');
  });

  it('speaks the party’s language, whatever the address', async () => {
    const { pathname } = await offered({ language: 'en' });
    const { text } = await visit(pathname).expect(200);
    expect(text).toContain('<html lang="en">');
    expect(text).toContain('<title>A table is free — Trattoria Ticino</title>');
    expect(text).toContain('Book this table');
    expect(text).not.toContain('Réserver cette table');
  });

  it('books the table: the booking’s answer with its manage link, in a page without the app', async () => {
    const { pathname, id } = await offered();
    const response = await post(pathname, { intent: 'accept', formToken: await pageToken(pathname) }).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('Réservation confirmée');
    expect(response.text).not.toContain('<script type="module"');
    const entry = await entryOf(id);
    expect(entry.status).toBe('booked');
    const booking = await app.strapi.db
      .query(RESERVATION_UID)
      .findOne({ where: { reference: entry.reservationReference } });
    expect(booking).toMatchObject({
      date: DAY,
      partySize: 2,
      email: `ruth${partyNumber}@example.com`,
      status: 'confirmed',
    });
    expect(response.text).toContain(`${SITE}/reservation/${booking.reference}/`);
    // The link now says the offer is taken.
    const again = await visit(pathname).expect(200);
    expect(again.text).toContain(french('reservation.offerGone'));
    expect(again.text).not.toContain('value="accept"');
  });

  it('lets the table go after the question, and says so', async () => {
    const { pathname, id } = await offered();
    const asked = await post(pathname, { intent: 'decline-ask', formToken: await pageToken(pathname) }).expect(200);
    expect(asked.text).toContain('Voulez-vous vraiment laisser cette table à la personne suivante');
    expect(asked.text).not.toContain('value="accept"');
    expect((await entryOf(id)).status).toBe('offered');

    const declined = await post(pathname, { intent: 'decline', formToken: formTokenOf(asked.text) }).expect(200);
    expect(declined.text).toContain(french('reservation.offerDeclined'));
    expect(declined.text).not.toContain('value="decline-ask"');
    expect((await entryOf(id)).status).toBe('withdrawn');
  });

  it('says an offer ran out, and takes it no more', async () => {
    const { pathname, id } = await offered();
    const formToken = await pageToken(pathname);
    // Its time runs out while the page is open.
    await app.strapi.db
      .query(WAITLIST_UID)
      .update({ where: { documentId: id }, data: { offerExpiresAt: new Date(Date.now() - 60_000).toISOString() } });
    const { text } = await visit(pathname).expect(200);
    expect(text).toContain(french('reservation.offerExpired'));
    expect(text).not.toContain('value="accept"');
    const late = await post(pathname, { intent: 'accept', formToken }).expect(410);
    expect(late.text).toContain(french('reservation.offerExpired'));
    expect(await app.strapi.db.query(RESERVATION_UID).count({ where: {} })).toBe(0);
    expect((await entryOf(id)).status).toBe('offered');
  });

  it('takes no form from another site, nor with another offer’s token or a changed one', async () => {
    const { pathname, id } = await offered();
    const other = await offered();
    const accept = { intent: 'accept', formToken: await pageToken(pathname) };
    for (const origin of ['https://evil.example', null]) {
      const { text } = await post(pathname, accept, origin).expect(403);
      expect(text).toContain('depuis le site du restaurant');
    }
    const [issuedAt, signature] = accept.formToken.split('.');
    for (const formToken of ['', `${Number(issuedAt) + 1}.${signature}`, await pageToken(other.pathname)]) {
      const { text } = await post(pathname, { intent: 'accept', formToken }).expect(400);
      expect(text).toContain('Le formulaire a expiré');
    }
    expect((await entryOf(id)).status).toBe('offered');
  });

  it('answers the not-found page to a wrong token, changes nothing, and keeps the token out of the log', async () => {
    const { pathname, id, token } = await offered();
    const formToken = await pageToken(pathname);
    const wrong = oneCharacterOff(pathname);
    const logged: string[] = [];
    const http = app.strapi.log.http;
    const write = http.bind(app.strapi.log);
    app.strapi.log.http = ((message: string) => {
      logged.push(message);
      return write(message);
    }) as typeof http;
    try {
      const { text } = await post(wrong, { intent: 'accept', formToken }).expect(404);
      expect(text).toContain('<title>Page Not Found — Trattoria Ticino</title>');
      expect(text).not.toContain('Ruth Miller');
      await visit(wrong).expect(404);
      await visit(pathname).expect(200);
    } finally {
      app.strapi.log.http = http;
    }
    expect((await entryOf(id)).status).toBe('offered');
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.filter((line) => line.startsWith('GET /reservation/… '))).toHaveLength(2);
  });
});
