import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { openEveryDay, setReservationRules } from './reservation-mail-helpers';
import { french } from './messages';
import { CMS_ROOT, TEST_ENVIRONMENT, loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * `/reserver` without JavaScript (docs/product.md#booking-without-javascript): the form posts to its own page, the
 * server answers each step with the page rendered for it, from the real build of the website (`npm run build`).
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const SITE = TEST_ENVIRONMENT.PUBLIC_URL;
const RESERVATION_UID = 'api::reservation.reservation';
const GROUP_UID = 'api::group-request.group-request';
const WAITLIST_UID = 'api::reservation.waitlist-entry';
const SETTINGS_UID = 'api::reservation-setting.reservation-setting';
/** Far from the notice and the cut-off, within the horizon. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let app: TestStrapi;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-form-'));

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
  await app.strapi.db.query(GROUP_UID).deleteMany({ where: {} });
  await app.strapi.db.query(WAITLIST_UID).deleteMany({ where: {} });
});

/** The form as a browser posts it from the site's own page. */
const post = (fields: Record<string, string>, origin: string | null = SITE) => {
  const request = app.request.post('/reserver').type('form').set('Accept', 'text/html');
  return (origin ? request.set('Origin', origin) : request).send(fields);
};

const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
const storedBookings = () => app.strapi.db.query(RESERVATION_UID).count({ where: {} });

/** The times' page for a party of two on DAY: its token and free times. */
async function timesPage(): Promise<{ html: string; token: string; times: string[] }> {
  const { text } = await post({ intent: 'times', partySize: '2', date: DAY }).expect(200);
  const times = [...text.matchAll(/name="time" value="(\d\d:\d\d)"(?![^>]*disabled)/g)].map((match) => match[1]);
  return { html: text, token: formTokenOf(text), times };
}

const guest = {
  partySize: '2',
  date: DAY,
  time: '19:00',
  name: 'Giulia Bernasconi',
  email: 'giulia@example.ch',
  phone: '+41 22 555 01 02',
  notes: 'Allergie aux noix',
  website: '',
};

describe('the booking form posted without JavaScript', () => {
  it('shows the free times for the party and the date, in a page without the app', async () => {
    const { html, token, times } = await timesPage();
    expect(times).toContain('19:00');
    expect(times).toContain('12:00');
    expect(token).toMatch(/^\d+\.[\w-]+$/);
    // The guest's details come with the times, and the page works without the app, which would not take it over.
    expect(html).toContain('name="email"');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<noscript>');
  });

  it('books with the token of the times page: « Réservation confirmée », the manage link, never stored', async () => {
    const { token } = await timesPage();
    const response = await post({ ...guest, intent: 'book', formToken: token }).expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.text).toContain('Réservation confirmée');
    const stored = await app.strapi.db.query(RESERVATION_UID).findOne({ where: { email: guest.email } });
    expect(stored).toMatchObject({ date: DAY, partySize: 2, status: 'confirmed', notes: 'Allergie aux noix' });
    expect(String(stored.time)).toMatch(/^19:00/);
    expect(response.text).toContain(`${SITE}/reservation/${stored.reference}/`);
    // The calendar file is in the page: it downloads without the app.
    expect(response.text).toContain(`download="reservation-${stored.reference}.ics"`);
    expect(response.text).toContain('href="data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR');
  });

  it('shows the form again with each refused field and what was typed, and books nothing', async () => {
    const { token } = await timesPage();
    const { text } = await post({ ...guest, email: 'pas-un-email', intent: 'book', formToken: token }).expect(400);
    expect(text).toContain('Veuillez corriger les champs du formulaire.');
    expect(text).toContain('Format d&#x27;email invalide.');
    expect(text).toContain('value="Giulia Bernasconi"');
    expect(formTokenOf(text)).not.toBe('');
    expect(await storedBookings()).toBe(0);
  });

  it('refuses a booking without a token the site gave out, or with a changed one', async () => {
    const { token } = await timesPage();
    const [issuedAt, signature] = token.split('.');
    const forged = [`${Number(issuedAt) + 1}.${signature}`, '', 'abc', `${issuedAt}.${signature}x`];
    for (const formToken of forged) {
      const { text } = await post({ ...guest, intent: 'book', formToken }).expect(400);
      expect(text).toContain('Le formulaire a expiré');
    }
    expect(await storedBookings()).toBe(0);
  });

  it('takes no form posted from another site, nor one that does not say where it comes from', async () => {
    const { token } = await timesPage();
    const booking = { ...guest, intent: 'book', formToken: token };
    for (const origin of ['https://evil.example', 'null', null]) {
      const { text } = await post(booking, origin).expect(403);
      expect(text).toContain('depuis le site du restaurant');
    }
    await post(booking).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await post(booking, null).set('Referer', 'https://evil.example/reserver').expect(403);
    expect(await storedBookings()).toBe(0);
  });

  it('takes the form from the site’s own page, however the browser says so', async () => {
    const { token } = await timesPage();
    const booking = (email: string) => ({ ...guest, email, intent: 'book', formToken: token });
    // Under the site's no-referrer policy a browser sends `Origin: null`, and says where it posts from in Sec-Fetch-Site.
    await post(booking('a@example.ch'), 'null').set('Sec-Fetch-Site', 'same-origin').expect(201);
    // Browsers without Sec-Fetch-Site: the Origin (the other tests), else the Referer.
    await post(booking('b@example.ch'), null).set('Referer', `${SITE}/reserver`).expect(201);
    expect(await storedBookings()).toBe(2);
  });

  it('says why a day offers no time, and refuses a date that is none', async () => {
    const { text } = await post({ intent: 'times', partySize: '2', date: '2020-01-01' }).expect(200);
    expect(text).toContain('Cette date est passée.');
    const refused = await post({ intent: 'times', partySize: '2', date: '31.12.2030' }).expect(400);
    expect(refused.text).toContain('Choisissez une date valide.');
  });

  it('bounds its date field to the days online booking takes, the owner’s horizon as it is now', async () => {
    const today = genevaDay(new Date());
    const boundsIn = (html: string) => {
      const field = /<input[^>]*name="date"[^>]*>/.exec(html)?.[0] ?? '';
      return { min: /min="([^"]*)"/.exec(field)?.[1], max: /max="([^"]*)"/.exec(field)?.[1] };
    };
    const page = async (path: string) => (await app.request.get(path).set('Accept', 'text/html').expect(200)).text;
    expect(boundsIn(await page('/reserver'))).toEqual({ min: today, max: addDaysToDayText(today, 60) });

    // The owner saves a horizon of ten days in /cms.
    const settings = app.strapi.documents('api::reservation-setting.reservation-setting');
    expect(await settings.findFirst()).toBeNull();
    const created = await settings.create({ data: { horizonDays: 10 } as never });
    try {
      expect(boundsIn(await page('/it/prenota'))).toEqual({ min: today, max: addDaysToDayText(today, 10) });
      expect(boundsIn(await page('/reserver'))).toEqual({ min: today, max: addDaysToDayText(today, 10) });
      const { text } = await post({ intent: 'times', partySize: '2', date: '2020-01-01' }).expect(200);
      expect(boundsIn(text)).toEqual({ min: today, max: addDaysToDayText(today, 10) });
    } finally {
      await settings.delete({ documentId: created.documentId });
    }
  });

  it('sends a group request: the group form first, then « Demande envoyée », kept for staff', async () => {
    const first = await post({ intent: 'times', partySize: 'group', date: '' }).expect(200);
    expect(first.text).toContain('Demande de groupe');
    const request = {
      intent: 'group',
      formToken: formTokenOf(first.text),
      date: DAY,
      time: '19:30',
      guests: '14',
      occasion: 'Anniversaire',
      budgetPerPerson: '60',
      privateRoom: 'on',
      name: 'Famille Rossi',
      email: 'rossi@example.ch',
      phone: '+41 22 555 03 04',
      message: 'Un gâteau au dessert, si possible.',
      website: '',
    };
    const refused = await post({ ...request, guests: 'beaucoup' }).expect(400);
    expect(refused.text).toContain('Indiquez le nombre d’invités');
    expect(await app.strapi.db.query(GROUP_UID).count({ where: {} })).toBe(0);
    const sent = await post(request).expect(201);
    expect(sent.text).toContain('Demande de groupe envoyée');
    const stored = await app.strapi.db.query(GROUP_UID).findOne({ where: { email: 'rossi@example.ch' } });
    expect(stored).toMatchObject({ guests: 14, privateRoom: true, budgetPerPerson: 60, occasion: 'Anniversaire' });
  });
});

describe('the waiting list posted without JavaScript', () => {
  const waiting = () => app.strapi.db.query(WAITLIST_UID).findMany({ where: {} });

  /** Four covers at once, two parties of two at 19:00: that time is full (the defaults back after the test). */
  async function fullAtSeven(): Promise<void> {
    await setReservationRules(app.strapi, { coversAtOnce: 4 });
    for (const email of ['a@example.ch', 'b@example.ch']) {
      await app.request
        .post('/api/reservations')
        .send({ ...guest, partySize: 2, email, phone: '+41 22 555 09 09' })
        .expect(201);
    }
  }

  afterEach(async () => {
    const settings = app.strapi.documents(SETTINGS_UID);
    const saved = await settings.findFirst();
    if (saved) await settings.delete({ documentId: saved.documentId });
  });

  const wait = { ...guest, intent: 'wait', waitTime: '19:00', time: '' };

  it('offers the full times under the free ones, and puts the party on the list in the page’s language', async () => {
    await fullAtSeven();
    const { html, token } = await timesPage();
    const select = /<select[^>]*name="waitTime"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    expect(select).toContain('<option value="19:00">19:00</option>');
    expect(select).not.toContain('value="12:00"');
    expect(html).toContain('value="wait"');

    const response = await app.request
      .post('/en/book')
      .type('form')
      .set('Accept', 'text/html')
      .set('Origin', SITE)
      .send({ ...wait, formToken: token })
      .expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('You are on the waiting list');
    expect(response.text).not.toContain('<script type="module"');
    const [entry] = await waiting();
    expect(entry).toMatchObject({ date: DAY, partySize: 2, email: guest.email, language: 'en', status: 'waiting' });
    expect(String(entry.time)).toMatch(/^19:00/);
  });

  it('shows the times again with why, the waiting time kept, and keeps nothing', async () => {
    await fullAtSeven();
    const { token } = await timesPage();
    const refused = await post({ ...wait, name: '', formToken: token }).expect(400);
    expect(refused.text).toContain(french('reservation.nameRequired'));
    expect(refused.text).toContain('<option value="19:00" selected="">19:00</option>');
    expect(formTokenOf(refused.text)).not.toBe('');
    // A free time is booked, not waited for.
    const free = await post({ ...wait, waitTime: '12:00', formToken: token }).expect(409);
    expect(free.text).toContain('Cet horaire est libre : réservez-le directement.');
    expect(await waiting()).toEqual([]);
  });

  it('takes a place only with the token of the times page, and a robot’s none', async () => {
    await fullAtSeven();
    const { token } = await timesPage();
    const expired = await post({ ...wait, formToken: `${token}x` }).expect(400);
    expect(expired.text).toContain('Le formulaire a expiré');
    await post({ ...wait, formToken: token }, 'https://evil.example').expect(403);
    const robot = await post({ ...wait, website: 'https://spam.example', formToken: token }).expect(201);
    expect(robot.text).toContain('Vous êtes sur la liste d’attente');
    expect(await waiting()).toEqual([]);
  });
});

/**
 * One way in (docs/architecture.md#one-way-in): the form without JavaScript only reads its fields and renders the
 * answer; what a booking or a group request may be is decided by the services the API calls too.
 */
describe('the form and the API refuse the same posts the same way', () => {
  /** The page's text without its tags, its entities decoded as a browser shows them. */
  const shown = (html: string) =>
    html
      .replace(/<[^<>]*>/g, ' ')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&');

  async function groupFormToken(): Promise<string> {
    return formTokenOf((await post({ intent: 'times', partySize: 'group', date: '' }).expect(200)).text);
  }

  const group = {
    date: DAY,
    time: '19:30',
    guests: '14',
    name: 'Famille Rossi',
    email: 'rossi@example.ch',
    phone: '+41 22 555 03 04',
    message: 'Un gâteau au dessert, si possible.',
    website: '',
  };

  it.each([
    ['too few guests for a group', { guests: '3' }],
    ['a day gone by', { date: addDaysToDayText(genevaDay(new Date()), -1) }],
    ['an address that is not one', { email: 'rossi-at-example.ch' }],
    ['a time that is not one', { time: '25:99' }],
  ])('a group request with %s: 400, the same reasons, nothing kept', async (_case, change) => {
    const fields = { ...group, ...change };
    const api = await app.request
      .post('/api/group-requests')
      .send({ ...fields, guests: Number(fields.guests) })
      .expect(400);
    const errors = api.body.errors as Record<string, string>;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    const form = await post({ intent: 'group', formToken: await groupFormToken(), ...fields }).expect(400);
    for (const reason of Object.values(errors)) expect(shown(form.text)).toContain(reason);
    expect(await app.strapi.db.query(GROUP_UID).count({ where: {} })).toBe(0);
  });

  it("answers a robot's group request as a person's by both ways, and keeps neither", async () => {
    const robot = { ...group, website: 'https://spam.example' };
    await app.request
      .post('/api/group-requests')
      .send({ ...robot, guests: 14 })
      .expect(201);
    const form = await post({ intent: 'group', formToken: await groupFormToken(), ...robot }).expect(201);
    expect(form.text).toContain('Demande de groupe envoyée');
    expect(await app.strapi.db.query(GROUP_UID).count({ where: {} })).toBe(0);
  });

  it('keeps the language of the page a group request came from, by both ways', async () => {
    await app.request
      .post('/api/group-requests')
      .send({ ...group, guests: 14, language: 'it' })
      .expect(201);
    const postInGerman = (fields: Record<string, string>) =>
      app.request.post('/de/reservieren').type('form').set('Accept', 'text/html').set('Origin', SITE).send(fields);
    const times = await postInGerman({ intent: 'times', partySize: 'group', date: '' }).expect(200);
    const fields = { intent: 'group', formToken: formTokenOf(times.text), ...group, email: 'weber@example.ch' };
    await postInGerman(fields).expect(201);
    const staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
    const listed = (await app.request.get('/api/group-requests').set(staff).expect(200)).body.data.groupRequests as {
      email: string;
      language: string;
    }[];
    expect(listed.map(({ email, language }) => [email, language]).sort()).toEqual([
      ['rossi@example.ch', 'it'],
      ['weber@example.ch', 'de'],
    ]);
  });

  it("counts one sender's group requests of the day together, whichever way each came", async () => {
    for (let sent = 0; sent < 3; sent += 1) {
      await app.request
        .post('/api/group-requests')
        .send({ ...group, guests: 14 })
        .expect(201);
    }
    const api = await app.request
      .post('/api/group-requests')
      .send({ ...group, guests: 14 })
      .expect(429);
    const apiAnswered = Date.now();
    const form = await post({ intent: 'group', formToken: await groupFormToken(), ...group }).expect(429);
    // Both until Geneva's midnight, counted when each was answered: the form's later by the seconds between them.
    const between = Math.ceil((Date.now() - apiAnswered) / 1000);
    const [untilApi, untilForm] = [api, form].map((answer) => Number(answer.headers['retry-after']));
    expect(untilForm).toBeLessThanOrEqual(untilApi);
    expect(untilForm).toBeGreaterThanOrEqual(untilApi - between - 1);
    expect(shown(form.text)).toContain(api.body.message as string);
    expect(await app.strapi.db.query(GROUP_UID).count({ where: {} })).toBe(3);
  });

  it.each([
    ['a party of none', { partySize: '0' }],
    ['an address that is not one', { email: 'giulia-at-example.ch' }],
    ['no name', { name: '' }],
  ])('a booking with %s: 400, the same reasons, nothing kept', async (_case, change) => {
    const fields = { ...guest, ...change };
    const api = await app.request
      .post('/api/reservations')
      .send({ ...fields, partySize: Number(fields.partySize) })
      .expect(400);
    const errors = api.body.errors as Record<string, string>;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    const form = await post({ intent: 'book', formToken: (await timesPage()).token, ...fields }).expect(400);
    for (const reason of Object.values(errors)) expect(shown(form.text)).toContain(reason);
    expect(await storedBookings()).toBe(0);
  });
});
