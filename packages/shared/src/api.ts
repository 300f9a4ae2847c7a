import type { Availability } from './availability';
import type { MenuCategory } from './categories';
import type { OpeningException, OpeningSlot } from './hours';
import type { MenuItem, PublicMenuItem } from './menu';
import type { WithFallback } from './i18n/locales';
import type { Message, MessageCode } from './i18n/messages';
import type { StaffMessage, StaffMessageCode } from './i18n/staff-messages';

/** Where the site's API lives, on the site's own origin (Strapi's REST prefix). */
export const API_BASE = '/api';

/**
 * The site's own API, by path under `API_BASE` (docs/product.md#api): every route the CMS declares starts with one
 * of these, and any error thrown while serving them answers in the API's `{ success: false, message }` shape. Other
 * paths under `/api` (the users-permissions plugin's `/auth/local`…) are Strapi's own and keep its error format.
 */
export const SITE_API_PATHS = [
  '/auth/login',
  '/auth/logout',
  '/auth/check',
  '/auth/me',
  '/menu',
  '/set-menus',
  '/public',
  '/contact',
  '/messages',
  '/reservations',
  '/group-requests',
  '/service',
  '/waitlist',
  '/tables',
  '/table-settings',
  '/payment-settings',
  '/evenings',
  '/payments',
  '/translations',
] as const;

/**
 * Whether a request path belongs to the site's API: one of `SITE_API_PATHS` under `API_BASE`, or below one. Case is
 * ignored, as Strapi's router ignores it.
 */
export function isSiteApiPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return SITE_API_PATHS.some((sitePath) => {
    const prefix = `${API_BASE}${sitePath}`;
    return path === prefix || path.startsWith(`${prefix}/`);
  });
}

/** Every JSON answer of the site's API carries `success`. */
export interface ApiSuccess<T> {
  success: true;
  message?: string;
  /** The message's code and values, when it has one (docs/product.md#messages-as-codes). */
  code?: MessageCode | StaffMessageCode;
  params?: Message['params'] | StaffMessage['params'];
  data: T;
}

/**
 * A refusal: `message` in the request's language, and beside it its `code` and `params`, which a page words in its
 * own; field errors likewise, worded in `errors` and coded in `errorCodes`. Staff answers not yet given codes carry
 * the message alone.
 */
export interface ApiFailure {
  success: false;
  message: string;
  code?: MessageCode | StaffMessageCode;
  params?: Message['params'] | StaffMessage['params'];
  errors?: Record<string, string>;
  errorCodes?: Record<string, Message | StaffMessage>;
}

export interface StaffUser {
  id: number;
  username: string;
  email: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  /**
   * The device token this browser was given at its last successful login to the account, if any: with it, only this
   * browser's own failures limit its logins, not the account's (docs/product.md#rate-limits).
   */
  deviceToken?: string;
}

/** `token` opens the session; `deviceToken` is kept by the browser for its next logins, across logouts. */
export type LoginResponse = ApiSuccess<{ token: string; deviceToken: string; user: StaffUser }>;
export type MeResponse = ApiSuccess<StaffUser>;

export interface AuthCheckResponse {
  success: true;
  authenticated: boolean;
}

export type MenuListResponse = ApiSuccess<MenuItem[]>;
/** `GET /api/public/menu`: the public fields only. */
export type PublicMenuListResponse = ApiSuccess<PublicMenuItem[]>;
export type MenuItemResponse = ApiSuccess<MenuItem>;

/** `PUT /api/menu/:id/availability`: a dashboard card's one tap (docs/product.md#availability). */
export interface AvailabilityRequest {
  availability: Availability;
  /** For `épuisé`: until further notice; otherwise it ends at the next 05:00 in Zurich. */
  untilFurtherNotice?: boolean;
}

/** `PUT /api/menu/order`: every item of one category, in the new order (docs/product.md#order-within-a-category). */
export interface MenuOrderRequest {
  category: MenuCategory;
  ids: string[];
}

export interface MenuQuery {
  category?: string;
  search?: string;
}

export interface MenuStatistics {
  total: number;
  categories: number;
  averagePrice: number;
  byCategory: { category: MenuCategory; count: number }[];
  /**
   * The board's dishes, counted apart from the menu's above (docs/product.md#todays-board): on the board this service
   * day, and kept from earlier days for reuse.
   */
  board: { today: number; kept: number };
}
export type MenuStatisticsResponse = ApiSuccess<MenuStatistics>;

/** The restaurant's editable facts, kept in the CMS single type `restaurant`. */
export interface RestaurantInfo extends WithFallback {
  name: string;
  tagline: string;
  description: string;
  chefName: string;
  phone: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  privateRoomSeats: number;
  /** The weekly slots (docs/product.md#opening-hours). */
  openingHours: OpeningSlot[];
  /** Country of production of bread and pastries (docs/product.md#swiss-food-and-price-law). */
  breadOrigin: string;
  /** The written notice that guests can ask about allergens. */
  allergenNotice: string;
  /** « Prix en CHF, TVA et service compris ». */
  priceNotice: string;
  /** Dated closures and special hours, which replace the weekly slots on their date. */
  openingExceptions: OpeningException[];
  /** Where the restaurant is: the contact map's centre and the search engines' point. */
  latitude: number;
  longitude: number;
  /** The contact map's zoom level (OpenStreetMap, 1–19). */
  mapZoom: number;
}
export type RestaurantResponse = ApiSuccess<RestaurantInfo>;
