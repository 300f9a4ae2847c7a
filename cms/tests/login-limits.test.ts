import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@ticino/shared';
import { STAFF, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;

beforeAll(async () => {
  // Behind a reverse proxy, so each request can come from the address the test chooses.
  app = await startStrapi({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_MAX: '3', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '4' });
});

afterAll(async () => {
  await app.stop();
});

const login = (address: string, username: string, password = 'faux') =>
  app.request.post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });

/** Every request of the per-account tests comes from a new address, so only the account limit can answer 429. */
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

/** Every request of the per-address tests names a new account, so only the address limit can answer 429. */
let nameCounter = 0;
const freshName = () => {
  nameCounter += 1;
  return `visiteur-${nameCounter}`;
};

describe('login limit per address', () => {
  it('counts every address of one IPv6 /64 network as one visitor', async () => {
    await login('2001:db8:abcd:12::1', freshName()).expect(401);
    await login('2001:db8:abcd:12::2', freshName()).expect(401);
    await login('2001:db8:abcd:12:8000:1:2:3', freshName()).expect(401);
    const limited = await login('2001:db8:abcd:12:ffff:ffff:ffff:ffff', freshName()).expect(429);
    expect(limited.body).toEqual({ success: false, message: API_MESSAGES.loginRateLimited });
    // The next /64 is another visitor.
    await login('2001:db8:abcd:13::1', freshName()).expect(401);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address itself', async () => {
    await login('203.0.113.20', freshName()).expect(401);
    await login('::ffff:203.0.113.20', freshName()).expect(401);
    await login('203.0.113.20', freshName()).expect(401);
    await login('::ffff:cb00:7114', freshName()).expect(429);
    // IPv4 addresses are counted one by one: the neighbour is not locked out.
    await login('203.0.113.21', freshName()).expect(401);
  });
});

describe('login limit per account', () => {
  it('does not count successful logins against the account', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await login(freshAddress(), STAFF.username).expect(401);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(freshAddress(), STAFF.username, STAFF.password).expect(200);
    }
    // The fourth failure is still allowed: only the three failures were counted.
    await login(freshAddress(), STAFF.username).expect(401);
  });

  it('answers 429 in French to the next attempt, whatever the address, even with the right password', async () => {
    const limited = await login(freshAddress(), STAFF.username).expect(429);
    expect(limited.body).toEqual({ success: false, message: API_MESSAGES.loginAccountRateLimited });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Otherwise a guess that turned 200 would still give the password away.
    await login(freshAddress(), STAFF.username, STAFF.password).expect(429);
  });

  it('limits an unknown name exactly as a known one, so answers do not reveal which accounts exist', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await login(freshAddress(), 'personne')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const limited = await login(freshAddress(), 'personne');
    expect(limited.body).toEqual({ success: false, message: API_MESSAGES.loginAccountRateLimited });
  });

  it('counts the spellings of one name in capitals or small letters as one account', async () => {
    await login(freshAddress(), 'PERSONNE').expect(429);
    await login(freshAddress(), ' Personne ').expect(429);
    await login(freshAddress(), 'quelqu-un').expect(401);
  });
});
