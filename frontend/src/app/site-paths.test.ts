import { matchRoutes } from 'react-router-dom';
import {
  ADMIN_PATHS,
  EVENING_PATH_PREFIXES,
  MAIN_TEMPLATE_PAGES,
  LOCALIZED_PATHS,
  TEMPLATE_VARIANTS,
  VARIANT_PAGES,
  isSitePath,
} from '@ticino/shared';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** The deepest route the router would render for an address. */
function leafPath(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches[matches.length - 1]?.route.path;
}

const SITE_PATHS = [
  ...LOCALIZED_PATHS,
  ...ADMIN_PATHS,
  ...MAIN_TEMPLATE_PAGES.map((page) => `/${page}`),
  ...TEMPLATE_VARIANTS.flatMap((variant) => [`/${variant}`, ...VARIANT_PAGES.map((page) => `/${variant}/${page}`)]),
];

describe('the address list the server shares with the route table', () => {
  it.each(SITE_PATHS)('%s has a page, for the router and for the server', (pathname) => {
    expect(leafPath(pathname)).not.toBe('*');
    expect(isSitePath(pathname)).toBe(true);
  });

  it.each(['/nulle-part', '/home2/galerie', '/admin/settings', '/room', '/home6', '/en/la-carte', '/fr'])(
    '%s is the 404 page for both',
    (pathname) => {
      expect(leafPath(pathname)).toBe('*');
      expect(isSitePath(pathname)).toBe(false);
    },
  );
});

describe('an evening’s page (docs/product.md#evenings)', () => {
  it.each(Object.values(EVENING_PATH_PREFIXES))(
    '%s/<slug> is the evening route, which the server answers',
    (prefix) => {
      expect(leafPath(`${prefix}/menu-de-st-silvestre`)).toBe(`${prefix}/:slug`);
      // Not a page the server always has: it exists while its evening is listed.
      expect(isSitePath(`${prefix}/menu-de-st-silvestre`)).toBe(false);
    },
  );
});
