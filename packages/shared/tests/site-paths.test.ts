import { describe, expect, it } from 'vitest';
import { isSitePath, reservationManagePath, reservationManageParts } from '../src';

describe('addresses the site answers', () => {
  it.each([
    '/',
    '/la-carte',
    '/galerie',
    '/contact',
    '/reserver',
    '/admin',
    '/admin/login',
    '/admin/dashboard',
    '/about',
    '/blog_details',
    '/home2',
    '/home5',
    '/home3/room',
    '/home4/contact',
    '/home2/service_details',
  ])('%s has a page', (pathname) => {
    expect(isSitePath(pathname)).toBe(true);
  });

  it.each(['/la-carte/', '/la-carte//', '/LA-CARTE', '/Admin/Dashboard/', '/home2/ABOUT'])(
    '%s is the same page, as the router ignores case and trailing slashes',
    (pathname) => {
      expect(isSitePath(pathname)).toBe(true);
    },
  );

  it.each([
    '',
    '//',
    '/nulle-part',
    'la-carte',
    '/la-carte/x',
    '/room',
    '/contact/home2',
    '/home6',
    '/home2/galerie',
    '/home2/home3',
    '/admin/settings',
  ])('%j has none', (pathname) => {
    expect(isSitePath(pathname)).toBe(false);
  });
});

describe("a guest's manage link", () => {
  it('gives back the reference and the token of the address reservationManagePath writes', () => {
    const token = 'Zr4_k-9Qx0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
    expect(reservationManageParts(reservationManagePath('KQ7M-3XPA', token))).toEqual({
      reference: 'KQ7M-3XPA',
      token,
    });
    expect(reservationManageParts(`/reservation/KQ7M-3XPA/${token}/`)).toEqual({ reference: 'KQ7M-3XPA', token });
  });

  it.each(['/reservation', '/reservation/KQ7M-3XPA', '/reservation/KQ7M-3XPA/a/b', '/reservation/%2F/x', '/reserver'])(
    '%s is no manage link, and no page of the site either',
    (pathname) => {
      expect(reservationManageParts(pathname)).toBeNull();
      if (pathname !== '/reserver') expect(isSitePath(pathname)).toBe(false);
    },
  );
});
