import { describe, expect, it } from 'vitest';
import { isSiteApiPath } from '../src';

describe("paths of the site's API", () => {
  it.each([
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/check',
    '/api/auth/me',
    '/api/menu',
    '/api/menu/',
    '/api/menu/statistics',
    '/api/menu/abc123',
    '/api/public/menu',
    '/api/public/restaurant',
    '/api/contact',
  ])('%s is one', (pathname) => {
    expect(isSiteApiPath(pathname)).toBe(true);
  });

  it.each(['/API/Menu', '/api/AUTH/login', '/Api/Public/Menu'])(
    '%s is one too, as Strapi routes it whatever the case',
    (pathname) => {
      expect(isSiteApiPath(pathname)).toBe(true);
    },
  );

  it.each([
    '/api',
    '/api/',
    '/api/auth/local',
    '/api/auth/local/register',
    '/api/auth/forgot-password',
    '/api/users/me',
    '/api/menus',
    '/api/menu-items',
    '/api/contacts',
    '/api/auth/logins',
    '/menu',
    '/cms/api/menu',
    '/admin/menu',
    '/api/upload',
  ])("%s is not: Strapi's own, or no API path", (pathname) => {
    expect(isSiteApiPath(pathname)).toBe(false);
  });
});
