/** SWR keys of the dashboard's reads, relative to /api like every SWR key of the app. */
export const ADMIN_KEYS = {
  menu: '/menu',
  statistics: '/menu/statistics',
  /** The inbox's pages add a query (`/messages?page=…`); see inbox/api/messages-api.ts. */
  messages: '/messages',
  messageSummary: '/messages/summary',
  /** A day's bookings add `?date=`; see reservations/api/reservations-api.ts. */
  reservations: '/reservations',
  reservationSummary: '/reservations/summary',
  /** « Complet ce soir »: whether online booking is paused tonight. */
  reservationPause: '/reservations/pause',
  groupRequests: '/group-requests',
  /** The service view adds `?date=&service=`; see reservations/api/reservations-api.ts. */
  service: '/service',
  /** « Tables »: the tables with their scans, and the page their codes lead to. */
  tables: '/tables',
  /** « Formules » (docs/product.md#set-menus); writes in set-menus/api/set-menus-api.ts. */
  setMenus: '/set-menus',
  /**
   * « Traductions » (docs/product.md#translations): the grid and its counts; writes in
   * translations/api/translations-api.ts.
   */
  translations: '/translations',
  /** « Soirées » (docs/product.md#evenings): the evenings with their covers; writes in evenings/api/evenings-api.ts. */
  evenings: '/evenings',
  /** The owner's account for deposits (docs/product.md#payment-settings): no IBAN, no deposit. */
  paymentSettings: '/payment-settings',
  /** The credits read from the bank's files (docs/product.md#bank-file), with `?reservation=` or `?month=`. */
  credits: '/payments/credits',
} as const;

/** The SWR key of an item's « Historique » (docs/product.md#menu-change-journal). */
export const menuChangesKey = (id: string) => `/menu/${encodeURIComponent(id)}/changes`;
const MENU_CHANGES_KEY = /^\/menu\/[^/]+\/changes$/;
/** A booking's times to move to (reservations/api/reservations-api.ts). */
const RESERVATION_TIMES_KEY = /^\/reservations\/[^/?]+\/times\?/;

/** Whether an SWR key is one of the dashboard's reads (an inbox page counts under `/messages`). */
export function isAdminKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (Object.values(ADMIN_KEYS).some((adminKey) => key === adminKey || key.startsWith(`${adminKey}?`)) ||
      MENU_CHANGES_KEY.test(key) ||
      RESERVATION_TIMES_KEY.test(key))
  );
}

/** New messages and requests show on the tabs without a reload: the header's counts are read again this often. */
export const SUMMARY_REFRESH_MS = 60_000;
