import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  READ_TIMEOUT_MS,
  httpClient,
  apiGet,
  apiSend,
  onUnauthorized,
} from './api-client';
import { setAdminToken } from './storage';

describe('api client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the staff token as a bearer header when one is held', async () => {
    setAdminToken('token-123');
    let authorization: string | null = null;
    server.use(
      http.get('/api/menu', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await apiGet('/menu');
    expect(authorization).toBe('Bearer token-123');
  });

  it('sends no authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('/api/public/menu', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await apiGet('/public/menu');
    expect(authorization).toBeNull();
  });

  it("raises the server's message on a non-OK answer and logs it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/menu', () =>
        HttpResponse.json(
          { success: false, message: 'Données invalides', errors: { title: 'Le titre est requis' } },
          { status: 400 },
        ),
      ),
    );
    const failure = await apiSend('post', '/menu', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'Données invalides',
      status: 400,
      fieldErrors: { title: 'Le titre est requis' },
    });
    expect(log).toHaveBeenCalled();
  });

  it('falls back to the default French message when the server gives none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/menu', () => new HttpResponse('boom', { status: 502 })));
    await expect(apiGet('/menu')).rejects.toThrow('Une erreur est survenue');
  });

  it('tells listeners when a held token is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setAdminToken('revoked');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    server.use(http.get('/api/menu', () => HttpResponse.json({ success: false, message: 'x' }, { status: 401 })));
    await expect(apiGet('/menu')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ends a request that gets no answer at all (offline) in the French error, without a status', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setAdminToken('token-123');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    server.use(http.get('/api/menu', () => HttpResponse.error()));
    const failure = await apiGet('/menu').catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      name: 'ApiError',
      message: DEFAULT_ERROR_MESSAGE,
      status: undefined,
      fieldErrors: {},
    });
    expect(log).toHaveBeenCalledWith('API error:', DEFAULT_ERROR_MESSAGE);
    expect(listener).not.toHaveBeenCalled();
  });

  it('ends a request given up before its answer (as a time-out does) in the same French error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/menu', async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    const controller = new AbortController();
    const pending = apiGet('/menu', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: DEFAULT_ERROR_MESSAGE, status: undefined, fieldErrors: {} });
  });

  it('gives up a read after 15 s unless told otherwise, and lets a write wait', async () => {
    const timeouts: Record<string, number | undefined> = {};
    const client = await httpClient();
    const spy = client.interceptors.request.use((config) => {
      timeouts[`${config.method} ${config.url}`] = config.timeout;
      return config;
    });
    server.use(http.all('/api/*', () => HttpResponse.json({ success: true, data: null })));
    try {
      await apiGet('/menu');
      await apiGet('/auth/check', { timeout: 2_000 });
      await apiSend('post', '/menu', {});
      await apiSend('post', '/auth/logout', undefined, { timeout: 5_000 });
    } finally {
      client.interceptors.request.eject(spy);
    }
    expect(READ_TIMEOUT_MS).toBe(15_000);
    expect(timeouts).toEqual({
      'get /menu': 15_000,
      'get /auth/check': 2_000,
      'post /menu': 0,
      'post /auth/logout': 5_000,
    });
  });

  it('sends and reads JSON with the given method', async () => {
    const seen: unknown[] = [];
    server.use(
      http.all('/api/menu/:id', async ({ request, params }) => {
        const body = request.method === 'DELETE' ? null : [request.headers.get('content-type'), await request.json()];
        seen.push([request.method, params.id, request.headers.get('accept'), body]);
        return HttpResponse.json({ success: true, data: { id: params.id } });
      }),
    );
    expect(await apiSend('put', '/menu/a', { title: 'Polenta' })).toEqual({ success: true, data: { id: 'a' } });
    await apiSend('delete', '/menu/b');
    expect(seen).toEqual([
      ['PUT', 'a', 'application/json', ['application/json', { title: 'Polenta' }]],
      ['DELETE', 'b', 'application/json', null],
    ]);
  });

  it.each([
    ['an empty message', { success: false, message: '' }],
    ['a message that is not text', { success: false, message: { fr: 'Non' } }],
    ['no JSON body', null],
  ])('falls back to the default message on %s, with no field errors', async (_case, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/menu', () => HttpResponse.json(body, { status: 500 })));
    await expect(apiGet('/menu')).rejects.toMatchObject({
      message: DEFAULT_ERROR_MESSAGE,
      status: 500,
      fieldErrors: {},
    });
  });

  it('ends the session only on a 401 to a request that held a token, and only for listeners still there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const listener = vi.fn();
    const stopped = vi.fn();
    const stop = onUnauthorized(listener);
    onUnauthorized(stopped)();
    server.use(
      http.get('/api/menu', () =>
        HttpResponse.json({ success: false, message: 'Authentification requise' }, { status: 401 }),
      ),
      http.get('/api/menu/statistics', () =>
        HttpResponse.json({ success: false, message: 'Accès réservé' }, { status: 403 }),
      ),
    );
    await expect(apiGet('/menu')).rejects.toMatchObject({ status: 401, message: 'Authentification requise' });
    expect(listener).not.toHaveBeenCalled();
    setAdminToken('staff');
    await expect(apiGet('/menu/statistics')).rejects.toMatchObject({ status: 403 });
    expect(listener).not.toHaveBeenCalled();
    await expect(apiGet('/menu')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });

  it('fails with the default message while axios cannot load, and loads it at the next call', async () => {
    vi.resetModules();
    vi.doMock('axios', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const offline = await import('./api-client');
    await expect(offline.apiGet('/menu')).rejects.toMatchObject({ message: DEFAULT_ERROR_MESSAGE, status: undefined });

    vi.doUnmock('axios');
    server.use(http.get('/api/menu', () => HttpResponse.json({ success: true, data: [] })));
    await expect(offline.apiGet('/menu')).resolves.toEqual({ success: true, data: [] });
  });
});
