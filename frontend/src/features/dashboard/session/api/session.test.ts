import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../lib/storage';
import { clearStoredSession, hasStoredToken, startStoredSession } from './session';

describe('staff session', () => {
  it('keeps the token and the logged-in flag together, and the device token beyond them', () => {
    expect(hasStoredToken()).toBe(false);
    startStoredSession({ token: 'abc', deviceToken: 'device' });
    expect(hasStoredToken()).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('abc');
    expect(window.localStorage.getItem(STORAGE_KEYS.adminLoggedIn)).toBe('true');
    clearStoredSession();
    expect(hasStoredToken()).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminLoggedIn)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminDeviceToken)).toBe('device');
  });

  it('counts an empty stored token as none', () => {
    window.localStorage.setItem(STORAGE_KEYS.adminToken, '');
    expect(hasStoredToken()).toBe(false);
  });
});
