import type { LoginRequest } from '@ticino/shared';
import { STORAGE_KEYS, getAdminToken, readStorage, setAdminToken, writeStorage } from '../../../../lib/storage';
import type { SignedIn } from './auth-api';

/**
 * Both session markers of docs/product.md#browser-storage are written and removed together. The device token the
 * login gave replaces the one kept before, if any.
 */
export function startStoredSession({ token, deviceToken }: SignedIn): void {
  setAdminToken(token);
  writeStorage(STORAGE_KEYS.adminLoggedIn, 'true');
  if (deviceToken) writeStorage(STORAGE_KEYS.adminDeviceToken, deviceToken);
}

/**
 * The device token to send with a login, if this browser has signed in before. It is no session, so it outlives
 * logouts: with it, failures from other browsers cannot lock this one out (docs/product.md#rate-limits).
 */
export function knownDevice(): Pick<LoginRequest, 'deviceToken'> {
  const deviceToken = readStorage(STORAGE_KEYS.adminDeviceToken);
  return deviceToken ? { deviceToken } : {};
}

export function clearStoredSession(): void {
  setAdminToken(null);
  writeStorage(STORAGE_KEYS.adminLoggedIn, null);
}

export function hasStoredToken(): boolean {
  return Boolean(getAdminToken());
}
