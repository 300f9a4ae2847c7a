import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay, type ReservationSettings } from '@ticino/shared';
import { oneCharacterOff, openEveryDay, setReservationRules } from './reservation-mail-helpers';
import { CMS_ROOT, TEST_ENVIRONMENT, startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

/**
 * A guest's manage link without JavaScript (docs/product.md#booking-without-javascript): the server renders the booking
 * (from the real build of the website, `npm run build`), and takes the page's forms posted to its own address.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const SITE = TEST_ENVIRONMENT.PUBLIC_URL;
const RESERVATION_UID = 'api::reservation.reservation';
/** Far from the notice and the cut-off, within the horizon. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let app: TestStrapi;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-manage-'));

const setRules = (rules: Partial<ReservationSettings>) => setReservationRules(app.strapi, rules);

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  app = await startStrapi({ FRONTEND_DIST: frontendDist, RESERVATION_RATE_LIMIT_MAX: '1000' });
  // Open every day, lunch and dinner, so DAY takes bookings whatever weekday it is.
  await openEveryDay(app.strapi);
});

afterAll(async () => {
  await app.stop();
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

beforeEach(async () => {
  await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
  await setRules({});
});

let guestNumber = 0;
/** A booking through the API for a guest of their own: its manage link's path. */
async function booked(time = '19:00', partySize = 2): Promise<{ pathname: string; reference: string }> {
  guestNumber += 1;
  const response = await app.request
    .post('/api/reservations')
    .send({
      date: DAY,
      time,
      partySize,
      name: `Giulia Bernasconi ${guestNumber}`,
      email: `giulia${guestNumber}@example.ch`,
      phone: `+41 79 123 ${String(guestNumber).padStart(4, '0')}`,
    })
    .expect(201);
  const { pathname } = new URL(response.body.data.manageUrl as string);
  return { pathname, reference: response.body.data.reference as string };
}

const visit = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html');

/** A form of the page as a browser posts it from the site's own page. */
const post = (pathname: string, fields: Record<string, string>, origin: string | null = SITE) => {
  const request = app.request.post(pathname).type('form').set('Accept', 'text/html');
  return (origin ? request.set('Origin', origin) : request).send(fields);
};

const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
const stored = (reference: string) => app.strapi.db.query(RESERVATION_UID).findOne({ where: { reference } });

/** The page's form token, as a visit gives it out. */
async function pageToken(pathname: string): Promise<string> {
  return formTokenOf((await visit(pathname).expect(200)).text);
}

describe("a guest's manage page without JavaScript", () => {
  it('shows the booking and its forms, never cached, indexed or named to another site', async () => {
    const { pathname, reference } = await booked();
    const response = await visit(pathname).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const { text } = response;
    for (const shown of [reference, 'Confirmée', '19:00', `Giulia Bernasconi ${guestNumber}`, 'Votre réservation']) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('<meta name="robots" content="noindex" />');
    expect(text).toContain(`<form method="post" action="${pathname}"`);
    expect(text).toContain('value="cancel-ask"');
    expect(formTokenOf(text)).toMatch(/^\d+\.[\w-]+$/);
    // With JavaScript the app renders the page anew and uses the API: it gets no data to hydrate the render with.
    expect(text).toContain('<script type="module"');
    expect(text).not.toContain('id="donnees-initiales"');
  });

  it('cancels after the question, in a page without the app, and frees the covers at once', async () => {
    await setRules({ arrivalsPerSlot: 2, coversAtOnce: 500 });
    const { pathname, reference } = await booked();
    const formToken = await pageToken(pathname);
    const asked = await post(pathname, { intent: 'cancel-ask', formToken }).expect(200);
    expect(asked.text).toContain('Voulez-vous vraiment annuler votre réservation ?');
    expect(asked.text).not.toContain('<script type="module"');
    expect((await stored(reference)).status).toBe('confirmed');

    const cancelled = await post(pathname, { intent: 'cancel', formToken: formTokenOf(asked.text) }).expect(200);
    expect(cancelled.headers['cache-control']).toBe('no-store');
    expect(cancelled.text).toContain(french('reservation.cancelled'));
    expect(cancelled.text).toContain('Annulée');
    expect(cancelled.text).not.toContain('value="cancel-ask"');
    expect((await stored(reference)).status).toBe('cancelled');
    // The two covers of the slot are free again.
    await booked('19:00', 2);
  });

  it('changes the party size where it fits, and says « complet » where it does not', async () => {
    await setRules({ arrivalsPerSlot: 4, coversAtOnce: 500 });
    const { pathname, reference } = await booked('19:00', 2);
    const formToken = await pageToken(pathname);
    const changed = await post(pathname, { intent: 'change', time: '19:00', partySize: '3', formToken }).expect(200);
    expect(changed.text).toContain(french('reservation.updated'));
    expect(await stored(reference)).toMatchObject({ partySize: 3 });
    const full = await post(pathname, { intent: 'change', time: '19:00', partySize: '5', formToken }).expect(409);
    expect(full.text).toContain('Complet à cet horaire');
    const refused = await post(pathname, { intent: 'change', time: '19:00', partySize: '40', formToken }).expect(400);
    expect(refused.text).toContain('role="alert"');
    expect(await stored(reference)).toMatchObject({ partySize: 3 });
  });

  it('takes no form posted from another site, nor one that does not say where it comes from', async () => {
    const { pathname, reference } = await booked();
    const cancel = { intent: 'cancel', formToken: await pageToken(pathname) };
    for (const origin of ['https://evil.example', 'null', null]) {
      const { text } = await post(pathname, cancel, origin).expect(403);
      expect(text).toContain('depuis le site du restaurant');
    }
    await post(pathname, cancel).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect((await stored(reference)).status).toBe('confirmed');
    // Under the site's no-referrer policy a browser sends `Origin: null`, and says where it posts from.
    await post(pathname, cancel, 'null').set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect((await stored(reference)).status).toBe('cancelled');
  });

  it('refuses a form token the page did not give out, another booking’s, or one too old', async () => {
    const { pathname, reference } = await booked();
    const other = await booked('19:15');
    const [issuedAt, signature] = (await pageToken(pathname)).split('.');
    // Signed as the server signs, with the first app key, three hours ago.
    const key = crypto.createHmac('sha256', TEST_ENVIRONMENT.APP_KEYS.split(',')[0]).update('booking-form-token');
    const old = String(Date.now() - 3 * 60 * 60 * 1000);
    const stale = crypto.createHmac('sha256', key.digest()).update(`manage:${reference}:${old}`).digest('base64url');
    const refused = ['', `${Number(issuedAt) + 1}.${signature}`, await pageToken(other.pathname), `${old}.${stale}`];
    for (const formToken of refused) {
      const { text } = await post(pathname, { intent: 'cancel', formToken }).expect(400);
      expect(text).toContain('Le formulaire a expiré');
    }
    expect((await stored(reference)).status).toBe('confirmed');
  });

  it('keeps the token out of the request log when a form is posted', async () => {
    const { pathname, reference } = await booked();
    const token = pathname.split('/').pop()!;
    const logged: string[] = [];
    const http = app.strapi.log.http;
    const write = http.bind(app.strapi.log);
    app.strapi.log.http = ((message: string) => {
      logged.push(message);
      return write(message);
    }) as typeof http;
    try {
      await post(pathname, { intent: 'cancel-ask', formToken: await pageToken(pathname) }).expect(200);
    } finally {
      app.strapi.log.http = http;
    }
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.filter((line) => line.startsWith(`POST /reservation/${reference}/… `))).toHaveLength(1);
  });

  it('answers the not-found page to a wrong token, and changes nothing', async () => {
    const { pathname, reference } = await booked();
    const formToken = await pageToken(pathname);
    const wrong = oneCharacterOff(pathname);
    const { text } = await post(wrong, { intent: 'cancel', formToken }).expect(404);
    expect(text).toContain('<title>Page Not Found — Trattoria Ticino</title>');
    expect(text).not.toContain(reference);
    await visit(wrong).expect(404);
    expect((await stored(reference)).status).toBe('confirmed');
  });

  it('refuses a change after the cut-off and gives the restaurant’s phone', async () => {
    const { pathname, reference } = await booked();
    const formToken = await pageToken(pathname);
    await setRules({ guestCutoffMinutes: 7 * 24 * 60 });
    const restaurant = await app.strapi.documents('api::restaurant.restaurant').findFirst();
    const { text } = await post(pathname, { intent: 'cancel', formToken }).expect(409);
    expect(text).toContain('Il est trop tard pour la modifier en ligne (jusqu’à 168 h avant)');
    expect(text).toContain(`merci de nous appeler au ${restaurant!.phone}`);
    expect(text).not.toContain('value="cancel-ask"');
    expect((await stored(reference)).status).toBe('confirmed');
    // A visit too says whom to call.
    expect((await visit(pathname).expect(200)).text).toContain('Il est trop tard pour modifier ou annuler en ligne');
  });
});
