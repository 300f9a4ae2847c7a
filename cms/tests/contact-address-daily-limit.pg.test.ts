import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {} from '@ticino/shared';
import { startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

let app: TestStrapi;

const message = {
  name: 'Paolo Gianella',
  email: 'paolo@example.ch',
  subject: 'Groupe',
  message: 'Nous serions douze pour un repas de fin d’année, est-ce possible ?',
};

beforeAll(async () => {
  // The 10-minute limit is out of the way, and CONTACT_ADDRESS_DAILY_MAX keeps its default of 5.
  app = await startStrapi({ TRUST_PROXY: 'true', CONTACT_RATE_LIMIT_MAX: '1000', CONTACT_DAILY_MAX: '12' });
});

afterAll(async () => {
  await app.stop();
});

const send = (address: string, body: object = message) =>
  app.request.post('/api/contact').set('X-Forwarded-For', address).send(body);
const stored = () => app.strapi.documents('api::contact-message.contact-message').count({});

async function expectAddressRefused(address: string) {
  const refused = await send(address);
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    success: false,
    message: french('contact.addressDailyLimitReached'),
    code: 'contact.addressDailyLimitReached',
  });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(25 * 60 * 60);
}

describe('daily quota of contact messages per address (CONTACT_ADDRESS_DAILY_MAX)', () => {
  it('stores 5 messages a day from one address, then answers 429 in French and stores no more', async () => {
    await send('203.0.113.60', { ...message, email: 'pas-une-adresse' }).expect(400);
    await send('203.0.113.60', { ...message, website: 'https://spam.example' }).expect(201);
    for (let count = 1; count <= 5; count += 1) await send('203.0.113.60').expect(201);
    await expectAddressRefused('203.0.113.60');
    await expectAddressRefused('203.0.113.60');
    expect(await stored()).toBe(5);
  });

  it('counts an IPv6 visitor by its /64 network', async () => {
    for (let host = 1; host <= 5; host += 1) await send(`2001:db8:cafe:1::${host}`).expect(201);
    await expectAddressRefused('2001:db8:cafe:1::99');
    expect(await stored()).toBe(10);
  });

  it("leaves other addresses their quota, and refused messages do not use up the site's daily cap", async () => {
    await send('203.0.113.61').expect(201);
    await send('203.0.113.62').expect(201);
    const full = await send('203.0.113.63');
    expect(full.status).toBe(429);
    expect(full.body).toEqual({
      success: false,
      message: french('contact.dailyLimitReached'),
      code: 'contact.dailyLimitReached',
    });
    expect(await stored()).toBe(12);
  });
});
