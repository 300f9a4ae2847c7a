import {
  PRICE_JUMP_CONFIRMATION,
  type AuthCheckResponse,
  type AvailabilityRequest,
  type LoginRequest,
  type LoginResponse,
  type MenuItem,
  type MenuItemResponse,
  type MenuItemWrite,
  type MenuListResponse,
  type MenuOrderRequest,
} from '@ticino/shared';
import { ApiError, DEFAULT_ERROR_MESSAGE, apiGet, apiSend, apiUpload } from '../../../lib/api-client';

/** SWR keys of the dashboard's reads, relative to /api like every SWR key of the app. */
export const ADMIN_KEYS = {
  menu: '/menu',
  statistics: '/menu/statistics',
  /** The inbox's pages add a query (`/messages?page=…`); see api/messages-api.ts. */
  messages: '/messages',
  messageSummary: '/messages/summary',
  /** A day's bookings add `?date=`; see api/reservations-api.ts. */
  reservations: '/reservations',
  reservationSummary: '/reservations/summary',
  /** « Complet ce soir »: whether online booking is paused tonight. */
  reservationPause: '/reservations/pause',
  groupRequests: '/group-requests',
  /** The service view adds `?date=&service=`; see api/reservations-api.ts. */
  service: '/service',
  /** « Tables »: the tables with their scans, and the page their codes lead to. */
  tables: '/tables',
  /** « Formules » (docs/product.md#set-menus); writes in api/set-menus-api.ts. */
  setMenus: '/set-menus',
  /** « Traductions » (docs/product.md#translations): the grid and its counts; writes in api/translations-api.ts. */
  translations: '/translations',
  /** « Soirées » (docs/product.md#evenings): the evenings with their covers; writes in api/evenings-api.ts. */
  evenings: '/evenings',
  /** The owner's account for deposits (docs/product.md#payment-settings): no IBAN, no deposit. */
  paymentSettings: '/payment-settings',
  /** The credits read from the bank's files (docs/product.md#bank-file), with `?reservation=` or `?month=`. */
  credits: '/payments/credits',
} as const;

/** The SWR key of an item's « Historique » (docs/product.md#menu-change-journal). */
export const menuChangesKey = (id: string) => `/menu/${encodeURIComponent(id)}/changes`;
const MENU_CHANGES_KEY = /^\/menu\/[^/]+\/changes$/;
/** A booking's times to move to (api/reservations-api.ts). */
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

export const LOGIN_FALLBACK_MESSAGE = 'Erreur de connexion';

/** Logs the staff member in and returns the session token. */
/** What a successful login hands the browser: the session's token and, when given, the device token. */
export interface SignedIn {
  token: string;
  deviceToken?: string;
}

export async function requestLogin(credentials: LoginRequest): Promise<SignedIn> {
  const response = await apiSend<LoginResponse>('post', '/auth/login', credentials);
  const token = response.success ? response.data?.token : undefined;
  if (!token) throw new ApiError(response.message || LOGIN_FALLBACK_MESSAGE);
  const deviceToken = response.data?.deviceToken;
  return typeof deviceToken === 'string' && deviceToken ? { token, deviceToken } : { token };
}

/** The server's own message when it gave one, else the login screen's generic one (docs/product.md#login-screen). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message !== DEFAULT_ERROR_MESSAGE) return error.message;
  return LOGIN_FALLBACK_MESSAGE;
}

/** Logging out waits this long at most: the session ends in the browser whatever the server says. */
const LOGOUT_TIMEOUT_MS = 5_000;

export async function requestLogout(): Promise<void> {
  await apiSend('post', '/auth/logout', undefined, { timeout: LOGOUT_TIMEOUT_MS });
}

export async function isSessionValid(): Promise<boolean> {
  const answer = await apiGet<AuthCheckResponse>('/auth/check');
  return answer.success === true && answer.authenticated === true;
}

/** Creates an item: the item as the server saved it (its id, its place in its category, no photo yet). */
export async function createMenuItem(values: MenuItemWrite): Promise<MenuItem> {
  const created = (await apiSend<MenuItemResponse>('post', '/menu', values)).data;
  if (!created) throw new ApiError(DEFAULT_ERROR_MESSAGE);
  return created;
}

/**
 * Creates or updates an item; the id it is saved under (a new one's comes from the answer). `values` may carry
 * `confirmAllergens` (docs/product.md#swiss-food-and-price-law). `priceChangeConfirmed`: the staff member confirmed a
 * price ten times higher or lower than the stored one, which the server otherwise refuses
 * (docs/product.md#price-guard).
 */
export async function saveMenuItem(
  values: MenuItemWrite,
  id?: string,
  { priceChangeConfirmed = false }: { priceChangeConfirmed?: boolean } = {},
): Promise<string> {
  if (id === undefined) return (await createMenuItem(values)).id;
  await apiSend<MenuItemResponse>(
    'put',
    `/menu/${encodeURIComponent(id)}`,
    priceChangeConfirmed ? { ...values, [PRICE_JUMP_CONFIRMATION]: true } : values,
  );
  return id;
}

/** What the form asks of an item's photo (docs/product.md#dish-photos). */
export type PhotoChange =
  { kind: 'keep' } | { kind: 'upload'; file: File; alt: string } | { kind: 'alt'; alt: string } | { kind: 'remove' };

/** Applies a photo change to a saved item. */
export async function saveMenuPhoto(id: string, change: PhotoChange): Promise<void> {
  const path = `/menu/${encodeURIComponent(id)}/photo`;
  if (change.kind === 'upload') {
    const form = new FormData();
    form.append('alt', change.alt);
    form.append('photo', change.file);
    await apiUpload<MenuItemResponse>(path, form);
  } else if (change.kind === 'alt') {
    await apiSend<MenuItemResponse>('patch', path, { alt: change.alt });
  } else if (change.kind === 'remove') {
    await apiSend<MenuItemResponse>('delete', path);
  }
}

export async function deleteMenuItem(id: string): Promise<void> {
  await apiSend('delete', `/menu/${encodeURIComponent(id)}`);
}

/** A dashboard card's one tap (docs/product.md#availability). */
export async function setMenuItemAvailability(id: string, request: AvailabilityRequest): Promise<void> {
  await apiSend<MenuItemResponse>('put', `/menu/${encodeURIComponent(id)}/availability`, request);
}

/** The order of a category's items (docs/product.md#order-within-a-category). */
export async function saveMenuOrder(request: MenuOrderRequest): Promise<void> {
  await apiSend<MenuListResponse>('put', '/menu/order', request);
}
