import type { Core } from '@strapi/strapi';

/**
 * Every kind of PostgreSQL transaction lock the site takes (`pg_advisory_xact_lock(namespace, key)`), each with its own
 * namespace: two kinds sharing one would wait on each other whenever their keys meet.
 */
export const ADVISORY_LOCK_NAMESPACES = {
  /** A booking day's covers and tables; key: the day as YYYYMMDD. */
  bookingDay: 27_001,
  /** A guest's bookings counted against hoarding; key: a contact hash's first 32 bits. */
  bookingContact: 27_002,
  /** A guest address's mails of the day; key: the address's hash. */
  guestMailAddress: 27_003,
  /** A sender's group requests of the day; key: a contact hash's first 32 bits. */
  groupRequestSender: 27_004,
  /** The payment lines (bank's and staff's) and the total paid they add up to; one key, 0. */
  paymentLedger: 27_005,
  /** The deposits' serial numbers, from which their references are made; one key, 0. */
  paymentSerial: 27_006,
  /** A mail sent once whatever writes it (a reminder, a prompt); key: its dedupe key's hash. */
  mailDedupe: 27_007,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCK_NAMESPACES;

interface Transaction {
  raw(sql: string, bindings: number[]): PromiseLike<unknown>;
}

/**
 * Holds `lock`'s key until the transaction ends, on PostgreSQL; on SQLite the one connection already runs one
 * transaction at a time.
 */
export async function holdAdvisoryLock(
  strapi: Core.Strapi,
  trx: Transaction,
  lock: AdvisoryLock,
  key: number,
): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [ADVISORY_LOCK_NAMESPACES[lock], key]);
}
