import type { Core } from '@strapi/strapi';
import { databaseClient } from './cms';

export type Row = Record<string, unknown>;
/** The rows of each table, by table name, with values as JSON holds them. */
export type TableRows = Record<string, Row[]>;
type Table = Core.Strapi['db']['schema']['schema']['tables'][number];
type Transaction = Parameters<Parameters<Core.Strapi['db']['transaction']>[0]>[0]['trx'];

/**
 * Login sessions are neither saved nor restored: a restore signs everyone out, so no token issued before it can
 * reach accounts that the restore may have changed. Nor are the job leases: which process runs each shared job now
 * is no content (after a restore the jobs run again at once, which they tolerate).
 */
const RUNTIME_UIDS = ['admin::session', 'api::job-lease.job-lease'];

function runtimeTables(strapi: Core.Strapi): Set<string> {
  return new Set(RUNTIME_UIDS.map((uid) => strapi.db.metadata.get(uid).tableName));
}

/** Inserting many rows per statement stays under SQLite's limits (500 rows, 32,766 values) and PostgreSQL's. */
const MAX_ROWS_PER_INSERT = 500;
const MAX_VALUES_PER_INSERT = 30_000;

/** Every table of the site, as Strapi's schema describes it: content, accounts, settings and their links. */
export function siteTables(strapi: Core.Strapi): Table[] {
  const runtime = runtimeTables(strapi);
  return strapi.db.schema.schema.tables.filter((table) => !runtime.has(table.name));
}

const isDateColumn = (type: string) => type === 'datetime' || type === 'timestamp';
const isJsonColumn = (type: string) => type === 'json' || type === 'jsonb';

function toIsoDate(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  if (typeof value === 'string') {
    // SQLite's CURRENT_TIMESTAMP writes UTC without saying so.
    const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return value;
}

/** A time of day written whole (« 11:30:00.000 »), as Strapi writes it; PostgreSQL reads it back as « 11:30:00 ». */
export function wholeTime(value: unknown): unknown {
  const match = typeof value === 'string' ? /^(\d{2}:\d{2}:\d{2})(?:\.(\d+))?$/.exec(value) : null;
  return match ? `${match[1]}.${(match[2] ?? '').padEnd(3, '0').slice(0, 3)}` : value;
}

/**
 * One value as the archive keeps it, the same whichever database it came from: SQLite's 0/1 and PostgreSQL's
 * booleans become true/false, dates ISO 8601 strings, times of day whole, JSON columns JSON, 64-bit integers decimal
 * strings.
 */
function toArchiveValue(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return Boolean(value);
  if (isDateColumn(type)) return toIsoDate(value);
  if (type === 'time') return wholeTime(value);
  if (isJsonColumn(type)) return typeof value === 'string' ? JSON.parse(value) : value;
  if (type === 'bigInteger') return (value as string | number | bigint).toString();
  return value;
}

/** The value to write, which the database driver turns into its own form (e.g. a Date into SQLite's milliseconds). */
function toDatabaseValue(type: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isDateColumn(type) && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (isJsonColumn(type)) return JSON.stringify(value);
  return value;
}

const primaryKey = (table: Table): string => table.columns.find((column) => column.type === 'increments')?.name ?? 'id';

function from(strapi: Core.Strapi, trx: Transaction, table: string) {
  const schema = strapi.db.getSchemaName();
  return schema ? trx(table).withSchema(schema) : trx(table);
}

/** Reads every table in one transaction, so the rows agree with each other even while the site is being used. */
export async function readTables(strapi: Core.Strapi): Promise<TableRows> {
  return strapi.db.transaction(async ({ trx }) => {
    if (databaseClient(strapi) === 'postgres')
      await trx.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const result: TableRows = {};
    for (const table of siteTables(strapi)) {
      const rows: Row[] = await from(strapi, trx, table.name)
        .select(table.columns.map((column) => column.name))
        .orderBy(primaryKey(table));
      result[table.name] = rows.map((row) =>
        Object.fromEntries(table.columns.map((column) => [column.name, toArchiveValue(column.type, row[column.name])])),
      );
    }
    return result;
  });
}

/**
 * Why the rows cannot go into this version of the site's tables, if they cannot: a table or a column it does not
 * have (the backup comes from another version). Tables and columns the backup lacks are fine: they stay empty.
 */
export function incompatibilities(strapi: Core.Strapi, incoming: TableRows): string[] {
  const tables = new Map(siteTables(strapi).map((table) => [table.name, table]));
  return Object.entries(incoming).flatMap(([name, rows]) => {
    const table = tables.get(name);
    if (!table) return [`table ${name}`];
    const known = new Set(table.columns.map((column) => column.name));
    const unknown = new Set(rows.flatMap((row) => Object.keys(row).filter((column) => !known.has(column))));
    return [...unknown].map((column) => `column ${name}.${column}`);
  });
}

/** Tables in an order where each comes after those it refers to, as far as their references allow. */
function insertionOrder(tables: Table[]): Table[] {
  const remaining = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.values()].find((table) =>
      table.foreignKeys.every((key) => key.referencedTable === table.name || !remaining.has(key.referencedTable)),
    );
    // In a cycle of references, any table may go first: its references are written once every row exists.
    const next = ready ?? remaining.values().next().value!;
    ordered.push(next);
    remaining.delete(next.name);
  }
  return ordered;
}

/** Sets each PostgreSQL sequence past the highest restored id, so new rows do not collide with restored ones. */
async function resetSequences(strapi: Core.Strapi, trx: Transaction, tables: Table[]): Promise<void> {
  const schema = strapi.db.getSchemaName();
  for (const table of tables) {
    for (const column of table.columns.filter((candidate) => candidate.type === 'increments')) {
      const qualified = schema ? `${schema}.${table.name}` : table.name;
      const quoted = qualified
        .split('.')
        .map((part) => `"${part.replace(/"/g, '""')}"`)
        .join('.');
      await trx.raw('SELECT setval(pg_get_serial_sequence(?, ?), COALESCE(MAX(??), 0) + 1, false) FROM ??', [
        quoted,
        column.name,
        column.name,
        qualified,
      ]);
    }
  }
}

/**
 * Replaces the rows of every table (login sessions and job leases emptied) with the incoming ones, in one transaction: if anything
 * fails, the database keeps its former content. Ids are kept, so every link between rows still holds.
 */
export async function replaceTables(strapi: Core.Strapi, incoming: TableRows): Promise<void> {
  const problems = incompatibilities(strapi, incoming);
  if (problems.length > 0) throw new Error(`This version of the site has no ${problems.join(', ')}.`);
  const runtime = runtimeTables(strapi);
  const order = insertionOrder(strapi.db.schema.schema.tables);

  await strapi.db.transaction(async ({ trx }) => {
    for (const table of [...order].reverse()) await from(strapi, trx, table.name).delete();

    const written = new Set<string>();
    const laterLinks: { table: Table; key: string; id: unknown; values: Row }[] = [];
    for (const table of order) {
      const rows = runtime.has(table.name) ? [] : (incoming[table.name] ?? []);
      const key = primaryKey(table);
      // A reference to a row not written yet (same table, or a cycle) is written once all rows exist.
      const deferred = new Set(
        table.foreignKeys
          .filter((foreignKey) => foreignKey.referencedTable === table.name || !written.has(foreignKey.referencedTable))
          .flatMap((foreignKey) => foreignKey.columns),
      );
      const records = rows.map((row) => {
        const record: Row = {};
        const links: Row = {};
        for (const column of table.columns) {
          if (!(column.name in row)) continue;
          const value = toDatabaseValue(column.type, row[column.name]);
          if (deferred.has(column.name) && value !== null) links[column.name] = value;
          record[column.name] = deferred.has(column.name) ? null : value;
        }
        if (Object.keys(links).length > 0) laterLinks.push({ table, key, id: row[key], values: links });
        return record;
      });
      const perInsert = Math.max(
        1,
        Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_VALUES_PER_INSERT / table.columns.length)),
      );
      for (let start = 0; start < records.length; start += perInsert) {
        await from(strapi, trx, table.name).insert(records.slice(start, start + perInsert));
      }
      written.add(table.name);
    }
    for (const { table, key, id, values } of laterLinks) {
      await from(strapi, trx, table.name).where(key, id).update(values);
    }
    if (databaseClient(strapi) === 'postgres') await resetSequences(strapi, trx, order);
  });
}
