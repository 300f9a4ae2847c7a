import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE, httpClient } from '../../../../lib/api-client';
import { server } from '../../../../test/server';
import { LOGIN_FALLBACK_MESSAGE, isSessionValid, loginErrorMessage, requestLogin, requestLogout } from './auth-api';

const CREDENTIALS = { username: 'admin', password: 'trattoria-dev' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('staff login', () => {
  it('returns the tokens of a successful login', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, data: { token: 'fresh', deviceToken: 'device', user: { id: 1 } } });
      }),
    );
    await expect(requestLogin(CREDENTIALS)).resolves.toEqual({ token: 'fresh', deviceToken: 'device' });
    expect(sent).toEqual(CREDENTIALS);
  });

  it.each([
    ['success without a token', { success: true, message: 'Bienvenue', data: {} }, 'Bienvenue'],
    ['success without data', { success: true }, LOGIN_FALLBACK_MESSAGE],
    ['a token with success false', { success: false, message: 'Compte bloqué', data: { token: 'x' } }, 'Compte bloqué'],
    ['an empty token', { success: true, message: '', data: { token: '' } }, LOGIN_FALLBACK_MESSAGE],
  ])('refuses %s with its message', async (_case, body, message) => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(body)));
    const failure = await requestLogin(CREDENTIALS).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message });
  });

  it("shows the server's own message, else the login screen's", () => {
    expect(loginErrorMessage(new ApiError('Compte bloqué', 403))).toBe('Compte bloqué');
    expect(loginErrorMessage(new ApiError(DEFAULT_ERROR_MESSAGE))).toBe('Erreur de connexion');
    expect(loginErrorMessage(new Error('Compte bloqué'))).toBe('Erreur de connexion');
    expect(loginErrorMessage('Compte bloqué')).toBe(LOGIN_FALLBACK_MESSAGE);
  });
});

describe('staff session', () => {
  it('calls a session valid only when the server says both success and authenticated', async () => {
    const answers = [
      { success: true, authenticated: true },
      { success: true, authenticated: false },
      { success: false, authenticated: true },
      { success: true, authenticated: 'yes' },
      { success: true },
    ];
    const results = [];
    for (const answer of answers) {
      server.use(http.get('/api/auth/check', () => HttpResponse.json(answer)));
      results.push(await isSessionValid());
    }
    expect(results).toEqual([true, false, false, false, false]);
  });

  it('logs out with a POST to /api/auth/logout that waits 5 s at most', async () => {
    const calls: string[] = [];
    let timeout: number | undefined;
    const client = await httpClient();
    const spy = client.interceptors.request.use((config) => {
      timeout = config.timeout;
      return config;
    });
    server.use(
      http.post('/api/auth/logout', ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({ success: true });
      }),
    );
    try {
      await requestLogout();
    } finally {
      client.interceptors.request.eject(spy);
    }
    expect(calls).toEqual(['POST']);
    expect(timeout).toBe(5_000);
  });
});
