import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

/**
 * What survives a reservation's anonymising for one purpose only: telling that a later booking comes from an e-mail or
 * phone that missed two bookings (docs/product.md#table-reservations). A keyed hash (HMAC-SHA-256): without the key,
 * the stored value cannot be tested against a list of addresses or numbers.
 */
export function contactHash(kind: 'email' | 'phone', value: string, key: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`${kind}:${normalizeContact(kind, value)}`)
    .digest('hex');
}

/** One spelling per address or number: lower-case e-mail; a phone's digits, Swiss national numbers made international. */
export function normalizeContact(kind: 'email' | 'phone', value: string): string {
  if (kind === 'email') return value.trim().toLowerCase();
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `41${digits.slice(1)}`;
  return digits;
}

/** The hashes a booking is stored with (none where it has no such contact). */
export function contactHashes(email: string | null | undefined, phone: string | null | undefined, key: string) {
  return {
    emailHash: email ? contactHash('email', email, key) : undefined,
    phoneHash: phone ? contactHash('phone', phone, key) : undefined,
  };
}

/**
 * The key of the contact hashes: RESERVATION_HASH_KEY, else one derived from the app's first key (APP_KEYS), the same
 * on every instance. Changing it forgets the blocks of past no-shows.
 */
export function contactHashKey(strapi: Core.Strapi): string {
  const configured = process.env.RESERVATION_HASH_KEY?.trim();
  if (configured) return configured;
  const [appKey] = strapi.config.get<string[]>('server.app.keys') ?? [];
  return crypto
    .createHmac('sha256', appKey ?? '')
    .update('reservation-contact-hash')
    .digest('hex');
}

/**
 * Which client address made an online booking, for the daily limit per address (docs/product.md#no-hoarding): keyed
 * by the Geneva day too, so a stored value links no two days' bookings and never gives the address back.
 */
export function addressHash(addressKey: string, day: string, key: string): string {
  return crypto.createHmac('sha256', key).update(`address:${day}:${addressKey}`).digest('hex');
}

/** A hash's lock key for `pg_advisory_xact_lock`'s two-integer form: its first 32 bits. */
export const hashLockKey = (hash: string) => Buffer.from(hash.slice(0, 8), 'hex').readInt32BE(0);
