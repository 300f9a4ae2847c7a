import type { ApiSuccess } from './api';
import type { DayText } from './service-day';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import { sitePath } from './site-paths';

/**
 * Tables and their QR codes (docs/product.md#tables): each table has a label staff choose and a short code the server
 * gives it once. The code's address, `/t/<code>`, is printed as a QR code; it leads to the menu page the staff chose
 * and counts one scan for that table on that service day, with nothing about the guest.
 */

/** Digits and lower-case letters without the look-alikes 0/o, 1/i/l: easy to read back from a printed card. */
export const TABLE_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** 31⁷ ≈ 2.8 × 10¹⁰ codes: a guessed code reaches a table a handful of times in a billion tries. */
export const TABLE_CODE_LENGTH = 7;
export const TABLE_LABEL_MAX_LENGTH = 30;
/** Where a scanned code leads until staff choose another page. */
export const DEFAULT_TABLE_MENU_PATH = '/la-carte';
export const TABLE_MENU_PATH_MAX_LENGTH = 200;
/** How many codes the « Codes QR des tables » sheet prints on each A4 page. */
export const TABLE_QR_PER_PAGE = [1, 4, 12] as const;
export type TableQrPerPage = (typeof TABLE_QR_PER_PAGE)[number];
/** The days the tables list sums: today and the six before it. */
export const TABLE_SCAN_WEEK_DAYS = 7;

/** A table as the staff list shows it. */
export interface TableView {
  id: string;
  label: string;
  code: string;
  /** Scans on today's service day (Europe/Zurich, from 05:00). */
  scansToday: number;
  /** Scans over the last seven service days, today included. */
  scansWeek: number;
}

export interface TableListData {
  today: DayText;
  menuPath: string;
  tables: TableView[];
}
export type TableListResponse = ApiSuccess<TableListData>;

export interface TableSettingsData {
  menuPath: string;
}

export type TableCheck<Value> = { ok: true; value: Value } | { ok: false; message: StaffMessage };

/** A table's label, trimmed and with its inner spaces collapsed, or why it is refused. */
export function checkTableLabel(input: unknown): TableCheck<string> {
  const label = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ') : '';
  if (label === '') return { ok: false, message: staffMessageOf('tables.labelRequired') };
  if ([...label].length > TABLE_LABEL_MAX_LENGTH)
    return { ok: false, message: staffMessageOf('tables.labelTooLong', { max: TABLE_LABEL_MAX_LENGTH }) };
  return { ok: true, value: label };
}

/** Two labels name the same table when they differ only in case. */
export const sameTableLabel = (a: string, b: string): boolean =>
  a.localeCompare(b, 'fr', { sensitivity: 'accent' }) === 0;

/**
 * The page a scanned code leads to: a page of this site (`/la-carte`, `/en/menu`…), with an optional query or
 * fragment; never another host (no scheme, no `//`, no backslash), so a code can never be turned into an open redirect.
 */
export function checkTableMenuPath(input: unknown): TableCheck<string> {
  const refused = { ok: false, message: staffMessageOf('tables.menuPathInvalid') } as const;
  if (typeof input !== 'string') return refused;
  const path = input.trim();
  if (path.length === 0 || path.length > TABLE_MENU_PATH_MAX_LENGTH) return refused;
  // Printable ASCII without spaces or backslashes, starting with one slash only.
  if (!/^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(path)) return refused;
  const pageEnd = path.search(/[?#]/);
  const page = pageEnd === -1 ? path : path.slice(0, pageEnd);
  return sitePath(page) === null ? refused : { ok: true, value: path };
}

/** Whether a text has the shape of a table code (it may still name no table). */
export function isTableCode(text: unknown): text is string {
  if (typeof text !== 'string' || text.length !== TABLE_CODE_LENGTH) return false;
  return [...text].every((character) => TABLE_CODE_ALPHABET.includes(character));
}

/** A new code, from a source of uniform random integers below its argument (crypto.randomInt on the server). */
export function newTableCode(randomBelow: (limit: number) => number): string {
  let code = '';
  for (let index = 0; index < TABLE_CODE_LENGTH; index += 1) {
    code += TABLE_CODE_ALPHABET[randomBelow(TABLE_CODE_ALPHABET.length)];
  }
  return code;
}

export const TABLE_SCAN_PREFIX = '/t/';

/** A table's printed address, `/t/<code>`. */
export const tableScanPath = (code: string): string => `${TABLE_SCAN_PREFIX}${code}`;

/** The address a table's QR code encodes: the site's public address and the table's path. */
export const tableScanUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.endsWith('/') ? publicUrl.slice(0, -1) : publicUrl}${tableScanPath(code)}`;

/** The short address printed under a code: the public host and the path, without the scheme. */
export const tableShortAddress = (publicUrl: string, code: string): string =>
  tableScanUrl(publicUrl, code).replace(/^https?:\/\//, '');

/** The code part of a `/t/…` path (whatever its shape, a trailing slash allowed), or null for any other path. */
export function tableCodeOfPath(pathname: string): string | null {
  if (!pathname.startsWith(TABLE_SCAN_PREFIX)) return null;
  const rest = pathname.slice(TABLE_SCAN_PREFIX.length);
  const code = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  return code.includes('/') ? null : code;
}

/** The sheet's codes per page from a query value, or null for anything but 1, 4 or 12. */
export function parseTableQrPerPage(input: unknown): TableQrPerPage | null {
  const value = typeof input === 'string' && /^\d{1,2}$/.test(input) ? Number(input) : NaN;
  return (TABLE_QR_PER_PAGE as readonly number[]).includes(value) ? (value as TableQrPerPage) : null;
}
