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
/** A table's seats, and what a table written before seats were asked holds (docs/product.md#tables). */
export const TABLE_SEATS = { min: 1, max: 20, default: 4 } as const;
/** The rooms a table stands in, until the owner names others. */
export const DEFAULT_TABLE_AREAS = ['Salle', 'Terrasse', 'Salon'] as const;
export const TABLE_AREA_MAX_LENGTH = 30;
export const TABLE_AREAS_MAX = 12;

/** A table as answers name it; writes take its `id` alone. */
export interface TableRef {
  id: string;
  label: string;
}

/** A table as a day's bookings and the service view show it. */
export interface ServiceTable extends TableRef {
  seats: number;
  area: string;
}

/** What staff say about a table: where it stands, how many it seats, what it joins, whether guests may book it. */
export interface TablePlace {
  seats: number;
  area: string;
  /** The tables it can be joined to, both ways: a table listing another is listed by it. */
  combinableWith: string[];
  onlineBookable: boolean;
}

export interface TableInput extends TablePlace {
  label: string;
}

/** A table as the staff list shows it. */
export interface TableView extends Omit<TablePlace, 'combinableWith'> {
  id: string;
  label: string;
  code: string;
  combinableWith: TableRef[];
  /** Scans on today's service day (Europe/Zurich, from 05:00). */
  scansToday: number;
  /** Scans over the last seven service days, today included. */
  scansWeek: number;
}

export interface TableListData extends TableSettingsData {
  today: DayText;
  tables: TableView[];
}
export type TableListResponse = ApiSuccess<TableListData>;

export interface TableSettingsData {
  menuPath: string;
  /** « Attribuer les tables »: every booking gets tables, and online times need a free one (off by default). */
  assignTables: boolean;
  areas: string[];
}

/** The table settings as stored (/cms or the staff API), each read as its default while unset or unreadable. */
export function readTableSettings(
  stored: { menuPath?: unknown; assignTables?: unknown; areas?: unknown } | null | undefined,
): TableSettingsData {
  const menuPath = checkTableMenuPath(stored?.menuPath);
  const areas = checkTableAreas(stored?.areas);
  return {
    menuPath: menuPath.ok ? menuPath.value : DEFAULT_TABLE_MENU_PATH,
    assignTables: stored?.assignTables === true,
    areas: areas.ok ? areas.value : [...DEFAULT_TABLE_AREAS],
  };
}

/** A future booking left « sans table » when assigning was turned on: staff seat it by hand. */
export interface UnseatedBooking {
  reference: string;
  date: DayText;
  time: string;
  partySize: number;
  name: string;
}

/** `PUT /api/table-settings`'s answer: the settings, and the bookings turning assigning on could not seat. */
export interface TableSettingsSaved extends TableSettingsData {
  unseated: UnseatedBooking[];
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

type TableErrors<Field extends string> = Partial<Record<Field, StaffMessage>>;
type Checked<Value, Field extends string> = { ok: true; value: Value } | { ok: false; errors: TableErrors<Field> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A table's place as written, each field absent from `raw` kept from `current` (a new table's: 4 seats, the first
 * area, joined to nothing, bookable online), or why each field is refused. `tableIds` are the other tables' ids.
 */
export function checkTablePlace(
  raw: unknown,
  { current, areas, tableIds }: { current: TablePlace | null; areas: readonly string[]; tableIds: readonly string[] },
): Checked<TablePlace, keyof TablePlace> {
  const body = isRecord(raw) ? raw : {};
  const place: TablePlace = {
    ...(current ?? {
      seats: TABLE_SEATS.default,
      area: areas[0] ?? DEFAULT_TABLE_AREAS[0],
      combinableWith: [],
      onlineBookable: true,
    }),
  };
  const errors: TableErrors<keyof TablePlace> = {};
  const { seats, area, combinableWith, onlineBookable } = body;
  if (seats !== undefined) {
    if (Number.isInteger(seats) && (seats as number) >= TABLE_SEATS.min && (seats as number) <= TABLE_SEATS.max) {
      place.seats = seats as number;
    } else errors.seats = staffMessageOf('tables.seatsInvalid', { min: TABLE_SEATS.min, max: TABLE_SEATS.max });
  }
  if (area !== undefined) {
    if (typeof area === 'string' && areas.includes(area)) place.area = area;
    else errors.area = staffMessageOf('tables.areaUnknown', { areas: areas.join(', ') });
  }
  if (combinableWith !== undefined) {
    const ids = Array.isArray(combinableWith) ? combinableWith : null;
    if (ids && ids.every((id) => typeof id === 'string' && tableIds.includes(id))) {
      place.combinableWith = [...new Set(ids as string[])];
    } else errors.combinableWith = staffMessageOf('tables.combinableInvalid');
  }
  if (onlineBookable !== undefined) {
    if (typeof onlineBookable === 'boolean') place.onlineBookable = onlineBookable;
    else errors.onlineBookable = staffMessageOf('tables.onlineBookableInvalid');
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: place };
}

/** The owner's list of areas: 1 to 12 names, each trimmed, 1 to 30 characters, none twice whatever its case. */
export function checkTableAreas(raw: unknown): TableCheck<string[]> {
  const refused = {
    ok: false,
    message: staffMessageOf('tables.areasInvalid', { max: TABLE_AREAS_MAX, maxLength: TABLE_AREA_MAX_LENGTH }),
  } as const;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > TABLE_AREAS_MAX) return refused;
  const areas = raw.map((area) => (typeof area === 'string' ? area.trim().replace(/\s+/g, ' ') : ''));
  if (areas.some((area) => area === '' || [...area].length > TABLE_AREA_MAX_LENGTH)) return refused;
  const repeated = areas.some((area, index) => areas.findIndex((other) => sameTableLabel(other, area)) !== index);
  return repeated ? refused : { ok: true, value: areas };
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
