/** Browser-storage keys of docs/product.md#browser-storage, in one place. */
export const STORAGE_KEYS = {
  darkMode: 'darkMode',
  adminToken: 'adminToken',
  adminLoggedIn: 'adminLoggedIn',
  adminDeviceToken: 'adminDeviceToken',
  siteLanguage: 'siteLanguage',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a value; `null` removes the key. Storage may be unavailable (private mode): then nothing is kept. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the session simply is not remembered */
  }
}

export function getAdminToken(): string | null {
  return readStorage(STORAGE_KEYS.adminToken);
}

/** Stores the staff token; a null token removes it (docs/product.md#browser-storage). */
export function setAdminToken(token: string | null): void {
  writeStorage(STORAGE_KEYS.adminToken, token);
}
