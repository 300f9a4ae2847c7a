import { http, HttpResponse } from 'msw';
import {
  MENU_CATEGORIES,
  type MenuItem,
  type MenuListResponse,
  type MenuStatisticsResponse,
  type InboxPageResponse,
  type InboxSummaryResponse,
} from '@ticino/shared';
import { server } from '../server';

/** Mock answers of the staff API (session check, logout, menu list and statistics, an empty inbox) for the dashboard's tests. */

export const SAMPLE_ITEMS: MenuItem[] = [
  {
    id: 'fondue',
    title: 'Fondue moitié-moitié',
    price: 32.5,
    description: 'Gruyère et vacherin fribourgeois, pain de campagne',
    category: 'Nos Spécialités',
    photo: null,
  },
  {
    id: 'entrecote',
    title: 'Entrecôte de bœuf',
    price: 42,
    description: 'Sauce café de Paris, frites maison',
    category: 'Nos Viandes',
    photo: null,
  },
  {
    id: 'perches',
    title: 'Filets de perche',
    price: 36,
    description: 'Beurre citronné, pommes vapeur',
    category: 'Nos Poissons',
    photo: null,
  },
  {
    id: 'raclette',
    title: 'Raclette du Valais',
    price: 28,
    description: 'Pommes de terre, cornichons et oignons au vinaigre',
    category: 'Nos Spécialités',
    photo: null,
  },
];

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
