import crypto from 'crypto';

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
