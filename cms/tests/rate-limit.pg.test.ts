import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;

beforeAll(async () => {
  // The production limit: 10 login attempts a minute per address.
  app = await startStrapi({ LOGIN_RATE_LIMIT_MAX: '10' });
});

afterAll(async () => {
  await app.stop();
});

describe('login rate limit', () => {
  it('answers 429 in French after 10 attempts in a minute', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await app.request.post('/api/auth/login').send({ username: 'admin', password: 'faux' }).expect(401);
    }
    const limited = await app.request.post('/api/auth/login').send({ username: 'admin', password: 'trattoria-dev' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      message: 'Trop de tentatives de connexion. Veuillez réessayer dans une minute.',
      code: 'api.loginRateLimited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit the public menu', async () => {
    for (let request = 0; request < 15; request += 1) {
      await app.request.get('/api/public/menu').expect(200);
    }
  });
});
