import type { IncomingHttpHeaders } from 'http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './raw-http';
import { BACK_OFFICE_ADMIN, startStrapi, type TestStrapi } from './strapi';

/** Strapi's cookie holding a /cms session's refresh token. */
const REFRESH_COOKIE = 'strapi_admin_refresh';

/** The reverse proxy this test's server trusts; any other loopback address is a client of its own. */
const PROXY = '127.0.9.9';

let app: TestStrapi;

beforeAll(async () => {
  app = await startStrapi({ TRUST_PROXY: 'true', TRUSTED_PROXIES: PROXY });
});

afterAll(async () => {
  await app?.stop();
  delete process.env.TRUST_PROXY;
  delete process.env.TRUSTED_PROXIES;
});

interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in small letters, with their values (`''` for a flag such as `httponly`). */
  attributes: Map<string, string>;
}

/** The `Set-Cookie` headers of an answer; those of one cookie when `name` is given. */
function setCookies(headers: IncomingHttpHeaders, name?: string): SetCookie[] {
  return (headers['set-cookie'] ?? [])
    .map((header) => {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      return {
        name: pair.slice(0, equals),
        value: pair.slice(equals + 1),
        attributes: new Map(
          attributes.map((attribute) => {
            const [key, ...value] = attribute.split('=');
            return [key.toLowerCase(), value.join('=')] as const;
          }),
        ),
      };
    })
    .filter((cookie) => name === undefined || cookie.name === name);
}

const isExpired = (cookie: SetCookie) => new Date(cookie.attributes.get('expires') ?? '').getTime() === 0;

/** The refresh cookie the answer gives the browser to keep (not one it expires). */
function keptCookie(headers: IncomingHttpHeaders): SetCookie {
  const kept = setCookies(headers, REFRESH_COOKIE).filter((cookie) => !isExpired(cookie));
  expect(kept).toHaveLength(1);
  return kept[0];
}

/** What the browser sends back to /admin/* after the answer: every cookie it was given to keep (the refresh token and
 * its signature). */
function cookieHeader(headers: IncomingHttpHeaders): string {
  const kept = setCookies(headers).filter((cookie) => !isExpired(cookie));
  return kept.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** `POST /admin/login` as the back-office sends it, from `peer`, with `headers`. */
function loginFrom(peer: string, headers: Record<string, string> = {}) {
  return rawRequest(app, {
    method: 'POST',
    path: '/admin/login',
    localAddress: peer,
    headers: { 'Content-Type': 'application/json', ...headers },
    chunks: [Buffer.from(JSON.stringify(BACK_OFFICE_ADMIN))],
  });
}

describe("the /cms session's refresh cookie", () => {
  it('goes to the back-office API at /admin only, httpOnly, and not Secure over plain HTTP', async () => {
    const login = await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200);
    const cookie = keptCookie(login.headers);
    expect(cookie.value).not.toBe('');
    expect(cookie.attributes.get('path')).toBe('/admin');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('lax');
    expect(cookie.attributes.has('secure')).toBe(false);
  });

  it('replaces the one browsers kept at path / before, so no page or API call carries it', async () => {
    const login = await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200);
    const expired = setCookies(login.headers, REFRESH_COOKIE).filter(isExpired);
    expect(expired.map((cookie) => cookie.attributes.get('path'))).toEqual(['/']);
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    const login = await loginFrom(PROXY, { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7' });
    expect(login.status).toBe(200);
    const cookie = keptCookie(login.headers);
    expect(cookie.attributes.get('path')).toBe('/admin');
    expect(cookie.attributes.has('secure')).toBe(true);
  });

  it('is not Secure when a client that is no trusted proxy claims HTTPS', async () => {
    const login = await loginFrom('127.0.8.8', { 'X-Forwarded-Proto': 'https' });
    expect(login.status).toBe(200);
    expect(keptCookie(login.headers).attributes.has('secure')).toBe(false);
  });

  it('keeps the back-office signed in, refreshed and signed out through /admin', async () => {
    const login = await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200);
    const first = keptCookie(login.headers);
    await app.request.get('/admin/users/me').set('Authorization', `Bearer ${login.body.data.token}`).expect(200);

    // What the back-office page does when its access token is missing or expired: the browser sends the cookie.
    const refreshed = await app.request
      .post('/admin/access-token')
      .set('Cookie', cookieHeader(login.headers))
      .expect(200);
    const second = keptCookie(refreshed.headers);
    expect(second.attributes.get('path')).toBe('/admin');
    expect(second.value).not.toBe(first.value);
    const token = refreshed.body.data.token as string;
    await app.request.get('/admin/users/me').set('Authorization', `Bearer ${token}`).expect(200);

    const logout = await app.request
      .post('/admin/logout')
      .set('Authorization', `Bearer ${token}`)
      .set('Cookie', cookieHeader(refreshed.headers))
      .send({})
      .expect(200);
    const cleared = setCookies(logout.headers, REFRESH_COOKIE);
    expect(cleared.length).toBeGreaterThan(0);
    expect(cleared.every(isExpired)).toBe(true);
    expect(cleared.map((cookie) => cookie.attributes.get('path'))).toContain('/admin');
    await app.request.post('/admin/access-token').set('Cookie', cookieHeader(refreshed.headers)).expect(401);
  });
});
