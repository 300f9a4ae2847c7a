import { STORAGE_KEYS, getAdminToken, setAdminToken, writeStorage } from '../../../lib/storage';

/** Both session markers of docs/product.md#browser-storage are written and removed together. */
export function startStoredSession(token: string): void {
  setAdminToken(token);
  writeStorage(STORAGE_KEYS.adminLoggedIn, 'true');
}

export function clearStoredSession(): void {
  setAdminToken(null);
  writeStorage(STORAGE_KEYS.adminLoggedIn, null);
}

export function hasStoredToken(): boolean {
  return Boolean(getAdminToken());
}
