import crypto from 'crypto';
import jwt from 'jsonwebtoken';
import type { Core } from '@strapi/strapi';

/** How long a browser stays a known device of an account without signing in again. */
const DEVICE_TOKEN_DAYS = 180;

/** Names what the key and the token are for, so neither can pass for any other key or token made from APP_KEYS. */
const PURPOSE = 'trattoria-ticino staff login device token';

/** Longer strings are no token this service made (one is about 200 characters). */
const MAX_TOKEN_LENGTH = 1000;

/**
 * Device tokens of docs/product.md#rate-limits (OWASP's "device cookies"): after a successful login the browser is
 * given a token naming the account and a random nonce, signed and dated; with it, later logins to that account are
 * limited by this browser's own failures (counted under the nonce) rather than the account's, so strangers guessing
 * the password cannot lock its staff out. Signed with HMAC-SHA256 under a key derived (HKDF) from the first of
 * `APP_KEYS`; tokens signed under the other keys still verify, so the keys can be rotated as Strapi's own.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let keys: Buffer[] | undefined;
  const signingKeys = (): Buffer[] => {
    keys ??= strapi.config
      .get<string[]>('server.app.keys')
      .map((appKey) => Buffer.from(crypto.hkdfSync('sha256', appKey, '', PURPOSE, 32)));
    return keys;
  };

  return {
    /** A new token for the account, with a new nonce. */
    issue(userId: number): string {
      return jwt.sign({}, signingKeys()[0], {
        algorithm: 'HS256',
        subject: String(userId),
        jwtid: crypto.randomBytes(16).toString('base64url'),
        audience: PURPOSE,
        expiresIn: DEVICE_TOKEN_DAYS * 24 * 60 * 60,
      });
    },

    /**
     * The nonce of a token this server signed for this very account and that has not expired, which names the device
     * for its failure count; `null` for anything else (missing, forged, expired, another account's).
     */
    nonceFor(token: string | undefined, userId: number): string | null {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      for (const key of signingKeys()) {
        try {
          const claims = jwt.verify(token, key, { algorithms: ['HS256'], audience: PURPOSE });
          if (typeof claims === 'string' || claims.sub !== String(userId) || !claims.jti) return null;
          return claims.jti;
        } catch {
          // Not signed with this key (or expired, or malformed): the next key may still have signed it.
        }
      }
      return null;
    },
  };
};
