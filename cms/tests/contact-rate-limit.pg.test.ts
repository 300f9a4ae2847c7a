import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;

const message = {
  name: 'Marco Rossi',
  email: 'marco.rossi@example.ch',
  subject: 'Réservation',
  message: 'Une table pour quatre vendredi soir, est-ce possible ?',
};

beforeAll(async () => {
  app = await startStrapi({ CONTACT_RATE_LIMIT_MAX: '3' });
});

afterAll(async () => {
  await app.stop();
});

describe('contact rate limit', () => {
  it('answers 429 in French once an address has sent its quota, and stores no more', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await app.request.post('/api/contact').send(message).expect(201);
    }
    const limited = await app.request.post('/api/contact').send(message);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      message: 'Trop de messages envoyés. Veuillez réessayer dans quelques minutes.',
      code: 'contact.rateLimited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app.strapi.documents('api::contact-message.contact-message').count({})).toBe(3);
  });
});
