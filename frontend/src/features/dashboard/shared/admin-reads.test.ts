import { describe, expect, it } from 'vitest';
import { ADMIN_KEYS, isAdminKey, menuChangesKey } from './admin-reads';

describe("the dashboard's reads", () => {
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
    expect(isAdminKey('/reservations/ABCD-EF23')).toBe(false);
    expect(isAdminKey('/menu/raclette')).toBe(false);
    expect(isAdminKey('/messagesX')).toBe(false);
    expect(isAdminKey('/public/restaurant')).toBe(false);
    expect(isAdminKey(['/menu'])).toBe(false);
  });
});
