import http from 'http';
import type { AddressInfo } from 'net';
import { setTimeout as sleep } from 'timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;

beforeAll(async () => {
  // As deployed behind a reverse proxy, with the production login limit lowered to keep the test short.
  app = await startStrapi({
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT_MAX: '2',
    PUBLIC_URL: 'https://www.trattoria.example',
  });
});

afterAll(async () => {
  await app.stop();
});

const badLogin = (forwardedFor: string) =>
  app.request
    .post('/api/auth/login')
    .set('X-Forwarded-For', forwardedFor)
    .send({ username: STAFF.username, password: 'faux' });

describe('behind a reverse proxy', () => {
  it('limits logins per visitor address, the one the proxy appended, whatever the client put before it', async () => {
    await badLogin('203.0.113.6').expect(401);
    await badLogin('203.0.113.6').expect(401);
    await badLogin('203.0.113.6').expect(429);
    // Another visitor is not locked out by the first one.
    await badLogin('203.0.113.7').expect(401);
    // A forged address in front of the real one changes nothing.
    await badLogin('198.51.100.1, 203.0.113.6').expect(429);
  });
});

describe("users-permissions' own account routes", () => {
  it.each([
    ['/api/auth/local', { identifier: STAFF.username, password: STAFF.password }],
    ['/api/auth/local/register', { username: 'intrus', email: 'intrus@example.org', password: 'Password-2026' }],
    ['/api/auth/forgot-password', { email: 'admin@staff.invalid' }],
    ['/api/auth/refresh', { refreshToken: 'anything' }],
  ])('refuses %s: staff sign in through /api/auth/login only', async (route, body) => {
    const response = await app.request.post(route).set('X-Forwarded-For', '192.0.2.10').send(body);
    expect([401, 403]).toContain(response.status);
    expect(JSON.stringify(response.body)).not.toContain('jwt');
  });
});

/** One GET through `agent`; whether it went over a connection an earlier request had opened. */
function getReusing(agent: http.Agent, port: number): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/public/menu', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('connections', () => {
  it('keeps an idle keep-alive connection open longer than a proxy or browser waits before reusing it', async () => {
    const server = app.strapi.server.httpServer;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { port } = server.address() as AddressInfo;
      expect(await getReusing(agent, port)).toEqual({ status: 200, reused: false });
      // Longer than Node's default of 5 s, after which the server used to close the connection as a client reused it.
      await sleep(6_000);
      expect(await getReusing(agent, port)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('response headers', () => {
  it('lets only the site itself make credentialed cross-origin calls', async () => {
    const foreign = await app.request.get('/api/public/menu').set('Origin', 'https://evil.example').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await app.request.get('/api/public/menu').set('Origin', 'https://www.trattoria.example').expect(200);
    expect(own.headers['access-control-allow-origin']).toBe('https://www.trattoria.example');
  });

  it('deny every HTML page the camera, microphone, location and payments', async () => {
    for (const address of ['/', '/la-carte', '/reserver', '/cms', '/admin']) {
      const response = await app.request.get(address).set('Accept', 'text/html');
      expect(response.headers['permissions-policy'], address).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
    }
  });

  it("keep other windows off the dashboard, /cms, a guest's private page and the API, not off the public pages", async () => {
    for (const address of [
      '/admin',
      '/admin/dashboard',
      '/cms',
      '/reservation/TS-NOSUCH/no-such-token',
      '/no-such-page',
    ]) {
      const response = await app.request.get(address).set('Accept', 'text/html');
      expect(response.headers['cross-origin-opener-policy'], address).toBe('same-origin');
    }
    const api = await app.request.get('/api/public/menu').expect(200);
    expect(api.headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const address of ['/', '/la-carte', '/reserver', '/de/speisekarte']) {
      const response = await app.request.get(address).set('Accept', 'text/html').expect(200);
      expect(response.headers['cross-origin-opener-policy'], address).toBeUndefined();
    }
  });

  it('does not advertise the server software', async () => {
    const response = await app.request.get('/api/public/menu').expect(200);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('cross-origin calls in production-like modes', () => {
  it('allows no localhost origin outside development', async () => {
    const response = await app.request.get('/api/public/menu').set('Origin', 'http://localhost:1337').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no empty Access-Control-Allow-Origin header, with or without an Origin', async () => {
    for (const origin of [undefined, 'null', 'https://evil.example']) {
      const request = app.request.options('/api/auth/login').set('Access-Control-Request-Method', 'POST');
      if (origin) request.set('Origin', origin);
      const response = await request;
      expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    }
  });
});

describe('content security policy', () => {
  it('lets pages call their own origin only', async () => {
    const response = await app.request.get('/api/public/menu').expect(200);
    const connect = response.headers['content-security-policy']
      .split(';')
      .find((directive: string) => directive.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe("connect-src 'self'");
  });

  it('lets pages load images, media, fonts and styles from their own origin only', async () => {
    const response = await app.request.get('/').expect(200);
    const directives = new Map<string, string>(
      response.headers['content-security-policy'].split(';').map((directive: string) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
    );
    expect(directives.get('img-src')).toBe("'self' data: blob:");
    expect(directives.get('media-src')).toBe("'self' data: blob:");
    expect(directives.get('font-src')).toBe("'self' data:");
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
  });
});
