import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {} from '@ticino/shared';
import { rawRequest } from './raw-http';
import { loginToken, startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

let app: TestStrapi;
/** A page shell is enough: the limit is counted before any page is rendered. */
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-rate-limit-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(frontendDist, 'index.html'),
    '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>',
  );
  app = await startStrapi({ RESERVATION_RATE_LIMIT_MAX: '2', FRONTEND_DIST: frontendDist });
});

afterAll(async () => {
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  delete process.env.FRONTEND_DIST;
  await app.stop();
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

describe('the booking rate limit', () => {
  it('counts bookings and group requests of one address together, never a staff session', async () => {
    const staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
    await app.request.post('/api/reservations').send({}).expect(400);
    await app.request.post('/api/group-requests').send({}).expect(400);
    const limited = await app.request.post('/api/reservations').send({}).expect(429);
    expect(limited.body).toEqual({
      success: false,
      message: french('reservation.rateLimited'),
      code: 'reservation.rateLimited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await app.request.post('/api/group-requests').send({}).expect(429);
    // Staff enter phone bookings all evening from the restaurant's address.
    await app.request.post('/api/reservations').set(staff).send({}).expect(400);
    await app.request.post('/api/reservations').set(staff).send({}).expect(400);
  });
});

describe('the pages the booking renders for each request', () => {
  it('count the times asked without JavaScript and the manage page with the bookings of their address', async () => {
    const askTimes = () =>
      rawRequest(app, {
        method: 'POST',
        path: '/reserver',
        localAddress: '127.0.6.1',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html',
          Origin: 'https://www.trattoria.example',
        },
        chunks: [Buffer.from('intent=times&partySize=2&date=2030-01-01')],
      });
    expect((await askTimes()).status).not.toBe(429);
    expect((await askTimes()).status).not.toBe(429);
    const limited = await askTimes();
    // The date step again, its message rendered as for a booking past the quota (reservation-form.test.ts).
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const openLink = (localAddress: string) =>
      rawRequest(app, { path: '/reservation/ABCD-EFGH/not-a-token', localAddress, headers: { Accept: 'text/html' } });
    expect((await openLink('127.0.6.1')).status).toBe(429);
    expect((await openLink('127.0.6.2')).status).toBe(404);
    expect((await openLink('127.0.6.2')).status).toBe(404);
    const tooMany = await openLink('127.0.6.2');
    expect(tooMany.status).toBe(429);
    expect(tooMany.text).toBe(french('reservation.rateLimited'));
  });
});
