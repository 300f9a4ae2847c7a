import type { IncomingMessage, ServerResponse } from 'http';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import trustedProxies from '../src/middlewares/trusted-proxies';
import { proxyTrust } from '../src/utils/proxy-trust';
import { rawRequest } from './raw-http';
import { STAFF, startStrapi, type TestStrapi } from './strapi';

const saved = { TRUST_PROXY: process.env.TRUST_PROXY, TRUSTED_PROXIES: process.env.TRUSTED_PROXIES };

function setProxyEnv(env: { TRUST_PROXY?: string; TRUSTED_PROXIES?: string }): void {
  for (const name of ['TRUST_PROXY', 'TRUSTED_PROXIES'] as const) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
}

describe('TRUST_PROXY and TRUSTED_PROXIES', () => {
  afterEach(() => setProxyEnv(saved));

  it('trust no proxy by default', () => {
    setProxyEnv({});
    expect(proxyTrust()).toBeNull();
    setProxyEnv({ TRUST_PROXY: 'false' });
    expect(proxyTrust()).toBeNull();
  });

  it('trust this machine only when TRUST_PROXY=true names no proxy', () => {
    setProxyEnv({ TRUST_PROXY: 'true' });
    const trusts = proxyTrust();
    expect(['127.0.0.1', '127.0.9.9', '::1', '::ffff:127.0.0.1'].map((address) => trusts?.(address, 0))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['172.18.0.1', '10.0.0.2', '203.0.113.6'].map((address) => trusts?.(address, 0))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('trust the listed addresses and ranges, IPv4 and IPv6', () => {
    setProxyEnv({ TRUST_PROXY: 'true', TRUSTED_PROXIES: ' 172.18.0.0/16, 192.0.2.7 ,2001:db8::/32,fd00::1' });
    const trusts = proxyTrust();
    for (const address of [
      '172.18.0.1',
      '172.18.255.254',
      '192.0.2.7',
      '2001:db8::5',
      'fd00::1',
      '::ffff:172.18.0.1',
    ]) {
      expect(trusts?.(address, 0), address).toBe(true);
    }
    for (const address of ['172.19.0.1', '192.0.2.8', '127.0.0.1', '2001:db9::5', 'fd00::2']) {
      expect(trusts?.(address, 0), address).toBe(false);
    }
  });

  it.each(['10.0.0.0/33', 'proxy.example', '300.1.1.1', '10.0.0.1,,10.0.0.2', '10.0.0.1;10.0.0.2'])(
    'refuse to start with TRUSTED_PROXIES=%s, naming the variable',
    (value) => {
      setProxyEnv({ TRUST_PROXY: 'true', TRUSTED_PROXIES: value });
      expect(() => proxyTrust()).toThrow(/TRUSTED_PROXIES/);
    },
  );

  it('refuse to start with proxies listed while TRUST_PROXY is not true', () => {
    setProxyEnv({ TRUSTED_PROXIES: '172.18.0.1' });
    expect(() => proxyTrust()).toThrow(/TRUST_PROXY/);
    setProxyEnv({ TRUST_PROXY: 'false', TRUSTED_PROXIES: '172.18.0.1' });
    expect(() => proxyTrust()).toThrow(/TRUST_PROXY/);
  });
});

describe('forwarded headers', () => {
  afterEach(() => setProxyEnv(saved));

  /** What the server makes of a request: the client's address, the scheme and the host. */
  function seenBy(env: { TRUST_PROXY?: string; TRUSTED_PROXIES?: string }) {
    setProxyEnv(env);
    const app = new Koa();
    app.proxy = true;
    app.use(trustedProxies());
    app.use((ctx) => {
      ctx.body = { ip: ctx.ip, protocol: ctx.protocol, host: ctx.host };
    });
    const handle = app.callback();
    const listener = (request: IncomingMessage, response: ServerResponse) => void handle(request, response);
    return async (localAddress: string, headers: Record<string, string>) =>
      JSON.parse((await rawRequest(listener, { path: '/', localAddress, headers })).text) as {
        ip: string;
        protocol: string;
        host: string;
      };
  }

  const forwarded = {
    Host: 'internal:1337',
    'X-Forwarded-For': '198.51.100.1, 203.0.113.6',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'www.trattoria.example',
  };

  it('count from a listed proxy: the client it appended, the scheme and the host', async () => {
    const seen = seenBy({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.9.9,127.0.10.0/24' });
    for (const proxy of ['127.0.9.9', '127.0.10.5']) {
      expect(await seen(proxy, forwarded)).toEqual({
        ip: '203.0.113.6',
        protocol: 'https',
        host: 'www.trattoria.example',
      });
    }
  });

  it('count nothing from any other peer, which is counted as itself', async () => {
    const seen = seenBy({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.9.9,127.0.10.0/24' });
    expect(await seen('127.0.8.8', forwarded)).toEqual({ ip: '127.0.8.8', protocol: 'http', host: 'internal:1337' });
  });

  it('walk back through listed proxies to the first address that is not one', async () => {
    const seen = seenBy({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '127.0.9.9,10.0.0.0/8' });
    const chain = { ...forwarded, 'X-Forwarded-For': '198.51.100.1, 203.0.113.6, 10.1.1.1' };
    expect((await seen('127.0.9.9', chain)).ip).toBe('203.0.113.6');
  });
});

describe('behind listed proxies, the login limit', () => {
  let app: TestStrapi;

  beforeAll(async () => {
    app = await startStrapi({
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '127.0.9.9, 127.0.10.0/24',
      LOGIN_RATE_LIMIT_MAX: '2',
    });
  });

  afterAll(async () => {
    await app?.stop();
    setProxyEnv(saved);
  });

  const badLogin = async (peer: string, forwardedFor: string) =>
    (
      await rawRequest(app, {
        method: 'POST',
        path: '/api/auth/login',
        localAddress: peer,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        chunks: [Buffer.from(JSON.stringify({ username: STAFF.username, password: 'faux' }))],
      })
    ).status;

  it('counts a peer that is no listed proxy as itself, whatever X-Forwarded-For it sends', async () => {
    expect(await badLogin('127.0.8.8', '203.0.113.10')).toBe(401);
    expect(await badLogin('127.0.8.8', '203.0.113.11')).toBe(401);
    expect(await badLogin('127.0.8.8', '203.0.113.12')).toBe(429);
  });

  it('counts the client a listed proxy forwards, through any of the listed proxies', async () => {
    expect(await badLogin('127.0.9.9', '198.51.100.20')).toBe(401);
    expect(await badLogin('127.0.10.5', '198.51.100.20')).toBe(401);
    expect(await badLogin('127.0.9.9', '198.51.100.20')).toBe(429);
    // Another client behind the same proxy is not locked out.
    expect(await badLogin('127.0.9.9', '198.51.100.21')).toBe(401);
  });
});
