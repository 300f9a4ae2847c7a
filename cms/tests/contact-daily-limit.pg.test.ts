import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {} from '@ticino/shared';
import { startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

let app: TestStrapi;

const message = {
  name: 'Giulia Bernasconi',
  email: 'giulia@example.ch',
  subject: 'Anniversaire',
  message: 'Pourriez-vous nous réserver la salle privée samedi prochain ?',
};

beforeAll(async () => {
  app = await startStrapi({ TRUST_PROXY: 'true', CONTACT_RATE_LIMIT_MAX: '2', CONTACT_DAILY_MAX: '3' });
});

afterAll(async () => {
  await app.stop();
});

const send = (address: string, body: object = message) =>
  app.request.post('/api/contact').set('X-Forwarded-For', address).send(body);
const stored = () => app.strapi.documents('api::contact-message.contact-message').count({});

describe('daily cap of contact messages for the whole site', () => {
  it('counts only the messages it stores: invalid ones and robots do not use it up', async () => {
    await send('203.0.113.30', { ...message, email: 'pas-une-adresse' }).expect(400);
    await send('203.0.113.31', { ...message, website: 'https://spam.example' }).expect(201);
    await send('203.0.113.32').expect(201);
    await send('203.0.113.32').expect(201);
    expect(await stored()).toBe(2);
  });

  it('answers 429 in French from any address once the day has its messages, and stores nothing more', async () => {
    await send('203.0.113.33').expect(201);
    const refused = await send('203.0.113.34');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      message: french('contact.dailyLimitReached'),
      code: 'contact.dailyLimitReached',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(25 * 60 * 60);
    await send('2001:db8:feed::1').expect(429);
    expect(await stored()).toBe(3);
  });
});
