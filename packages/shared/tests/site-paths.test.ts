import { describe, expect, it } from 'vitest';
import { isSitePath } from '../src';

describe('addresses the site answers', () => {
  it.each([
    '/',
    '/la-carte',
    '/galerie',
    '/contact',
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
