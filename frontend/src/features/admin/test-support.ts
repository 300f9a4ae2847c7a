import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import Swal from 'sweetalert2';
import {
  MENU_CATEGORIES,
  type MenuItem,
  type MenuListResponse,
  type MenuStatisticsResponse,
  type InboxPageResponse,
  type InboxSummaryResponse,
} from '@ticino/shared';
import { STORAGE_KEYS } from '../../lib/storage';
import { server } from '../../test/server';
import { renderApp } from '../../test/render';

export const SAMPLE_ITEMS: MenuItem[] = [
  {
    id: 'fondue',
    title: 'Fondue moitié-moitié',
    price: 32.5,
    description: 'Gruyère et vacherin fribourgeois, pain de campagne',
    category: 'Nos Spécialités',
  },
  {
    id: 'entrecote',
    title: 'Entrecôte de bœuf',
    price: 42,
    description: 'Sauce café de Paris, frites maison',
    category: 'Nos Viandes',
  },
  {
    id: 'perches',
    title: 'Filets de perche',
    price: 36,
    description: 'Beurre citronné, pommes vapeur',
    category: 'Nos Poissons',
  },
  {
    id: 'raclette',
    title: 'Raclette du Valais',
    price: 28,
    description: 'Pommes de terre, cornichons et oignons au vinaigre',
    category: 'Nos Spécialités',
  },
];

/** Keeps the console to unexpected errors and closes any sweetalert2 dialog a test left open. */
export function setUpAdminTestEnvironment(): void {
  beforeEach(() => {
    // The API client logs each failed call; the failures here are on purpose. Anything else still prints.
    const printError = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (args[0] !== 'API error:') printError(...args);
    });
  });
  afterEach(() => {
    Swal.close();
    vi.restoreAllMocks();
  });
}

export function storeSession(token = 'staff-token'): void {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, token);
  window.localStorage.setItem(STORAGE_KEYS.adminLoggedIn, 'true');
}

export function statisticsFor(items: readonly MenuItem[]): MenuStatisticsResponse {
  const total = items.length;
  const averagePrice = total ? Math.round((items.reduce((sum, item) => sum + item.price, 0) / total) * 100) / 100 : 0;
  return {
    success: true,
    data: {
      total,
      categories: MENU_CATEGORIES.length,
      averagePrice,
      byCategory: MENU_CATEGORIES.map((category) => ({
        category,
        count: items.filter((item) => item.category === category).length,
      })),
    },
  };
}

/** A mock API holding a mutable menu, with a record of every call the dashboard makes. */
export function mockAdminApi(initialItems: readonly MenuItem[] = SAMPLE_ITEMS) {
  const state = { items: [...initialItems], calls: [] as string[] };
  server.use(
    http.get('/api/auth/check', () => {
      state.calls.push('check');
      return HttpResponse.json({ success: true, authenticated: true });
    }),
    http.post('/api/auth/logout', () => {
      state.calls.push('logout');
      return HttpResponse.json({ success: true, message: 'Déconnexion réussie' });
    }),
    http.get('/api/menu', () => {
      state.calls.push('list');
      return HttpResponse.json<MenuListResponse>({ success: true, data: state.items });
    }),
    http.get('/api/menu/statistics', () => {
      state.calls.push('statistics');
      return HttpResponse.json(statisticsFor(state.items));
    }),
    // An empty inbox, unless a test mocks one (MessagesTab.test.tsx).
    http.get('/api/messages/summary', () =>
      HttpResponse.json<InboxSummaryResponse>({
        success: true,
        data: { unread: 0, unhandled: 0, emailNotification: true },
      }),
    ),
    http.get('/api/messages', () =>
      HttpResponse.json<InboxPageResponse>({
        success: true,
        data: { messages: [], page: 1, pageSize: 20, total: 0, pageCount: 0 },
      }),
    ),
  );
  return state;
}

/**
 * Renders /admin with a valid stored session and waits for the menu list; `mockMore` adds handlers over the
 * default ones (e.g. an inbox) before the first render.
 */
export async function renderDashboard(items: readonly MenuItem[] = SAMPLE_ITEMS, mockMore?: () => void) {
  storeSession();
  const api = mockAdminApi(items);
  mockMore?.();
  const view = renderApp('/admin');
  // The first render of a file also loads the lazy dashboard code: slow on a busy machine.
  await screen.findByText(/élément\(s\) trouvé\(s\)/, {}, { timeout: 10_000 });
  return { api, view };
}
