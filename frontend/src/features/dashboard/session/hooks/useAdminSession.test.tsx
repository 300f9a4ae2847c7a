import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../../lib/api-client';
import { STORAGE_KEYS } from '../../../../lib/storage';
import { server } from '../../../../test/server';
import { useAdminSession } from './useAdminSession';

const storedToken = () => window.localStorage.getItem(STORAGE_KEYS.adminToken);
const storedFlag = () => window.localStorage.getItem(STORAGE_KEYS.adminLoggedIn);

function storeSession(token = 'staff-token') {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, token);
  window.localStorage.setItem(STORAGE_KEYS.adminLoggedIn, 'true');
}

/** Counts the calls to the session check and answers with the given body and status. */
function answerCheck(body: Record<string, unknown>, status = 200) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/auth/check', () => {
      calls.count += 1;
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

/** The session hook, with SWR reads of two staff keys and one public key when `reads` is set. */
function renderSession({ reads = false } = {}) {
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, fetcher: (url: string) => apiGet(url), dedupingInterval: 0 }}>
      {children}
    </SWRConfig>
  );
  return renderHook(
    () => ({
      session: useAdminSession(),
      menu: useSWR<unknown>(reads ? '/menu' : null).data,
      statistics: useSWR<unknown>(reads ? '/menu/statistics' : null).data,
      publicMenu: useSWR<unknown>(reads ? '/public/menu' : null).data,
    }),
    { wrapper },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('admin session: on arrival', () => {
  it('is logged out at once without a stored token, and asks the server nothing', async () => {
    const check = answerCheck({ success: true, authenticated: true });
    const { result } = renderSession();
    expect(result.current.session.status).toBe('loggedOut');
    await act(() => delay(50));
    expect(check.count).toBe(0);
    expect(result.current.session.status).toBe('loggedOut');
  });

  it('checks a stored token once, then is logged in', async () => {
    storeSession();
    const check = answerCheck({ success: true, authenticated: true });
    const { result } = renderSession();
    expect(result.current.session.status).toBe('checking');
    await waitFor(() => expect(result.current.session.status).toBe('loggedIn'));
    expect(check.count).toBe(1);
    expect(result.current.session.expired).toBe(false);
    expect(storedToken()).toBe('staff-token');
  });

  it.each([
    ['refused', { success: true, authenticated: false }, 200],
    ['failing', { success: false, message: 'Une erreur est survenue' }, 500],
  ])('ends a stored session whose check is %s, clearing both markers', async (_case, body, status) => {
    storeSession();
    answerCheck(body, status);
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.status).toBe('loggedOut'));
    expect([storedToken(), storedFlag()]).toEqual([null, null]);
    expect(result.current.session.expired).toBe(false);
  });

  it('does nothing with a check that answers after the screen has gone', async () => {
    storeSession();
    let answered = false;
    server.use(
      http.get('/api/auth/check', async () => {
        await delay(100);
        answered = true;
        return HttpResponse.json({ success: true, authenticated: false });
      }),
    );
    const { unmount } = renderSession();
    unmount();
    await waitFor(() => expect(answered).toBe(true));
    await act(() => delay(50));
    expect(storedToken()).toBe('staff-token');
  });
});

describe('admin session: logging in and out', () => {
  it('logs in: stores both markers and is logged in', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ success: true, data: { token: 'fresh', user: { id: 1 } } }),
      ),
    );
    const { result } = renderSession();
    await act(() => result.current.session.logIn({ username: 'admin', password: 'x' }));
    expect(result.current.session.status).toBe('loggedIn');
    expect([storedToken(), storedFlag()]).toEqual(['fresh', 'true']);
  });

  it('stays logged out when the login is refused', async () => {
    server.use(
      http.post('/api/auth/login', () => HttpResponse.json({ success: false, message: 'Refusé' }, { status: 401 })),
    );
    const { result } = renderSession();
    await act(async () => {
      await expect(result.current.session.logIn({ username: 'admin', password: 'faux' })).rejects.toThrow('Refusé');
    });
    expect(result.current.session.status).toBe('loggedOut');
    expect(storedToken()).toBeNull();
  });

  it.each([
    ['answers', () => HttpResponse.json({ success: true })],
    ['fails', () => HttpResponse.error()],
  ])('logs out when the server %s, clearing the markers and the staff data only', async (_case, answer) => {
    storeSession();
    answerCheck({ success: true, authenticated: true });
    let loggedOut = 0;
    const list = { success: true, data: ['fondue'] };
    server.use(
      http.post('/api/auth/logout', () => {
        loggedOut += 1;
        return answer();
      }),
      http.get('/api/menu', () => HttpResponse.json(list)),
      http.get('/api/menu/statistics', () => HttpResponse.json({ success: true, data: { total: 1 } })),
      http.get('/api/public/menu', () => HttpResponse.json(list)),
    );
    const { result } = renderSession({ reads: true });
    await waitFor(() => expect(result.current.session.status).toBe('loggedIn'));
    await waitFor(() =>
      expect([result.current.menu, result.current.statistics, result.current.publicMenu]).not.toContain(undefined),
    );
    await act(() => result.current.session.logOut());
    expect(loggedOut).toBe(1);
    expect(result.current.session.status).toBe('loggedOut');
    expect([storedToken(), storedFlag()]).toEqual([null, null]);
    expect(result.current.menu).toBeUndefined();
    expect(result.current.statistics).toBeUndefined();
    expect(result.current.publicMenu).toEqual(list);
  });
});

describe('admin session: the device token', () => {
  const storedDevice = () => window.localStorage.getItem(STORAGE_KEYS.adminDeviceToken);

  it('keeps the device token a login gives, keeps it at logout and sends it with the next login', async () => {
    const sent: unknown[] = [];
    let logins = 0;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent.push(await request.json());
        logins += 1;
        return HttpResponse.json({
          success: true,
          data: { token: `token-${logins}`, deviceToken: `device-${logins}`, user: { id: 1 } },
        });
      }),
      http.post('/api/auth/logout', () => HttpResponse.json({ success: true })),
    );
    const { result } = renderSession();
    await act(() => result.current.session.logIn({ username: 'admin', password: 'x' }));
    expect(storedDevice()).toBe('device-1');

    await act(() => result.current.session.logOut());
    expect([storedToken(), storedFlag(), storedDevice()]).toEqual([null, null, 'device-1']);

    await act(() => result.current.session.logIn({ username: 'admin', password: 'x' }));
    expect(sent).toEqual([
      { username: 'admin', password: 'x' },
      { username: 'admin', password: 'x', deviceToken: 'device-1' },
    ]);
    expect(storedDevice()).toBe('device-2');
  });

  it('keeps its device token when a login is refused or the session ends on a 401', async () => {
    window.localStorage.setItem(STORAGE_KEYS.adminDeviceToken, 'device-0');
    storeSession();
    answerCheck({ success: true, authenticated: true });
    server.use(
      http.get('/api/menu', () => HttpResponse.json({ success: false }, { status: 401 })),
      http.post('/api/auth/login', () =>
        HttpResponse.json({ success: false, message: 'Trop de tentatives' }, { status: 429 }),
      ),
    );
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.status).toBe('loggedIn'));
    await act(async () => {
      await apiGet('/menu').catch(() => undefined);
    });
    expect(result.current.session.status).toBe('loggedOut');
    await act(async () => {
      await expect(result.current.session.logIn({ username: 'admin', password: 'x' })).rejects.toThrow();
    });
    expect(storedDevice()).toBe('device-0');
  });
});

describe('admin session: refused while in use', () => {
  it('ends the session as expired on any 401, and a new login clears "expired"', async () => {
    storeSession();
    answerCheck({ success: true, authenticated: true });
    server.use(
      http.get('/api/menu', () =>
        HttpResponse.json({ success: false, message: 'Authentification requise' }, { status: 401 }),
      ),
      http.post('/api/auth/login', () =>
        HttpResponse.json({ success: true, data: { token: 'again', user: { id: 1 } } }),
      ),
    );
    const { result } = renderSession();
    await waitFor(() => expect(result.current.session.status).toBe('loggedIn'));
    await act(async () => {
      await apiGet('/menu').catch(() => undefined);
    });
    expect(result.current.session.status).toBe('loggedOut');
    expect(result.current.session.expired).toBe(true);
    expect(storedToken()).toBeNull();

    await act(() => result.current.session.logIn({ username: 'admin', password: 'x' }));
    expect(result.current.session.expired).toBe(false);
    expect(result.current.session.status).toBe('loggedIn');
  });

  it('stops listening for 401s once the screen has gone', async () => {
    storeSession();
    answerCheck({ success: true, authenticated: true });
    server.use(http.get('/api/menu', () => HttpResponse.json({ success: false }, { status: 401 })));
    const { result, unmount } = renderSession();
    await waitFor(() => expect(result.current.session.status).toBe('loggedIn'));
    unmount();
    await apiGet('/menu').catch(() => undefined);
    expect(storedToken()).toBe('staff-token');
  });
});
