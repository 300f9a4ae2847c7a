import crypto from 'crypto';
import { secret } from './secrets';

const CIPHER = 'aes-256-gcm';
const FORMAT = 'v1';
const IV_BYTES = 12;

/** A key of its own per purpose, derived (HKDF) from ENCRYPTION_KEY: a text sealed for one use opens for no other. */
const keyFor = (purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', secret('ENCRYPTION_KEY'), '', `trattoria-ticino sealed ${purpose}`, 32));

/**
 * A secret kept in the database only as long as it is needed (a guest's manage link in a mail waiting to be sent),
 * encrypted with AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>`, base64url. Whoever reads a backup reads no secret.
 */
export function seal(plain: string, purpose: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv(CIPHER, keyFor(purpose), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv, encrypted, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The text `seal` sealed for this purpose; null when it was sealed under another key or purpose, or altered. */
export function unseal(sealed: string, purpose: string): string | null {
  const [format, iv, encrypted, tag] = sealed.split('.');
  if (format !== FORMAT || !iv || encrypted === undefined || !tag) return null;
  try {
    const decipher = crypto.createDecipheriv(CIPHER, keyFor(purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
