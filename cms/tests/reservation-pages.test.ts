import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { oneCharacterOff, openEveryDay } from './reservation-mail-helpers';
import { startStrapi, type TestStrapi } from './strapi';

const PUBLIC_URL = 'https://www.trattoria.example';
/** Far from the notice and the cut-off, within the horizon. */
const DAY = addDaysToDayText(genevaDay(new Date()), 5);

let app: TestStrapi;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-dist-'));
const logged: string[] = [];

beforeAll(async () => {
  fs.writeFileSync(
    path.join(frontendDist, 'index.html'),
    '<!doctype html>\n<html lang="fr">\n  <head>\n    <title>Titre du site</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
  );
  app = await startStrapi({ FRONTEND_DIST: frontendDist, PUBLIC_URL: `${PUBLIC_URL}/` });
  // Open every day, lunch and dinner, so DAY takes bookings whatever weekday it is.
  await openEveryDay(app.strapi);
  // The request log's lines, as the logger writes them.
  const http = app.strapi.log.http.bind(app.strapi.log);
  app.strapi.log.http = ((message: string) => {
    logged.push(message);
    return http(message);
  }) as typeof app.strapi.log.http;
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

const navigate = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html,application/xhtml+xml');

/** A booking through the API, as the guest page sends it: its manage link's path. */
async function bookedPath(): Promise<{ pathname: string; reference: string; token: string }> {
  const response = await app.request
    .post('/api/reservations')
    .send({
      date: DAY,
      time: '19:00',
      partySize: 2,
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
      phone: '+41 79 123 45 67',
    })
    .expect(201);
  const url = new URL(response.body.data.manageUrl as string);
  expect(url.origin).toBe(PUBLIC_URL);
  const [, , reference, token] = url.pathname.split('/');
  return { pathname: url.pathname, reference, token };
}

describe("a guest's manage link as the server sends it", () => {
  it('opens the page, never cached, never indexed, naming no referrer', async () => {
    const { pathname } = await bookedPath();
    const response = await navigate(pathname).expect(200).expect('Content-Type', /html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.text).toContain('<title>Votre réservation — Trattoria Ticino</title>');
    expect(response.text).toContain('<meta name="robots" content="noindex" />');
    expect(response.text).not.toContain('rel="canonical"');
  });

  it('answers the not-found page to a wrong token, and to a reference alone', async () => {
    const { reference, token } = await bookedPath();
    const wrong = oneCharacterOff(token);
    const refused = await navigate(`/reservation/${reference}/${wrong}`).expect(404);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('<title>Page Not Found — Trattoria Ticino</title>');
    await navigate(`/reservation/${reference}`).expect(404);
    await navigate(`/reservation/NONE-NONE/${token}`).expect(404);
  });

  it('masks the token in the request log', async () => {
    const { pathname, reference, token } = await bookedPath();
    logged.length = 0;
    await navigate(pathname).expect(200);
    await navigate(`${pathname}?utm=x`).expect(200);
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.filter((line) => line.startsWith(`GET /reservation/${reference}/… `))).toHaveLength(2);
  });
});

describe('the booking page', () => {
  it('is a restaurant page of its own, listed in the sitemap', async () => {
    const { text } = await navigate('/reserver').expect(200);
    expect(text).toContain('<title>Réserver une table — Trattoria Ticino</title>');
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/reserver" />`);
    expect((await app.request.get('/sitemap.xml').expect(200)).text).toContain(`<loc>${PUBLIC_URL}/reserver</loc>`);
  });
});
