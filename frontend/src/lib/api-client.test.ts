import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { ApiError, apiGet, apiSend, onUnauthorized } from './api-client';
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
    expect(failure).toMatchObject({ message: 'Données invalides', status: 400, fieldErrors: { title: 'Le titre est requis' } });
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
});
