import { http, HttpResponse } from 'msw';
import {
  NO_LAW_DETAILS,
  MENU_CATEGORIES,
  compareMenuItems,
  type ApiSuccess,
  type AvailabilityRequest,
  type MenuItem,
  type MenuOrderRequest,
  type MenuListResponse,
  type MenuStatisticsResponse,
  type InboxPageResponse,
  type InboxSummaryResponse,
  type StaffDayData,
  type TableListResponse,
  type TranslationGridResponse,
} from '@ticino/shared';
import { server } from '../server';

/** Mock answers of the staff API (session check, logout, menu list and statistics, an empty inbox) for the dashboard's tests. */

/** What an item made before availability and dates holds: available, undated. */
export const AVAILABLE_UNDATED = {
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  boardUntil: null,
} as const;

export const SAMPLE_ITEMS: MenuItem[] = [
  {
    id: 'fondue',
    title: 'Fondue moitié-moitié',
    price: 32.5,
    description: 'Gruyère et vacherin fribourgeois, pain de campagne',
    category: 'Nos Spécialités',
    ...AVAILABLE_UNDATED,
    position: 0,
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'entrecote',
    title: 'Entrecôte de bœuf',
    price: 42,
    description: 'Sauce café de Paris, frites maison',
    category: 'Nos Viandes',
    ...AVAILABLE_UNDATED,
    position: 1,
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'perches',
    title: 'Filets de perche',
    price: 36,
    description: 'Beurre citronné, pommes vapeur',
    category: 'Nos Poissons',
    ...AVAILABLE_UNDATED,
    position: 2,
    ...NO_LAW_DETAILS,
    photo: null,
  },
  {
    id: 'raclette',
    title: 'Raclette du Valais',
    price: 28,
    description: 'Pommes de terre, cornichons et oignons au vinaigre',
    category: 'Nos Spécialités',
    ...AVAILABLE_UNDATED,
    position: 3,
    ...NO_LAW_DETAILS,
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
      board: { today: 0, kept: 0 },
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
    http.get('/api/set-menus', () => HttpResponse.json({ success: true, data: [] })),
    http.get('/api/tables', () =>
      HttpResponse.json<TableListResponse>({
        success: true,
        data: {
          today: '2026-11-27',
          menuPath: '/la-carte',
          assignTables: false,
          areas: ['Salle', 'Terrasse', 'Salon'],
          tables: [],
        },
      }),
    ),
    // Nothing to translate, unless a test mocks a grid (TranslationsTab.test.tsx).
    http.get('/api/translations', () => {
      state.calls.push('translations');
      return HttpResponse.json<TranslationGridResponse>({
        success: true,
        data: { rows: [], counts: { missing: 0, toReview: 0 } },
      });
    }),
    http.get('/api/menu/statistics', () => {
      state.calls.push('statistics');
      return HttpResponse.json(statisticsFor(state.items));
    }),
    // As the server does: `épuisé` for the service day unless until further notice (docs/product.md#availability).
    http.put('/api/menu/:id/availability', async ({ params, request }) => {
      const body = (await request.json()) as AvailabilityRequest;
      state.calls.push(`availability ${String(params.id)} ${body.availability}${body.untilFurtherNotice ? ' !' : ''}`);
      state.items = state.items.map((item) =>
        item.id === params.id
          ? {
              ...item,
              availability: body.availability,
              soldOutOn: body.availability === 'épuisé' && !body.untilFurtherNotice ? '2026-11-23' : null,
            }
          : item,
      );
      return HttpResponse.json({ success: true, data: state.items.find((item) => item.id === params.id) });
    }),
    http.put('/api/menu/order', async ({ request }) => {
      const { ids } = (await request.json()) as MenuOrderRequest;
      state.calls.push(`order ${ids.join(',')}`);
      state.items = state.items.map((item) =>
        ids.includes(item.id) ? { ...item, position: ids.indexOf(item.id) } : item,
      );
      state.items.sort(compareMenuItems);
      return HttpResponse.json<MenuListResponse>({ success: true, data: state.items });
    }),
    // No reservation request waiting, unless a test mocks some (ReservationsTab.test.tsx).
    http.get('/api/reservations/summary', () =>
      HttpResponse.json({ success: true, data: { requested: 0, groupRequests: 0 } }),
    ),
    http.get('/api/reservations', ({ request }) =>
      HttpResponse.json<ApiSuccess<StaffDayData>>({
        success: true,
        data: {
          date: new URL(request.url).searchParams.get('date') ?? '2026-11-26',
          assignTables: false,
          tables: [],
          reservations: [],
          evenings: [],
        },
      }),
    ),
    http.get('/api/reservations/pause', () =>
      HttpResponse.json({ success: true, data: { date: '2026-11-26', paused: false } }),
    ),
    http.get('/api/group-requests', () =>
      HttpResponse.json({ success: true, data: { date: null, groupRequests: [] } }),
    ),
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
