import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {} from '@ticino/shared';
import { STAFF, startStrapi, type TestStrapi } from './strapi';
import { french } from './messages';

let app: TestStrapi;

beforeAll(async () => {
  // Behind a reverse proxy, so each request can come from the address the test chooses.
  app = await startStrapi({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_MAX: '3', LOGIN_ACCOUNT_RATE_LIMIT_MAX: '4' });
});

afterAll(async () => {
  await app.stop();
});

const login = (address: string, username: string, password = 'faux', deviceToken?: string) =>
  app.request
    .post('/api/auth/login')
    .set('X-Forwarded-For', address)
    .send({ username, password, ...(deviceToken === undefined ? {} : { deviceToken }) });

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
    expect(limited.body).toEqual({
      success: false,
      message: french('api.loginRateLimited'),
      code: 'api.loginRateLimited',
    });
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
    expect(limited.body).toEqual({
      success: false,
      message: french('api.loginAccountRateLimited'),
      code: 'api.loginAccountRateLimited',
    });
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
    expect(limited.body).toEqual({
      success: false,
      message: french('api.loginAccountRateLimited'),
      code: 'api.loginAccountRateLimited',
    });
  });

  it('counts the spellings of one name in capitals or small letters as one account', async () => {
    await login(freshAddress(), 'PERSONNE').expect(429);
    await login(freshAddress(), ' Personne ').expect(429);
    await login(freshAddress(), 'quelqu-un').expect(401);
  });
});

/** Every request of the device tests comes from a new address too, apart from the per-address test. */
let deviceAddressCounter = 0;
const freshDeviceAddress = () => {
  deviceAddressCounter += 1;
  return `192.0.2.${deviceAddressCounter}`;
};

/** A staff account of its own, so that each device test locks out nobody else. */
let staffCounter = 0;
async function newStaff() {
  staffCounter += 1;
  const credentials = { username: `appareil${staffCounter}`, password: `Appareil-${staffCounter}-2026` };
  const roles = await app.strapi.db.query('plugin::users-permissions.role').findMany({});
  await app.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      ...credentials,
      email: `${credentials.username}@staff.invalid`,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roles.find((role: { type: string }) => role.type === 'staff').id,
    });
  return credentials;
}

/** A successful login from a browser without a device token: the token it is given. */
async function deviceOf(staff: { username: string; password: string }): Promise<string> {
  const response = await login(freshDeviceAddress(), staff.username, staff.password).expect(200);
  const { deviceToken } = response.body.data;
  expect(typeof deviceToken).toBe('string');
  return deviceToken as string;
}

/** Fails logins for the account from new addresses, without a device token, until the account answers 429. */
async function lockOut(username: string) {
  for (let attempt = 0; attempt < 4; attempt += 1) await login(freshDeviceAddress(), username).expect(401);
  const limited = await login(freshDeviceAddress(), username).expect(429);
  expect(limited.body).toEqual({
    success: false,
    message: french('api.loginAccountRateLimited'),
    code: 'api.loginAccountRateLimited',
  });
}

describe('login with a device token (a browser that signed in to the account before)', () => {
  it('still signs in with the right password while failures from elsewhere lock the account', async () => {
    const staff = await newStaff();
    const device = await deviceOf(staff);
    await lockOut(staff.username);

    const signedIn = await login(freshDeviceAddress(), staff.username, staff.password, device).expect(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
    // Each login gives the browser a fresh token, which works as well.
    const renewed = signedIn.body.data.deviceToken as string;
    expect(renewed).toEqual(expect.any(String));
    await login(freshDeviceAddress(), staff.username, staff.password, renewed).expect(200);
  });

  it('leaves a browser without a device token under the account limit, with its French 429', async () => {
    const staff = await newStaff();
    await deviceOf(staff);
    await lockOut(staff.username);
    const limited = await login(freshDeviceAddress(), staff.username, staff.password).expect(429);
    expect(limited.body).toEqual({
      success: false,
      message: french('api.loginAccountRateLimited'),
      code: 'api.loginAccountRateLimited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the per-address limit for logins with a device token', async () => {
    const staff = await newStaff();
    const device = await deviceOf(staff);
    const address = freshDeviceAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login(address, staff.username, staff.password, device).expect(200);
    }
    const limited = await login(address, staff.username, staff.password, device).expect(429);
    expect(limited.body).toEqual({
      success: false,
      message: french('api.loginRateLimited'),
      code: 'api.loginRateLimited',
    });
  });

  it('ignores a tampered token, a token of another account and a token signed with another key', async () => {
    const staff = await newStaff();
    const other = await newStaff();
    const device = await deviceOf(staff);
    const otherDevice = await deviceOf(other);
    await lockOut(staff.username);

    const [header, payload, signature] = device.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    // The same claims with another account's id: a valid-looking payload under the original signature.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherClaims = JSON.parse(Buffer.from(otherDevice.split('.')[1], 'base64url').toString());
    const swapped = Buffer.from(JSON.stringify({ ...claims, sub: otherClaims.sub })).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const forged of [
      `${header}.${payload}.${flipped}`,
      `${header}.${swapped}.${signature}`,
      unsigned,
      otherDevice,
      'pas-un-jeton',
    ]) {
      const limited = await login(freshDeviceAddress(), staff.username, staff.password, forged).expect(429);
      expect(limited.body).toEqual({
        success: false,
        message: french('api.loginAccountRateLimited'),
        code: 'api.loginAccountRateLimited',
      });
    }
    await login(freshDeviceAddress(), staff.username, staff.password, device).expect(200);
  });

  it('ignores a device token once its 180 days are over', async () => {
    const staff = await newStaff();
    const device = await deviceOf(staff);
    const daysLater = (days: number) =>
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + days * 24 * 60 * 60 * 1000 });
    try {
      daysLater(179);
      await lockOut(staff.username);
      await login(freshDeviceAddress(), staff.username, staff.password, device).expect(200);
      vi.useRealTimers();
      daysLater(181);
      await lockOut(staff.username);
      await login(freshDeviceAddress(), staff.username, staff.password, device).expect(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts a device's own failures for that device only, and locks it once they are used", async () => {
    const staff = await newStaff();
    const guessing = await deviceOf(staff);
    const otherBrowser = await deviceOf(staff);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await login(freshDeviceAddress(), staff.username, 'faux', guessing).expect(401);
    }
    // Those failures did not count against the account: it still takes its four failures before locking.
    await lockOut(staff.username);
    // The guessing device is now like a browser without a token, so the account's lock-out stops it…
    await login(freshDeviceAddress(), staff.username, staff.password, guessing).expect(429);
    // …while the account's other device still signs in.
    await login(freshDeviceAddress(), staff.username, staff.password, otherBrowser).expect(200);
  });

  it('answers 400 to a device token that is not text, and counts nothing', async () => {
    const staff = await newStaff();
    const invalid = await app.request
      .post('/api/auth/login')
      .set('X-Forwarded-For', freshDeviceAddress())
      .send({ username: staff.username, password: 'faux', deviceToken: 42 })
      .expect(400);
    expect(invalid.body).toEqual({
      success: false,
      message: french('api.loginInvalidDeviceToken'),
      code: 'api.loginInvalidDeviceToken',
    });
    await lockOut(staff.username);
  });
});
