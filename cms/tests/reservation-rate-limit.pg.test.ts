import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@ticino/shared';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;

beforeAll(async () => {
  app = await startStrapi({ RESERVATION_RATE_LIMIT_MAX: '2' });
});

afterAll(async () => {
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  await app.stop();
});

describe('the booking rate limit', () => {
  it('counts bookings and group requests of one address together, never a staff session', async () => {
    const staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
    await app.request.post('/api/reservations').send({}).expect(400);
    await app.request.post('/api/group-requests').send({}).expect(400);
    const limited = await app.request.post('/api/reservations').send({}).expect(429);
    expect(limited.body).toEqual({ success: false, message: RESERVATION_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await app.request.post('/api/group-requests').send({}).expect(429);
    // Staff enter phone bookings all evening from the restaurant's address.
    await app.request.post('/api/reservations').set(staff).send({}).expect(400);
    await app.request.post('/api/reservations').set(staff).send({}).expect(400);
  });
});
