import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_LAW_DETAILS, type MenuItemValues } from '@ticino/shared';
import { ApiError, DEFAULT_ERROR_MESSAGE, httpClient } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage';
import { server } from '../../../test/server';
import {
  ADMIN_KEYS,
  isAdminKey,
  LOGIN_FALLBACK_MESSAGE,
  menuChangesKey,
  deleteMenuItem,
  isSessionValid,
  loginErrorMessage,
  requestLogin,
  requestLogout,
  saveMenuItem,
  saveMenuPhoto,
} from './admin-api';
import { clearStoredSession, hasStoredToken, startStoredSession } from './session';
import {
  changeReservationSchedule,
  createStaffBooking,
  downloadKitchenSheet,
  reservationTimesKey,
  type StaffBooking,
} from './reservations-api';
import { reservationCreditsKey } from './payments-api';

const CREDENTIALS = { username: 'admin', password: 'trattoria-dev' };
const VALUES: MenuItemValues = {
  title: 'Polenta',
  price: 24.5,
  description: 'Maïs',
  category: 'Nos Pâtes',
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  boardUntil: null,
  ...NO_LAW_DETAILS,
};

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

  it('keeps the token and the logged-in flag together, and the device token beyond them', () => {
    expect(hasStoredToken()).toBe(false);
    startStoredSession({ token: 'abc', deviceToken: 'device' });
    expect(hasStoredToken()).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('abc');
    expect(window.localStorage.getItem(STORAGE_KEYS.adminLoggedIn)).toBe('true');
    clearStoredSession();
    expect(hasStoredToken()).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminLoggedIn)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminDeviceToken)).toBe('device');
  });

  it('counts an empty stored token as none', () => {
    window.localStorage.setItem(STORAGE_KEYS.adminToken, '');
    expect(hasStoredToken()).toBe(false);
  });
});

describe('menu changes', () => {
  it('reads the list, the statistics, the inbox, the reservations, the translations and the evenings under their SWR keys', () => {
    expect(ADMIN_KEYS).toEqual({
      menu: '/menu',
      statistics: '/menu/statistics',
      messages: '/messages',
      messageSummary: '/messages/summary',
      reservations: '/reservations',
      reservationSummary: '/reservations/summary',
      reservationPause: '/reservations/pause',
      groupRequests: '/group-requests',
      service: '/service',
      setMenus: '/set-menus',
      tables: '/tables',
      translations: '/translations',
      evenings: '/evenings',
      paymentSettings: '/payment-settings',
      credits: '/payments/credits',
    });
  });

  it('counts every inbox page among the dashboard reads, and nothing that only starts alike', () => {
    expect(isAdminKey('/messages?page=2&pageSize=20&filter=all')).toBe(true);
    expect(isAdminKey('/messages/summary')).toBe(true);
    expect(isAdminKey('/menu')).toBe(true);
    expect(isAdminKey(menuChangesKey('raclette'))).toBe(true);
    expect(isAdminKey(reservationTimesKey('ABCD-EF23', 4))).toBe(true);
    expect(isAdminKey(reservationCreditsKey('EVE1-AAAA'))).toBe(true);
    expect(isAdminKey('/reservations/ABCD-EF23')).toBe(false);
    expect(isAdminKey('/menu/raclette')).toBe(false);
    expect(isAdminKey('/messagesX')).toBe(false);
    expect(isAdminKey('/public/restaurant')).toBe(false);
    expect(isAdminKey(['/menu'])).toBe(false);
  });

  it('creates with POST /api/menu, updates with PUT and deletes with DELETE on the encoded id', async () => {
    const calls: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      calls.push([
        request.method,
        new URL(request.url).pathname,
        request.method === 'DELETE' ? null : await request.json(),
      ]);
      return HttpResponse.json({ success: true, data: { id: 'saved', ...VALUES, photo: null } });
    };
    server.use(http.post('/api/menu', record), http.put('/api/menu/:id', record), http.delete('/api/menu/:id', record));
    expect(await saveMenuItem(VALUES)).toBe('saved');
    expect(await saveMenuItem(VALUES, 'a/b c')).toBe('a/b c');
    await deleteMenuItem('x?y');
    expect(calls).toEqual([
      ['POST', '/api/menu', VALUES],
      ['PUT', '/api/menu/a%2Fb%20c', VALUES],
      ['DELETE', '/api/menu/x%3Fy', null],
    ]);
  });

  it('sends a photo as multipart with its alt text, an alt text alone as JSON, a removal as DELETE', async () => {
    const calls: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      const type = request.headers.get('content-type') ?? '';
      if (type.startsWith('multipart/form-data')) {
        const form = await request.formData();
        const photo = form.get('photo') as File;
        calls.push([request.method, new URL(request.url).pathname, form.get('alt'), await photo.text(), photo.type]);
      } else {
        calls.push([
          request.method,
          new URL(request.url).pathname,
          request.method === 'DELETE' ? null : await request.json(),
        ]);
      }
      return HttpResponse.json({ success: true, data: { id: 'a', ...VALUES, photo: null } });
    };
    server.use(
      http.post('/api/menu/:id/photo', record),
      http.patch('/api/menu/:id/photo', record),
      http.delete('/api/menu/:id/photo', record),
    );
    const file = new File(['jpeg'], 'fondue.jpg', { type: 'image/jpeg' });
    await saveMenuPhoto('a b', { kind: 'upload', file, alt: 'Une fondue' });
    await saveMenuPhoto('a b', { kind: 'alt', alt: 'Une fondue fumante' });
    await saveMenuPhoto('a b', { kind: 'remove' });
    await saveMenuPhoto('a b', { kind: 'keep' });
    expect(calls).toEqual([
      ['POST', '/api/menu/a%20b/photo', 'Une fondue', 'jpeg', 'image/jpeg'],
      ['PATCH', '/api/menu/a%20b/photo', { alt: 'Une fondue fumante' }],
      ['DELETE', '/api/menu/a%20b/photo', null],
    ]);
  });

  it('lets a failed change reach the caller as an ApiError with the field errors', async () => {
    server.use(
      http.put('/api/menu/:id', () =>
        HttpResponse.json({ success: false, message: 'Invalide', errors: { title: 'Trop long' } }, { status: 400 }),
      ),
    );
    await expect(saveMenuItem(VALUES, 'a')).rejects.toMatchObject({ status: 400, fieldErrors: { title: 'Trop long' } });
  });
});

describe('guests’ allergies from the staff (docs/product.md#allergies)', () => {
  const BOOKING: StaffBooking = {
    source: 'phone',
    date: '2026-12-26',
    time: '19:00',
    partySize: 2,
    name: 'Rossi',
    phone: '',
    email: '',
    notes: '',
    allergies: { allergens: [], consent: false },
  };

  it('sends a booking’s allergies with the consent, and neither when there are none', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/reservations', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: { reference: 'ROSS-IAAA' } }, { status: 201 });
      }),
    );
    await createStaffBooking(BOOKING);
    await createStaffBooking({ ...BOOKING, allergies: { allergens: ['gluten', 'lait'], consent: true } });
    // Without the consent, the list goes alone: the server refuses it (`errors.allergyConsent`).
    await createStaffBooking({ ...BOOKING, allergies: { allergens: ['soja'], consent: false } });
    const required = { source: 'phone', date: '2026-12-26', time: '19:00', partySize: 2, name: 'Rossi' };
    expect(sent).toEqual([
      required,
      { ...required, allergens: ['gluten', 'lait'], allergyConsent: true },
      { ...required, allergens: ['soja'] },
    ]);
  });

  it('changes a booking’s allergies alone or with its time, and removes them without consent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/reservations/:reference', async ({ params, request }) => {
        sent.push([params.reference, await request.json()]);
        return HttpResponse.json({ success: true, data: {} });
      }),
    );
    await changeReservationSchedule('ROSS-IAAA', { allergies: { allergens: ['oeufs'], consent: true } });
    await changeReservationSchedule('ROSS-IAAA', { time: '19:30', allergies: { allergens: [], consent: false } });
    await changeReservationSchedule('ROSS-IAAA', { partySize: 3 });
    expect(sent).toEqual([
      ['ROSS-IAAA', { allergens: ['oeufs'], allergyConsent: true }],
      ['ROSS-IAAA', { time: '19:30', allergens: [] }],
      ['ROSS-IAAA', { partySize: 3 }],
    ]);
  });

  it('reads the « Fiche allergies » of a service with the staff session and saves it under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const asked: string[] = [];
    server.use(
      http.get('/api/service/kitchen-sheet.pdf', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('date')} ${url.searchParams.get('service')}`);
        return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    await downloadKitchenSheet('2026-12-26', 'dinner');
    expect(asked).toEqual(['2026-12-26 dinner']);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('fiche-allergies-2026-12-26-dinner.pdf');
    server.use(http.get('/api/service/kitchen-sheet.pdf', () => new HttpResponse(null, { status: 503 })));
    await expect(downloadKitchenSheet('2026-12-26', 'lunch')).rejects.toBeInstanceOf(ApiError);
  });
});
