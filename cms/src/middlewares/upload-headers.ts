import path from 'path';
import type { Context, Next } from 'koa';

/** Uploaded files are served from the site's own origin: never as a page that could run scripts there. */
export const UPLOAD_HEADERS = {
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

/** Case aside, as a case-insensitive disk would serve `/UPLOADS/x` too. */
export const UPLOADS = /^\/uploads(?:\/|$)/i;

/**
 * The path a static file server reads: percent-escapes decoded, then `.`, `..` and repeated slashes resolved. Null
 * when it does not decode, which no server serves.
 */
export function servedPath(requestPath: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(requestPath).replace(/\\/g, '/'));
  } catch {
    return null;
  }
}

/**
 * Puts the upload headers on every request whose path decodes to a file under /uploads (docs/product.md): the upload
 * plugin's own route matches `/uploads/…` as written, while `/%75ploads/…`, `/x/../uploads/…` or `//uploads/…` reach
 * Strapi's public folder server, which decodes them to the same files.
 */
export default () => async (ctx: Context, next: Next) => {
  const served = servedPath(ctx.path);
  if (served !== null && UPLOADS.test(served)) ctx.set(UPLOAD_HEADERS);
  await next();
};
