import { LOCALIZED_PAGES, LOCALIZED_PATHS, PAGE_KEYS, type FrenchPath } from './i18n/pages';

/**
 * Every address the website answers (docs/product.md#routes), shared by the React route table
 * and the server, which gives the 404 status to any other browser address. The restaurant's pages, at their French
 * addresses here, are also at one address per language (LOCALIZED_PAGES).
 */
export const RESTAURANT_PATHS: readonly FrenchPath[] = PAGE_KEYS.map((page) => LOCALIZED_PAGES[page].fr);
export const ADMIN_PATHS = ['/admin', '/admin/login', '/admin/dashboard'] as const;

/** Template pages in the main layout. */
export const MAIN_TEMPLATE_PAGES = [
  'about',
  'find_room',
  'room_details',
  'services',
  'service_details',
  'our_team',
  'pricing',
  'blog',
  'blog_details',
] as const;

/** Home variants and the pages each carries under its prefix. */
export const TEMPLATE_VARIANTS = ['home2', 'home3', 'home4', 'home5'] as const;
export const VARIANT_PAGES = [...MAIN_TEMPLATE_PAGES, 'room', 'contact'] as const;

const SITE_PATHS = new Set<string>([
  ...LOCALIZED_PATHS,
  ...ADMIN_PATHS,
  ...MAIN_TEMPLATE_PAGES.map((page) => `/${page}`),
  ...TEMPLATE_VARIANTS.flatMap((variant) => [`/${variant}`, ...VARIANT_PAGES.map((page) => `/${variant}/${page}`)]),
]);

/** Longer than any page address: such a path is not a page, whatever it holds. */
const LONGEST_SITE_PATH = Math.max(...[...SITE_PATHS].map((sitePath) => sitePath.length)) + 1;

/**
 * The page this address names, as the route table writes it (lower case, no trailing slash), or null when the site
 * has no page there; like the router, ignores case and trailing slashes. The work is bounded whatever the path: an
 * anchored pattern such as /\/+$/ would backtrack over a path of thousands of slashes.
 */
export function sitePath(pathname: string): string | null {
  let end = pathname.length;
  // "/" is the home page; any other path loses all its trailing slashes ("//" becomes "", which is no page).
  if (end > 1) while (end > 0 && pathname[end - 1] === '/') end -= 1;
  if (end > LONGEST_SITE_PATH) return null;
  const page = pathname.slice(0, end).toLowerCase();
  return SITE_PATHS.has(page) ? page : null;
}

/** Whether the site has a page at this address (see `sitePath`). */
export function isSitePath(pathname: string): boolean {
  return sitePath(pathname) !== null;
}

/** A guest's private manage link, `/reservation/<reference>/<token>` (see `reservationManagePath`). */
const RESERVATION_MANAGE_PATH = /^\/reservation\/([\w-]{1,64})\/([\w-]{1,128})\/?$/;

/**
 * The reference and token of a manage link's path, or null for any other path. Not a `sitePath`: a booking's page is
 * private (never cached, never indexed), and the server answers 404 when the token does not open it.
 */
export function reservationManageParts(pathname: string): { reference: string; token: string } | null {
  const match = RESERVATION_MANAGE_PATH.exec(pathname);
  return match ? { reference: match[1], token: match[2] } : null;
}
